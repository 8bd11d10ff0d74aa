import { fromPromise } from 'xstate';
import type { ApplicationState, BankCode, DocumentKind } from './affiliate-application-rules';

/** The application's fields as `POST /affiliate/application` takes them. */
export interface ApplicationForm {
  firstname: string;
  lastname: string;
  nationalId: string;
  bankCode: BankCode;
  accountNumber: string;
  accountName: string;
}

export interface DocumentUpload {
  kind: DocumentKind;
  /** Checked by the page first (its type by its bytes, its size) against the server's rule. */
  file: Blob;
}

/** What becoming an affiliate needs from the API; each call answers the member's state. */
export interface AffiliateApplicationApi {
  /** `GET /affiliate/application`. */
  load(signal: AbortSignal): Promise<ApplicationState>;
  /** `PUT /affiliate/application/documents/{kind}`, the file's bytes as they are. */
  sendDocument(upload: DocumentUpload, signal: AbortSignal): Promise<ApplicationState>;
  /** `POST /affiliate/application`. */
  submit(form: ApplicationForm, signal: AbortSignal): Promise<ApplicationState>;
}

export function createAffiliateApplicationActors(api: AffiliateApplicationApi) {
  return {
    loadApplication: fromPromise<ApplicationState>(({ signal }) => api.load(signal)),
    sendDocument: fromPromise<ApplicationState, DocumentUpload>(({ input, signal }) =>
      api.sendDocument(input, signal),
    ),
    submitApplication: fromPromise<ApplicationState, ApplicationForm>(({ input, signal }) =>
      api.submit(input, signal),
    ),
  };
}
