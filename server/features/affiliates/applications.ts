// Applications to become an affiliate, as stored (schema-affiliates.ts) and as answered: the
// member sees their card's and account's numbers by their last four digits only; staff see them
// whole, with who applied.
import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { components } from '../../../openapi/storefront.d.ts';
import type { Db } from '../../db/client.ts';
import { affiliateApplications, affiliateDocuments, users } from '../../db/tables.ts';
import type { Culture } from '../../http/culture.ts';
import { businessDaysAfter } from '../shared/business-days.ts';
import { isoOrNull } from '../shared/present.ts';
import {
  BANKS,
  type BankCode,
  DOCUMENT_KINDS,
  DOCUMENT_RULES,
  requiredDocuments,
  VERIFICATION_BUSINESS_DAYS,
} from './application-rules.ts';

type Schemas = components['schemas'];
export type ApplicationRow = typeof affiliateApplications.$inferSelect;
type DocumentRow = typeof affiliateDocuments.$inferSelect;

const ending = (digits: string | null) => (digits ? digits.slice(-4) : null);

const presentDocuments = (documents: DocumentRow[]): Schemas['AffiliateDocument'][] =>
  [...documents]
    .sort((a, b) => DOCUMENT_KINDS.indexOf(a.kind) - DOCUMENT_KINDS.indexOf(b.kind))
    .map((document) => ({
      kind: document.kind,
      mediaType: document.mediaType as Schemas['SlipMediaType'],
      sizeBytes: document.byteLength,
      uploadedAt: document.uploadedAt.toISOString(),
    }));

export async function documentsOf(db: Db, applicationIds: number[]): Promise<DocumentRow[]> {
  if (!applicationIds.length) return [];
  return db
    .select()
    .from(affiliateDocuments)
    .where(inArray(affiliateDocuments.applicationId, applicationIds));
}

/** The member's latest application (the open one, else the last decided), or undefined. */
export async function latestApplication(
  db: Db,
  userId: number,
): Promise<ApplicationRow | undefined> {
  const [row] = await db
    .select()
    .from(affiliateApplications)
    .where(eq(affiliateApplications.userId, userId))
    .orderBy(desc(affiliateApplications.createdAt), desc(affiliateApplications.id))
    .limit(1);
  return row;
}

/** What the member's form and page show: their latest application, what to send, the banks. */
export async function applicationStateOf(
  db: Db,
  user: { id: number; memberTypeId: number },
  culture: Culture,
): Promise<Schemas['AffiliateApplicationState']> {
  const row = await latestApplication(db, user.id);
  const documents = row ? await documentsOf(db, [row.id]) : [];
  return {
    application: row
      ? {
          id: row.id,
          status: row.status,
          firstname: row.firstname,
          lastname: row.lastname,
          nationalIdEnding: ending(row.nationalId),
          bankCode: row.bankCode as BankCode | null,
          accountNumberEnding: ending(row.accountNumber),
          accountName: row.accountName,
          documents: presentDocuments(documents),
          refusalReason: row.refusalReason,
          submittedAt: isoOrNull(row.submittedAt),
          expectedBy:
            row.status === 'submitted' && row.submittedAt
              ? businessDaysAfter(row.submittedAt, VERIFICATION_BUSINESS_DAYS).toISOString()
              : null,
          decidedAt: isoOrNull(row.decidedAt),
        }
      : null,
    requiredDocuments: requiredDocuments(user.memberTypeId).map((kind) => ({
      kind,
      mediaTypes: [...DOCUMENT_RULES[kind].types],
      maxBytes: DOCUMENT_RULES[kind].maxBytes,
    })),
    banks: Object.entries(BANKS).map(([code, bank]) => ({
      code: code as BankCode,
      name: culture === 'th' ? bank.nameTh : bank.nameEn,
      digits: bank.digits,
    })),
  };
}

/** Applications of `where`, as staff see them, oldest sent first. */
export async function staffApplications(
  db: Db,
  where: ReturnType<typeof eq>,
  limit = 200,
): Promise<Schemas['StaffAffiliateApplication'][]> {
  const rows = await db
    .select({ application: affiliateApplications, user: users })
    .from(affiliateApplications)
    .innerJoin(users, eq(users.id, affiliateApplications.userId))
    .where(where)
    .orderBy(asc(affiliateApplications.submittedAt), asc(affiliateApplications.id))
    .limit(limit);
  const documents = await documentsOf(
    db,
    rows.map((row) => row.application.id),
  );
  return rows.map(({ application: row, user }) => ({
    id: row.id,
    status: row.status,
    applicant: {
      userId: user.id,
      email: user.email,
      telephone: user.telephone,
      memberTypeId: user.memberTypeId as 1 | 2,
      affiliateCode: user.affiliateCode,
    },
    firstname: row.firstname,
    lastname: row.lastname,
    nationalId: row.nationalId,
    bankCode: row.bankCode as BankCode | null,
    accountNumber: row.accountNumber,
    accountName: row.accountName,
    documents: presentDocuments(documents.filter((document) => document.applicationId === row.id)),
    refusalReason: row.refusalReason,
    submittedAt: isoOrNull(row.submittedAt),
    decidedAt: isoOrNull(row.decidedAt),
  }));
}

/** The one application of `id`, as staff see it. */
export async function staffApplication(db: Db, id: number) {
  const [found] = await staffApplications(db, eq(affiliateApplications.id, id), 1);
  return found;
}

export const byStatus = (status: ApplicationRow['status']) =>
  eq(affiliateApplications.status, status);
