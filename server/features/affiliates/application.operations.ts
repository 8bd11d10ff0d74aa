// Becoming an affiliate (issue 35): the member sends each document, then the application;
// staff read it with its documents and verify it (the member gets an affiliate code, what their
// share links carry) or refuse it with a reason. Every document is known by its bytes and kept
// privately; a decision is taken on a submitted application only, so taking it twice changes
// nothing.
import { randomInt } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { affiliateApplications, affiliateDocuments, users } from '../../db/tables.ts';
import { Conflict, fieldError, fieldErrors, notFound } from '../../http/api-error.ts';
import type { ApiRequest, Handlers } from '../../http/handler.ts';
import { msg } from '../../http/messages.ts';
import type { Uploads } from '../../uploads/store.ts';
import { memberOf } from '../shared/members.ts';
import type { RateLimits } from '../shared/rate-limits.ts';
import { sniffType } from '../shared/sniffed-type.ts';
import { mustBeStaff } from '../shared/staff.ts';
import {
  accountNumberOf,
  applicationRefusal,
  BANKS,
  DOCUMENT_RULES,
  type DocumentKind,
  documentSizeRefusal,
  isBankCode,
  isNationalId,
  requiredDocuments,
} from './application-rules.ts';
import {
  applicationStateOf,
  byStatus,
  documentsOf,
  latestApplication,
  staffApplication,
  staffApplications,
} from './applications.ts';

export interface AffiliateServices {
  now: () => Date;
  adminToken: string | undefined;
  limits: RateLimits;
  /** Where the documents are kept (privately, kind 'affiliate'). */
  uploads: Uploads;
}

/** A 409 carrying the member's application as it is: sent and waiting, or verified. */
async function conflictFor(
  request: ApiRequest<'putAffiliateDocument' | 'submitAffiliateApplication', AffiliateServices>,
  user: { id: number; memberTypeId: number },
) {
  const latest = await latestApplication(request.db, user.id);
  const state = await applicationStateOf(request.db, user, request.culture);
  const text =
    latest?.status === 'verified'
      ? msg('affiliate.alreadyVerified')
      : msg('affiliate.alreadyApplied');
  return new Conflict(text, state);
}

const FORMAT_NAMES: Record<string, string> = {
  'image/png': 'PNG',
  'image/jpeg': 'JPEG',
  'application/pdf': 'PDF',
};

/** Whether the bytes can be kept as `kind`: size first, then what the bytes are. */
async function checkedDocument(kind: DocumentKind, bytes: Uint8Array) {
  const rule = DOCUMENT_RULES[kind];
  const size = documentSizeRefusal(kind, bytes.byteLength);
  if (size === 'empty') throw fieldError('body', msg('affiliate.documentEmpty'));
  if (size === 'too-large')
    throw fieldError(
      'body',
      msg('affiliate.documentTooLarge', { megabytes: rule.maxBytes / (1024 * 1024) }),
    );
  const sniffed = await sniffType(bytes, rule.types);
  if (!sniffed.accepted) {
    const formats = rule.types.map((type) => FORMAT_NAMES[type]).join(', ');
    throw fieldError('body', msg('affiliate.documentType', { formats }));
  }
  return { mime: sniffed.mime, ext: sniffed.ext as 'png' | 'jpg' | 'pdf' };
}

/** An affiliate code: 8 letters and digits that cannot be misread for one another. */
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const newAffiliateCode = () =>
  Array.from({ length: 8 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');

export const applicationHandlers = {
  getAffiliateApplication: async ({ db, userId, culture }) => {
    const user = await memberOf(db, userId);
    return applicationStateOf(db, user, culture);
  },

  putAffiliateDocument: async (request) => {
    const { db, userId, path, body, culture, services } = request;
    const user = await memberOf(db, userId);
    if (applicationRefusal((await latestApplication(db, user.id))?.status, 'apply'))
      throw await conflictFor(request, user);
    await services.limits.consume('affiliateDocumentsPerUser', String(user.id));
    const kind = path.kind;
    const file = await checkedDocument(kind, body.bytes);
    const stored = await services.uploads.save('affiliate', body.bytes, file.ext);
    const now = services.now();
    // The file is kept only if a draft names it; the one it replaces is removed after.
    let replaced: string | null | undefined;
    try {
      replaced = await db.transaction(async (tx) => {
        await tx
          .insert(affiliateApplications)
          .values({ userId: user.id, status: 'draft', createdAt: now })
          .onConflictDoNothing({
            target: affiliateApplications.userId,
            where: sql`status in ('draft', 'submitted')`,
          });
        const [draft] = await tx
          .select()
          .from(affiliateApplications)
          .where(
            and(
              eq(affiliateApplications.userId, user.id),
              eq(affiliateApplications.status, 'draft'),
            ),
          )
          .for('update');
        if (!draft) return undefined;
        const [before] = await tx
          .select({ path: affiliateDocuments.path })
          .from(affiliateDocuments)
          .where(
            and(eq(affiliateDocuments.applicationId, draft.id), eq(affiliateDocuments.kind, kind)),
          );
        const document = {
          path: stored,
          mediaType: file.mime,
          byteLength: body.bytes.byteLength,
          uploadedAt: now,
        };
        await tx
          .insert(affiliateDocuments)
          .values({ applicationId: draft.id, kind, ...document })
          .onConflictDoUpdate({
            target: [affiliateDocuments.applicationId, affiliateDocuments.kind],
            set: document,
          });
        return before?.path ?? null;
      });
    } finally {
      if (replaced === undefined) await services.uploads.remove(stored);
    }
    if (replaced === undefined) throw await conflictFor(request, user);
    await services.uploads.remove(replaced);
    return applicationStateOf(db, user, culture);
  },

  submitAffiliateApplication: async (request) => {
    const { db, userId, body, culture, services } = request;
    const user = await memberOf(db, userId);
    const errors = [];
    if (!isNationalId(body.nationalId))
      errors.push({ field: 'body.nationalId', message: msg('affiliate.nationalId') });
    const bankCode = isBankCode(body.bankCode) ? body.bankCode : undefined;
    const accountNumber = bankCode && accountNumberOf(bankCode, body.accountNumber);
    if (bankCode && !accountNumber)
      errors.push({
        field: 'body.accountNumber',
        message: msg('affiliate.accountNumber', { digits: BANKS[bankCode].digits }),
      });
    const latest = await latestApplication(db, user.id);
    if (applicationRefusal(latest?.status, 'apply')) throw await conflictFor(request, user);
    const sent = latest?.status === 'draft' ? await documentsOf(db, [latest.id]) : [];
    for (const kind of requiredDocuments(user.memberTypeId))
      if (!sent.some((document) => document.kind === kind))
        errors.push({ field: `body.documents.${kind}`, message: msg('affiliate.documentMissing') });
    if (errors.length) throw fieldErrors(errors);
    const [submitted] = await db
      .update(affiliateApplications)
      .set({
        status: 'submitted',
        firstname: body.firstname.trim(),
        lastname: body.lastname.trim(),
        nationalId: body.nationalId,
        bankCode: body.bankCode,
        accountNumber,
        accountName: body.accountName.trim(),
        submittedAt: services.now(),
      })
      .where(
        and(
          eq(affiliateApplications.id, latest?.id ?? 0),
          eq(affiliateApplications.status, 'draft'),
        ),
      )
      .returning();
    // Sent meanwhile from another tab: the application as it is.
    if (!submitted) throw await conflictFor(request, user);
    return applicationStateOf(db, user, culture);
  },

  staffAffiliateApplications: async (request) => {
    await mustBeStaff(request);
    return staffApplications(request.db, byStatus(request.query.status ?? 'submitted'));
  },

  staffAffiliateApplication: async (request) => {
    await mustBeStaff(request);
    const application = await staffApplication(request.db, request.path.applicationId);
    if (!application || application.status === 'draft') throw notFound('affiliateApplication');
    return application;
  },

  staffAffiliateDocument: async (request) => {
    await mustBeStaff(request);
    const { db, path, services } = request;
    const [document] = await db
      .select()
      .from(affiliateDocuments)
      .where(
        and(
          eq(affiliateDocuments.applicationId, path.applicationId),
          eq(affiliateDocuments.kind, path.kind),
        ),
      );
    const file = document
      ? await services.uploads.read('affiliate', document.path.split('/').pop() ?? '')
      : null;
    if (!document || !file) throw notFound('affiliateDocument');
    return {
      mediaType: document.mediaType as 'image/png' | 'image/jpeg' | 'application/pdf',
      base64: file.body.toString('base64'),
    };
  },

  verifyAffiliateApplication: async (request) => {
    await mustBeStaff(request);
    const { db, path, services } = request;
    const decided = await db.transaction(async (tx) => {
      const [row] = await tx
        .update(affiliateApplications)
        .set({ status: 'verified', decidedAt: services.now() })
        .where(
          and(
            eq(affiliateApplications.id, path.applicationId),
            eq(affiliateApplications.status, 'submitted'),
          ),
        )
        .returning();
      if (!row) return false;
      // A code of their own (one in 32^8: a clash draws another; the unique index stands behind).
      let code = newAffiliateCode();
      while ((await tx.select().from(users).where(eq(users.affiliateCode, code))).length)
        code = newAffiliateCode();
      await tx
        .update(users)
        .set({ affiliateCode: sql`coalesce(${users.affiliateCode}, ${code})` })
        .where(eq(users.id, row.userId));
      return true;
    });
    return decisionAnswer(request, decided);
  },

  refuseAffiliateApplication: async (request) => {
    await mustBeStaff(request);
    const { db, path, body, services } = request;
    const [row] = await db
      .update(affiliateApplications)
      .set({ status: 'refused', refusalReason: body.reason.trim(), decidedAt: services.now() })
      .where(
        and(
          eq(affiliateApplications.id, path.applicationId),
          eq(affiliateApplications.status, 'submitted'),
        ),
      )
      .returning();
    return decisionAnswer(request, Boolean(row));
  },
} satisfies Partial<Handlers<AffiliateServices>>;

/** The application after a decision; a 409 with it when it had been decided already. */
async function decisionAnswer(
  {
    db,
    path,
  }: ApiRequest<'verifyAffiliateApplication' | 'refuseAffiliateApplication', AffiliateServices>,
  decided: boolean,
) {
  const application = await staffApplication(db, path.applicationId);
  if (!application) throw notFound('affiliateApplication');
  if (!decided) throw new Conflict(msg('affiliate.decided'), application);
  return application;
}
