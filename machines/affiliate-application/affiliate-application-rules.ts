// The rules of the member's side of becoming an affiliate (issue 35, spec sections 5 and 9):
// where the page stands for the server's answer, and what the member has still to send.
import type { components } from '../../openapi/storefront.d.ts';

type Schemas = components['schemas'];
/** `GET /affiliate/application`'s answer: the latest application, what to send, the banks. */
export type ApplicationState = Schemas['AffiliateApplicationState'];
export type DocumentKind = Schemas['AffiliateDocumentKind'];
export type BankCode = Schemas['BankCode'];
export type DocumentRule = ApplicationState['requiredDocuments'][number];

/** What the page shows: the form, the wait for staff, the refusal, or an affiliate's welcome. */
export type Stage = 'editing' | 'waiting' | 'refused' | 'verified';

/** The page's stage for the server's answer: no application yet, or a draft, is the form. */
export function stageOf(state: ApplicationState): Stage {
  switch (state.application?.status) {
    case 'submitted':
      return 'waiting';
    case 'refused':
      return 'refused';
    case 'verified':
      return 'verified';
    default:
      return 'editing';
  }
}

/**
 * The documents the member must still send, in the order the form lists them. A refused
 * application's documents went with it: applying again starts with none.
 */
export function missingDocuments(state: ApplicationState): DocumentKind[] {
  const application = state.application?.status === 'draft' ? state.application : null;
  const sent = new Set(application?.documents.map((document) => document.kind));
  return state.requiredDocuments.map((rule) => rule.kind).filter((kind) => !sent.has(kind));
}
