// Becoming an affiliate wired to the API: the member's state (`GET /affiliate/application`),
// each document's bytes (`PUT /affiliate/application/documents/{kind}`) and the application
// (`POST /affiliate/application`); each answers the member's state.
import {
  type AffiliateApplicationApi,
  createAffiliateApplicationActors,
} from '../../machines/affiliate-application/affiliate-application.actors.ts';
import { affiliateApplicationMachine } from '../../machines/affiliate-application/affiliate-application.machine.ts';
import { api, bytesBody } from '../api/client.ts';
import { unwrap } from '../api/unwrap.ts';

const affiliateApplicationApi: AffiliateApplicationApi = {
  async load(signal) {
    return unwrap(await api.GET('/affiliate/application', { signal }));
  },
  async sendDocument({ kind, file }, signal) {
    const answer = await api.PUT('/affiliate/application/documents/{kind}', {
      params: { path: { kind } },
      ...bytesBody(file),
      signal,
    });
    return unwrap(answer);
  },
  async submit(form, signal) {
    return unwrap(await api.POST('/affiliate/application', { body: form, signal }));
  },
};

export const wiredAffiliateApplicationMachine = affiliateApplicationMachine.provide({
  actors: createAffiliateApplicationActors(affiliateApplicationApi),
});
