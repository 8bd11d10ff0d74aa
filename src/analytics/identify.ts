// The member a signed-in page belongs to, for analytics (spec section 7): the CRM member id,
// and the advertising match data, only as sha-256 hashes of normalised values, as ad
// platforms take them: a lower-cased e-mail, an E.164 phone, lower-cased names.
import type { SessionUser } from '../../machines/session/session-rules.ts';
import { track } from './track.ts';

async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** 0812345678 → +66812345678 (Thai numbers drop the leading 0). */
export const e164Of = (telephone: string): string => `+66${telephone.replace(/^0/, '')}`;

export async function identifyMember(user: SessionUser & { lastname?: string | null }) {
  const memberId = user.crmMemberId ?? null;
  // WebCrypto exists only in secure contexts: on a plain-http address the match data is left out.
  if (!globalThis.crypto?.subtle) {
    track('member_identified', { memberId });
    return;
  }
  const hashed = async (value: string | null | undefined) =>
    value?.trim() ? sha256(value.trim().toLowerCase()) : undefined;
  track('member_identified', {
    memberId,
    matchData: {
      em: await hashed(user.email),
      ph: await sha256(e164Of(user.telephone)),
      fn: await hashed(user.firstname),
      ln: await hashed(user.lastname),
    },
  });
}
