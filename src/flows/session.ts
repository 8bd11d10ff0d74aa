// The session's flow wired to the API. Its calls load only once a session may exist (a
// guest's first load does not carry them): the adapter here fetches ./session.api.ts first.
import { createSessionActors, type SessionApi } from '../../machines/session/session.actors.ts';
import { sessionMachine } from '../../machines/session/session.machine.ts';

const adapter = () => import('./session.api.ts').then((module) => module.sessionApi);
const lazySessionApi: SessionApi = {
  load: async (signal) => (await adapter()).load(signal),
  refresh: async (signal) => (await adapter()).refresh(signal),
  end: async () => (await adapter()).end(),
  drop: async () => (await adapter()).drop(),
};

export const wiredSessionMachine = sessionMachine.provide({
  actors: createSessionActors(lazySessionApi),
});
