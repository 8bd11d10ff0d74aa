// What the server holds for the member along an affiliate application's path: the screens make
// it so (the API as another tab, staff's verdict) before each answer the path takes, and a path
// whose answers no server could give in that order (a verified member back to no application,
// a document sent answered as missing) is not played.
import type { AnyEventObject } from 'xstate';
import {
  type ApplicationState,
  type DocumentKind,
  stageOf,
} from '../../../machines/affiliate-application/affiliate-application-rules';

export type ServerStatus = 'none' | 'draft' | 'submitted' | 'refused' | 'verified';

export interface ServerState {
  status: ServerStatus;
  /** The draft's documents. */
  documents: DocumentKind[];
}

export const NO_APPLICATION: ServerState = { status: 'none', documents: [] };

/** The status an answer of `GET /affiliate/application` shows. */
const statusIn = (state: ApplicationState): ServerStatus => state.application?.status ?? 'none';

/** What can follow `from` with the member's or staff's moves (never back to no application). */
const REACHABLE: Record<ServerStatus, ServerStatus[]> = {
  none: ['none', 'submitted', 'refused', 'verified'],
  draft: ['draft', 'submitted', 'refused', 'verified'],
  submitted: ['submitted', 'refused', 'verified'],
  refused: ['refused', 'submitted', 'verified'],
  verified: ['verified'],
};

const sameKinds = (a: DocumentKind[], b: DocumentKind[]) =>
  a.length === b.length && a.every((kind) => b.includes(kind));

/**
 * The server's state after `event`, given what the page last chose to send (`attached`), or
 * null when no server could answer it so.
 */
export function nextServerState(
  server: ServerState,
  event: AnyEventObject,
  attached: DocumentKind | null,
): ServerState | null {
  switch (event.type) {
    case 'xstate.done.actor.loadApplication': {
      const output = event.output as ApplicationState;
      const status = statusIn(output);
      if (!REACHABLE[server.status].includes(status)) return null;
      if (status === 'draft' && server.status !== 'draft') return null;
      if (status === 'draft' || stageOf(output) === 'editing') {
        const kinds = output.application?.documents.map((document) => document.kind) ?? [];
        return sameKinds(kinds, status === server.status ? server.documents : []) ? server : null;
      }
      return { status, documents: [] };
    }
    case 'xstate.done.actor.sendDocument': {
      // The draft's documents and the one sent; any more in the answer, the member's other
      // tab sent meanwhile.
      const held = [...(server.status === 'draft' ? server.documents : []), attached];
      const output = event.output as ApplicationState;
      const kinds = output.application?.documents.map((document) => document.kind) ?? [];
      return held.every((kind) => kind !== null && kinds.includes(kind))
        ? { status: 'draft', documents: kinds }
        : null;
    }
    case 'xstate.done.actor.submitApplication':
      return { status: 'submitted', documents: [] };
    case 'xstate.error.actor.sendDocument':
    case 'xstate.error.actor.submitApplication':
      // A 409: another tab sent the whole application meanwhile.
      return event.error?.status === 409 ? { status: 'submitted', documents: [] } : server;
    default:
      return server;
  }
}

/** Whether a server can answer a path's events in their order. */
export function serverCanTell(events: AnyEventObject[]): boolean {
  let server: ServerState | null = NO_APPLICATION;
  let attached: DocumentKind | null = null;
  for (const event of events) {
    if (event.type === 'application.attach') attached = event.kind;
    server = nextServerState(server, event, attached);
    if (!server) return false;
  }
  return true;
}
