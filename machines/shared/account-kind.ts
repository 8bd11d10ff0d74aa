/** Who an account is for: a person, or a company or store (spec sections 3 and 6). */
export type AccountKind = 'person' | 'company';
