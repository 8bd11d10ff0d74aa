// Becoming an affiliate (issue 35): documents checked by their bytes against the spec's limits
// and kept privately; the application checked (the card's check digit, the account's length);
// staff list, read, verify (the member gets a code) or refuse (the member reads why, and may
// apply again); a decision taken twice, or two submits racing, change nothing the second time.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../server/db/tables.ts';
import { png } from '../fuzz/media.ts';
import { newShopper } from './support/cart.ts';
import { STAFF_TOKEN } from './support/orders.ts';
import { DRIVERS, useTestServer } from './support/server.ts';

const PDF = new Uint8Array(Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'));
const MIB = 1024 * 1024;
/** A real card number's shape: twelve digits and their check digit. */
const NATIONAL_ID = '1101700207030';

const FORM = {
  firstname: 'สมหญิง',
  lastname: 'ใจดี',
  nationalId: NATIONAL_ID,
  bankCode: '004',
  accountNumber: '123-4-56789-0',
  accountName: 'สมหญิง ใจดี',
};

describe.each(DRIVERS)('on %s', (driver) => {
  const server = useTestServer(driver, {
    adminToken: STAFF_TOKEN,
    rateLimits: { affiliateDocumentsPerUser: { points: 50, seconds: 60 } },
  });
  const staff = { headers: { 'X-Admin-Token': STAFF_TOKEN } };

  async function member(memberTypeId: 1 | 2 = 1) {
    const shopper = await newShopper(server);
    if (memberTypeId === 2)
      await server.db.update(users).set({ memberTypeId: 2 }).where(eq(users.id, shopper.userId));
    const { session } = shopper;
    return {
      ...shopper,
      state: () => server.call('getAffiliateApplication', '/affiliate/application', { session }),
      send: (kind: string, data: Uint8Array, contentType = 'image/png') =>
        server.call('putAffiliateDocument', `/affiliate/application/documents/${kind}`, {
          session,
          method: 'PUT',
          bytes: { data, contentType },
        }),
      submit: (form: Record<string, unknown> = FORM) =>
        server.call('submitAffiliateApplication', '/affiliate/application', {
          session,
          body: form,
        }),
    };
  }

  async function submitted() {
    const applicant = await member();
    expect((await applicant.send('identityCard', png(8, 8, [1, 2, 3]))).status).toBe(200);
    expect((await applicant.send('bankBook', PDF, 'application/pdf')).status).toBe(200);
    const sent = await applicant.submit();
    expect(sent.status).toBe(200);
    const id = sent.body.detail.application?.id ?? 0;
    return { ...applicant, id };
  }

  it('a member sends the documents and the application, and is told when to expect an answer', async () => {
    const applicant = await member();
    const before = await applicant.state();
    expect(before.body.detail).toMatchObject({
      application: null,
      requiredDocuments: [
        { kind: 'identityCard', mediaTypes: ['image/png', 'image/jpeg'], maxBytes: 2 * 1024 ** 2 },
        {
          kind: 'bankBook',
          mediaTypes: ['image/png', 'image/jpeg', 'application/pdf'],
          maxBytes: 3 * 1024 ** 2,
        },
      ],
    });
    expect(before.body.detail.banks.find((bank) => bank.code === '030')?.digits).toBe(12);

    const card = await applicant.send('identityCard', png(8, 8, [1, 2, 3]));
    expect(card.body.detail.application).toMatchObject({
      status: 'draft',
      documents: [{ kind: 'identityCard', mediaType: 'image/png' }],
    });
    // Sending a document again replaces it: one of each kind.
    await applicant.send('identityCard', png(9, 9, [3, 2, 1]));
    await applicant.send('bankBook', PDF, 'application/pdf');

    const wrong = await applicant.submit({
      ...FORM,
      nationalId: '1101700207031',
      accountNumber: '12345678901',
    });
    expect(wrong.status).toBe(400);
    expect(
      (wrong.body.detail as unknown as { field: string }[]).map((error) => error.field).sort(),
    ).toEqual(['body.accountNumber', 'body.nationalId']);

    const sent = await applicant.submit();
    expect(sent.status).toBe(200);
    const application = sent.body.detail.application;
    expect(application).toMatchObject({
      status: 'submitted',
      nationalIdEnding: '7030',
      accountNumberEnding: '7890',
      bankCode: '004',
    });
    expect(application?.documents.map((document) => document.kind)).toEqual([
      'identityCard',
      'bankBook',
    ]);
    const expectedBy = new Date(application?.expectedBy ?? 0).getTime();
    const submittedAt = new Date(application?.submittedAt ?? 0).getTime();
    expect(expectedBy - submittedAt).toBeGreaterThan(3 * 24 * 3600_000 - 24 * 3600_000);

    // Sent, it waits for staff: no more documents, no second application.
    expect((await applicant.send('bankBook', PDF, 'application/pdf')).status).toBe(409);
    const again = await applicant.submit();
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/waiting for staff/);
  });

  it('takes each document by its bytes within its own limit, and keeps it from /uploads', async () => {
    const applicant = await member(2);
    const identityAsPdf = await applicant.send('identityCard', PDF, 'image/png');
    expect(identityAsPdf.status).toBe(400);
    expect(identityAsPdf.body.message).toMatch(/PNG, JPEG/);
    expect((await applicant.send('identityCard', new Uint8Array(0))).status).toBe(400);
    const bigCard = new Uint8Array(2 * MIB + 1);
    bigCard.set(png(1, 1, [0, 0, 0]));
    const tooBig = await applicant.send('identityCard', bigCard);
    expect(tooBig.status).toBe(400);
    expect(tooBig.body.message).toMatch(/at most 2 MB/);
    const certificateAsPng = await applicant.send('companyCertificate', png(4, 4, [0, 0, 0]));
    expect(certificateAsPng.body.message).toMatch(/PDF/);
    const overTen = await applicant.send(
      'companyCertificate',
      new Uint8Array(10 * MIB + 1),
      'application/pdf',
    );
    expect(overTen.status).toBe(413);

    await applicant.send('identityCard', png(8, 8, [1, 2, 3]));
    await applicant.send('bankBook', png(8, 8, [4, 5, 6]));
    const missing = await applicant.submit();
    expect(missing.status).toBe(400);
    expect(missing.body.detail).toEqual([
      { field: 'body.documents.companyCertificate', message: expect.any(String) },
    ]);
    const refusedThai = await server.call('submitAffiliateApplication', '/affiliate/application', {
      session: applicant.session,
      body: FORM,
      culture: 'th',
    });
    expect(refusedThai.body.message).toMatch(/ยังไม่ได้ส่ง/);

    const { body } = await server.call(
      'staffAffiliateApplications',
      '/admin/affiliate-applications?status=submitted',
      staff,
    );
    expect(body.detail.some((one) => one.applicant.userId === applicant.userId)).toBe(false);
    const [file] = await import('node:fs/promises').then((fs) =>
      fs.readdir(`${server.uploadsDir}/affiliate`),
    );
    expect((await server.app.request(`/uploads/affiliate/${file}`)).status).toBe(404);
  });

  it('staff verify once: the member becomes an affiliate with a code, and a second verdict is refused', async () => {
    const applicant = await submitted();
    for (const headers of [{}, { 'X-Admin-Token': 'wrong' }] as Record<string, string>[])
      expect(
        (await server.request(`/admin/affiliate-applications/${applicant.id}`, { headers })).status,
      ).toBe(403);
    const shown = await server.call(
      'staffAffiliateApplication',
      `/admin/affiliate-applications/${applicant.id}`,
      staff,
    );
    expect(shown.body.detail).toMatchObject({
      nationalId: NATIONAL_ID,
      accountNumber: '1234567890',
      applicant: { affiliateCode: null },
    });
    const document = await server.call(
      'staffAffiliateDocument',
      `/admin/affiliate-applications/${applicant.id}/documents/bankBook`,
      staff,
    );
    expect(Buffer.from(document.body.detail.base64, 'base64')).toEqual(Buffer.from(PDF));

    const [first, second] = await Promise.all(
      ['verify', 'refuse'].map((decision) =>
        server.call(
          decision === 'verify' ? 'verifyAffiliateApplication' : 'refuseAffiliateApplication',
          `/admin/affiliate-applications/${applicant.id}/${decision}`,
          { ...staff, ...(decision === 'refuse' ? { body: { reason: 'blurred card' } } : {}) },
        ),
      ),
    );
    expect([first?.status, second?.status].sort()).toEqual([200, 409]);
    const decided = first?.status === 200 ? first : second;
    if (decided?.body.detail.status === 'verified') {
      const code = decided.body.detail.applicant.affiliateCode;
      expect(code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
      const profile = await server.call('getUser', '/user', { session: applicant.session });
      expect(profile.body.detail.user).toMatchObject({
        isVerifyAffiliate: true,
        influencerTypeId: 1,
        influencerTypeName: 'Affiliate',
      });
      const again = await applicant.send('identityCard', png(8, 8, [1, 2, 3]));
      expect(again.status).toBe(409);
      expect(again.body.message).toMatch(/already a verified affiliate/);
    } else {
      expect(decided?.body.detail).toMatchObject({
        status: 'refused',
        refusalReason: 'blurred card',
      });
    }
  });

  it('a refused member reads the reason and may apply again', async () => {
    const applicant = await submitted();
    const refused = await server.call(
      'refuseAffiliateApplication',
      `/admin/affiliate-applications/${applicant.id}/refuse`,
      { ...staff, body: { reason: 'The bank book is not in your name' } },
    );
    expect(refused.status).toBe(200);
    const seen = await applicant.state();
    expect(seen.body.detail.application).toMatchObject({
      status: 'refused',
      refusalReason: 'The bank book is not in your name',
      expectedBy: null,
    });
    const profile = await server.call('getUser', '/user', { session: applicant.session });
    expect(profile.body.detail.user.isVerifyAffiliate).toBe(false);
    const fresh = await applicant.send('identityCard', png(8, 8, [7, 7, 7]));
    expect(fresh.body.detail.application).toMatchObject({ status: 'draft' });
    expect(fresh.body.detail.application?.id).not.toBe(applicant.id);
  });

  it('two submits racing send one application', async () => {
    const applicant = await member();
    await applicant.send('identityCard', png(8, 8, [1, 2, 3]));
    await applicant.send('bankBook', PDF, 'application/pdf');
    const answers = await Promise.all([applicant.submit(), applicant.submit()]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
  });
});
