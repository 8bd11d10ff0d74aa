// What a social sign-in carries through the provider and back (spec section 7): LINE's state
// is the register flag (1 log in, 2 register), phone, code, tier type and reference joined
// by underscores, each empty value written 0; Apple's is Member-{phone} or Customer-{phone}.
// The code and reference places are always written 0: a live phone code in the state would
// be read by the provider, its logs and the browser history, and anyone pairing it with a
// sign-in of their own could take the phone's account. Registration's checked code waits in
// the tab instead (src/features/account/social/social-effects.ts).
// Facebook and Google carry LINE's form (the spec gives them none: its readings use the
// providers' own scripts, which this shop does not load).
import type { CodeCheck } from '../otp/otp.actors';

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

/** Why the shopper went to the provider, and the phone code registration already checked (never written into the state). */
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
const orZero = (value: string) => value || '0';
const fromZero = (value: string) => (value === '0' ? '' : value);

/** Whether the intent carries a phone code the server can still spend. */
export const carriesCode = (intent: SocialIntent): boolean =>
  intent.telephone !== '' && intent.code !== '' && intent.reference !== '';

/** The intent's checked code, when it has one. */
export const carriedCodeOf = (intent: SocialIntent): CodeCheck | null =>
  carriesCode(intent)
    ? { telephone: intent.telephone, code: intent.code, reference: intent.reference }
    : null;

export function socialStateOf(provider: SocialProvider, intent: SocialIntent): string {
  if (provider === 'apple') {
    return `${intent.tierType === 2 ? 'Member' : 'Customer'}-${orZero(intent.telephone)}`;
  }
  return [
    intent.register ? '2' : '1',
    orZero(intent.telephone),
    '0',
    String(intent.tierType),
    '0',
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
  // The code places are written 0 by this shop: a state carrying a code is not ours.
  const valid =
    /^[12]$/.test(flag) &&
    (telephone === '0' || TELEPHONE.test(telephone)) &&
    code === '0' &&
    /^[012]$/.test(tierType) &&
    reference === '0';
  if (!valid) return null;
  return {
    register: flag === '2',
    tierType: Number(tierType) as TierType,
    telephone: fromZero(telephone),
    code: '',
    reference: '',
  };
}

/** Registration's intent: a person whose phone code was just checked. */
export const registerIntentOf = (verified: {
  telephone: string;
  code: string;
  reference: string;
}): SocialIntent => ({ ...LOGIN_INTENT, register: true, ...verified });
