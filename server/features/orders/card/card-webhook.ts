// The card provider's webhook endpoint (outside /api: the provider sends no API key, and its
// body is the provider's Event, not our contract's). The signature is checked on the raw body
// before anything is parsed or stored: a forged, altered or stale delivery (older than the
// SDK's 5-minute tolerance: a replay) is a 400 and changes nothing; an event already applied
// is answered 200 and ignored, so the provider stops redelivering it.
import type { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { Db } from '../../../db/client.ts';
import { afterApplied, applyCardSession, type CardDeps } from './card-payments.ts';

export const CARD_WEBHOOK_PATH = '/webhooks/stripe';
/** Stripe's Checkout Session events are a few kB; this leaves room and stops floods early. */
const MAX_EVENT_BYTES = 256 * 1024;

export function mountCardWebhook(app: Hono, deps: CardDeps & { db: Db }): void {
  app.post(
    CARD_WEBHOOK_PATH,
    bodyLimit({
      maxSize: MAX_EVENT_BYTES,
      onError: (c) => c.json({ error: 'payload too large' }, 413),
    }),
    async (c) => {
      const raw = await c.req.text();
      let event: ReturnType<CardDeps['cardGateway']['eventOf']>;
      try {
        event = deps.cardGateway.eventOf(raw, c.req.header('stripe-signature') ?? '');
      } catch {
        return c.json({ error: 'invalid signature' }, 400);
      }
      if (event.session) {
        const applied = await applyCardSession(deps.db, deps.now(), event.session, event);
        await afterApplied(deps.db, deps, applied);
      }
      return c.json({ received: true });
    },
  );
}
