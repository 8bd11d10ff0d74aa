// What a social sign-in carries through the provider and back (spec section 7): LINE's state
// is the register flag (1 log in, 2 register), phone, code, tier type and reference joined
// by underscores, each empty value written 0; Apple's is Member-{phone} or Customer-{phone}.
// Facebook and Google carry LINE's form (the spec gives them none: its readings use the
// providers' own scripts, which this shop does not load).

export const SOCIAL_PROVIDERS = ['line', 'facebook', 'google', 'apple'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

/** The contract's `Provider` names. */
export const PROVIDER_NAMES = {
  line: 'Line',
  facebook: 'Facebook',
  google: 'Google',
  apple: 'Apple',
} as const satisfies Record<SocialProvider, string>;

export const isSocialProvider = (value: unknown): value is SocialProvider =>
  (SOCIAL_PROVIDERS as readonly unknown[]).includes(value);

/** Customer tier type: 2 member, 1 customer, 0 not known. */
export type TierType = 0 | 1 | 2;

/** Why the shopper went to the provider, and the phone code registration already checked. */
export interface SocialIntent {
  register: boolean;
  tierType: TierType;
  telephone: string;
  code: string;
  reference: string;
}

export const LOGIN_INTENT: SocialIntent = {
  register: false,
  tierType: 0,
  telephone: '',
  code: '',
  reference: '',
};

const TELEPHONE = /^0\d{9}$/;
const CODE = /^\d{6}$/;
const REFERENCE = /^[A-Z0-9]{6}$/;
const orZero = (value: string) => value || '0';
const fromZero = (value: string) => (value === '0' ? '' : value);

/** Whether the intent carries a phone code the server can still spend. */
export const carriesCode = (intent: SocialIntent): boolean =>
  intent.telephone !== '' && intent.code !== '' && intent.reference !== '';

export function socialStateOf(provider: SocialProvider, intent: SocialIntent): string {
  if (provider === 'apple') {
    return `${intent.tierType === 2 ? 'Member' : 'Customer'}-${orZero(intent.telephone)}`;
  }
  return [
    intent.register ? '2' : '1',
    orZero(intent.telephone),
    orZero(intent.code),
    String(intent.tierType),
    orZero(intent.reference),
  ].join('_');
}

/** The intent a state came back with; null when it is not one this shop writes. */
export function intentOfState(provider: SocialProvider, state: string): SocialIntent | null {
  if (provider === 'apple') {
    const match = /^(Member|Customer)-(0|0\d{9})$/.exec(state);
    if (!match) return null;
    return {
      ...LOGIN_INTENT,
      tierType: match[1] === 'Member' ? 2 : 1,
      telephone: fromZero(match[2] ?? ''),
    };
  }
  const parts = state.split('_');
  if (parts.length !== 5) return null;
  const [flag, telephone, code, tierType, reference] = parts.map((part) => part ?? '') as [
    string,
    string,
    string,
    string,
    string,
  ];
  const valid =
    /^[12]$/.test(flag) &&
    (telephone === '0' || TELEPHONE.test(telephone)) &&
    (code === '0' || CODE.test(code)) &&
    /^[012]$/.test(tierType) &&
    (reference === '0' || REFERENCE.test(reference));
  if (!valid) return null;
  return {
    register: flag === '2',
    tierType: Number(tierType) as TierType,
    telephone: fromZero(telephone),
    code: fromZero(code),
    reference: fromZero(reference),
  };
}

/** Registration's intent: a person whose phone code was just checked. */
export const registerIntentOf = (verified: {
  telephone: string;
  code: string;
  reference: string;
}): SocialIntent => ({ ...LOGIN_INTENT, register: true, ...verified });
