// The rules of becoming an affiliate (issue 35, spec sections 5 and 9): a member applies with
// who they are (the name and number on their Thai identity card) and where the money goes (a
// Thai bank account in their name), with the documents that show both; staff verify the
// application or refuse it with a reason, within 1-3 business days. A refused member may apply
// again; a verified one is an affiliate for good.

const MIB = 1024 * 1024;

/** The documents an application carries, each checked by its bytes (sniffType). */
export const DOCUMENT_KINDS = ['identityCard', 'bankBook', 'companyCertificate'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

export type DocumentType = 'image/png' | 'image/jpeg' | 'application/pdf';

interface DocumentRule {
  types: readonly DocumentType[];
  /** At most this many bytes; a file of exactly this size is still taken. */
  maxBytes: number;
  /** Who must send it: every applicant, or a company account (member type 2) only. */
  requiredOf: 'everyone' | 'company';
}

/**
 * Spec section 5's upload limits: an identity image is a png or jpg of at most 2 MB; a document
 * (the bank book's first page, photographed or saved by the bank's app) png, jpg or pdf of at
 * most 3 MB; a pdf (a company's certificate of registration, several pages) at most 10 MB.
 */
export const DOCUMENT_RULES: Record<DocumentKind, DocumentRule> = {
  identityCard: { types: ['image/png', 'image/jpeg'], maxBytes: 2 * MIB, requiredOf: 'everyone' },
  bankBook: {
    types: ['image/png', 'image/jpeg', 'application/pdf'],
    maxBytes: 3 * MIB,
    requiredOf: 'everyone',
  },
  companyCertificate: { types: ['application/pdf'], maxBytes: 10 * MIB, requiredOf: 'company' },
};

/** The documents `memberTypeId`'s application must carry (1 person, 2 company). */
export const requiredDocuments = (memberTypeId: number): DocumentKind[] =>
  DOCUMENT_KINDS.filter(
    (kind) => DOCUMENT_RULES[kind].requiredOf === 'everyone' || memberTypeId === 2,
  );

export type DocumentSizeRefusal = 'empty' | 'too-large';

/** Whether a file's size can be taken as `kind`, judged before any sniffing of its type. */
export function documentSizeRefusal(
  kind: DocumentKind,
  byteLength: number,
): DocumentSizeRefusal | undefined {
  if (byteLength === 0) return 'empty';
  if (byteLength > DOCUMENT_RULES[kind].maxBytes) return 'too-large';
  return undefined;
}

/**
 * A Thai identity card's number: 13 digits, the last a check digit over the first twelve
 * (each weighted 13 down to 2; 11 less the sum modulo 11, its last digit).
 */
export function isNationalId(text: string): boolean {
  if (!/^\d{13}$/.test(text)) return false;
  const digits = [...text].map(Number);
  const sum = digits.slice(0, 12).reduce((total, digit, i) => total + digit * (13 - i), 0);
  return (11 - (sum % 11)) % 10 === digits[12];
}

/**
 * The banks an affiliate is paid into, by their Bank of Thailand code, with the length of their
 * account numbers (a savings bank's and the agricultural bank's are 12 digits; the others 10).
 */
export const BANKS = {
  '002': { nameTh: 'ธนาคารกรุงเทพ', nameEn: 'Bangkok Bank', digits: 10 },
  '004': { nameTh: 'ธนาคารกสิกรไทย', nameEn: 'Kasikornbank', digits: 10 },
  '006': { nameTh: 'ธนาคารกรุงไทย', nameEn: 'Krungthai Bank', digits: 10 },
  '011': { nameTh: 'ธนาคารทหารไทยธนชาต', nameEn: 'TMBThanachart Bank', digits: 10 },
  '014': { nameTh: 'ธนาคารไทยพาณิชย์', nameEn: 'Siam Commercial Bank', digits: 10 },
  '022': { nameTh: 'ธนาคารซีไอเอ็มบี ไทย', nameEn: 'CIMB Thai Bank', digits: 10 },
  '024': { nameTh: 'ธนาคารยูโอบี', nameEn: 'United Overseas Bank (Thai)', digits: 10 },
  '025': { nameTh: 'ธนาคารกรุงศรีอยุธยา', nameEn: 'Bank of Ayudhya (Krungsri)', digits: 10 },
  '030': { nameTh: 'ธนาคารออมสิน', nameEn: 'Government Savings Bank', digits: 12 },
  '034': {
    nameTh: 'ธนาคารเพื่อการเกษตรและสหกรณ์การเกษตร',
    nameEn: 'Bank for Agriculture and Agricultural Cooperatives',
    digits: 12,
  },
  '069': { nameTh: 'ธนาคารเกียรตินาคินภัทร', nameEn: 'Kiatnakin Phatra Bank', digits: 10 },
} as const;
export type BankCode = keyof typeof BANKS;

export const isBankCode = (code: string): code is BankCode => Object.hasOwn(BANKS, code);

/** An account number as the bank book prints it (dashes and spaces dropped), of the bank's length. */
export function accountNumberOf(bankCode: BankCode, typed: string): string | undefined {
  const digits = typed.replace(/[\s-]/g, '');
  return new RegExp(`^\\d{${BANKS[bankCode].digits}}$`).test(digits) ? digits : undefined;
}

/**
 * Where an application is: a draft while its documents are sent, then waiting for staff,
 * verified, or refused with a reason.
 */
export type ApplicationStatus = 'draft' | 'submitted' | 'verified' | 'refused';

export type ApplicationAction = 'apply' | 'verify' | 'refuse';

/** Why an action cannot be taken, or undefined when it can. */
export type ApplicationRefusal = 'already-applied' | 'already-verified' | 'not-submitted';

/**
 * Whether `action` may be taken given the member's latest application (undefined before one):
 * a member applies (sends a document, then the application) with none sent and not yet
 * verified; staff decide a submitted one only, so a decision made twice (two staff, a command
 * run again) changes nothing the second time.
 */
export function applicationRefusal(
  latest: ApplicationStatus | undefined,
  action: ApplicationAction,
): ApplicationRefusal | undefined {
  if (action === 'apply') {
    if (latest === 'submitted') return 'already-applied';
    if (latest === 'verified') return 'already-verified';
    return undefined;
  }
  return latest === 'submitted' ? undefined : 'not-submitted';
}

/** Staff answer within 1-3 business days (spec section 9): the member is told the latest. */
export const VERIFICATION_BUSINESS_DAYS = 3;
