// Pure rules about the signed-in user (spec sections 4 and 6). The view translates the
// kinds these return; nothing here is text a shopper reads, except the user's own data.
import type { AccountKind } from '../shared/account-kind';

/** The profile fields the rules read; the API's User has these and more. */
export interface SessionUser {
  email: string | null;
  firstname: string | null;
  telephone: string;
  companyName: string | null;
  /** 4 an individual, 1 a company. */
  roleId: number;
  /** The registration type: 1 a person, 2 a company or store. */
  memberTypeId: number;
  tierId: number | null;
  /** 2 a member, anything else a customer. */
  tierTypeId: number;
  approvalStatus: 'approved' | 'pending';
  /** A verified affiliate's code, what their share links carry. */
  affiliateCode?: string | null;
  /** The CRM member number analytics reports. */
  crmMemberId?: string | null;
}

/** Company accounts are role 1 or registered as a company; everyone else is a person. */
export function accountKindOf(user: SessionUser): AccountKind {
  return user.roleId === 1 || user.memberTypeId === 2 ? 'company' : 'person';
}

/**
 * The name the user menu shows, with the kind the view turns into "(Personal)" or
 * "(Company)": a person's first name, else e-mail, else phone; a company's name, else e-mail.
 */
export function displayNameOf(user: SessionUser): { name: string; kind: AccountKind } {
  const kind = accountKindOf(user);
  const filled = (value: string | null) => (value?.trim() ? value.trim() : undefined);
  const name =
    kind === 'company'
      ? (filled(user.companyName) ?? filled(user.email) ?? user.telephone)
      : (filled(user.firstname) ?? filled(user.email) ?? user.telephone);
  return { name, kind };
}

/** setTimeout holds at most 2^31 - 1 ms (about 24.8 days). */
export const LONGEST_TIMER_MS = 2 ** 31 - 1;

/**
 * When to refresh a session that expires at `expiresAt`: once half of its remaining time has
 * passed (each refresh renews it), at once if it is due, never later than a timer can wait.
 */
export function refreshDelayMs(expiresAt: string, now: number): number {
  const remaining = Date.parse(expiresAt) - now;
  if (!(remaining > 0)) return 0;
  return Math.min(Math.floor(remaining / 2), LONGEST_TIMER_MS);
}
