import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { demoPerson } from '../../machines/qa/samples.ts';
import { e164Of, identifyMember } from '../../src/analytics/identify.ts';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

afterEach(() => {
  window.dataLayer = [];
});

describe('the member analytics reports', () => {
  it('pushes the member id and only hashes of the normalised e-mail, phone and names', async () => {
    await identifyMember({
      ...demoPerson,
      email: ' Somchai@Example.com ',
      crmMemberId: 'M1000000001',
      lastname: 'ใจดี',
    });
    expect(window.dataLayer).toEqual([
      {
        event: 'member_identified',
        memberId: 'M1000000001',
        matchData: {
          em: sha256('somchai@example.com'),
          ph: sha256('+66812345678'),
          fn: sha256('สมชาย'),
          ln: sha256('ใจดี'),
        },
      },
    ]);
    expect(JSON.stringify(window.dataLayer)).not.toContain('somchai');
  });

  it('leaves out what the profile does not have', async () => {
    await identifyMember({ ...demoPerson, email: null, firstname: '  ', crmMemberId: null });
    expect(window.dataLayer?.[0]).toMatchObject({
      memberId: null,
      matchData: { em: undefined, fn: undefined, ln: undefined },
    });
  });

  it('writes Thai phones in E.164', () => {
    expect(e164Of('0812345678')).toBe('+66812345678');
  });
});

describe('without WebCrypto (a plain-http address)', () => {
  it('still reports the member id, and no match data', async () => {
    const subtle = Object.getOwnPropertyDescriptor(globalThis.crypto, 'subtle');
    Object.defineProperty(globalThis.crypto, 'subtle', { value: undefined, configurable: true });
    try {
      await identifyMember({ ...demoPerson, crmMemberId: 'M1' });
    } finally {
      if (subtle) Object.defineProperty(globalThis.crypto, 'subtle', subtle);
    }
    expect(window.dataLayer).toEqual([{ event: 'member_identified', memberId: 'M1' }]);
  });
});
