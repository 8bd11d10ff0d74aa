// The stand-in's Stripe API: the calls the shop makes (Checkout Sessions created, retrieved and
// expired; refunds), with Stripe's paths, form-encoded bodies (bracketed keys, read with qs),
// Bearer secret key, Idempotency-Key replay, objects, and `{ error: { type, code, message,
// param } }` refusals, so Stripe's own SDK runs against it unchanged. Only the shop's SDK in
// this process reaches it (stripe-client.ts): it is never mounted on the shop's address.
import { Hono } from 'hono';
import qs from 'qs';
import type { SessionBook } from './sessions.ts';
import {
  idOf,
  type RefundObject,
  type SessionObject,
  type StandInSession,
  type StandInStore,
} from './store.ts';

/** Stripe's limits for one THB charge: ฿10.00 to ฿999,999.99 (eight digits of satang). */
const MIN_THB = 1_000;
const MAX_AMOUNT = 99_999_999;
/** A Checkout Session's expiry must fall between 30 minutes and 24 hours after its creation. */
const MIN_EXPIRY_SECONDS = 30 * 60;
const MAX_EXPIRY_SECONDS = 24 * 60 * 60;

class StripeError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
    readonly param?: string,
    readonly type = 'invalid_request_error',
  ) {
    super(message);
  }
}

const invalid = (param: string, message: string, code = 'parameter_invalid') =>
  new StripeError(400, message, code, param);

type Form = Record<string, unknown>;

const text = (form: Form, param: string, required = false): string | undefined => {
  const value = form[param];
  if (value === undefined || value === '') {
    if (required) throw invalid(param, `Missing required param: ${param}.`, 'parameter_missing');
    return undefined;
  }
  if (typeof value !== 'string' || value.length > 5_000)
    throw invalid(param, `Invalid string: ${param}`);
  return value;
};

const integer = (value: unknown, param: string, min: number): number => {
  const number = typeof value === 'string' && /^\d{1,15}$/.test(value) ? Number(value) : Number.NaN;
  if (!Number.isSafeInteger(number) || number < min)
    throw invalid(param, `Invalid integer: ${String(value)}`, 'parameter_invalid_integer');
  return number;
};

const httpUrl = (value: string, param: string): string => {
  try {
    if (/^https?:$/.test(new URL(value).protocol)) return value;
  } catch {
    // Refused below.
  }
  throw invalid(param, 'Not a valid URL', 'url_invalid');
};

function metadataOf(value: unknown): Record<string, string> {
  if (value === undefined || value === '') return {};
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw invalid('metadata', 'Invalid hash');
  const entries = Object.entries(value);
  if (entries.length > 50 || entries.some(([k, v]) => typeof v !== 'string' || k.length > 40))
    throw invalid('metadata', 'Metadata takes at most 50 string values with keys of 40 characters');
  return Object.fromEntries(entries) as Record<string, string>;
}

/** The line items' total and the first one's name, in one currency. */
function lineItemsOf(value: unknown) {
  if (!Array.isArray(value) || value.length < 1 || value.length > 100)
    throw invalid('line_items', 'line_items must hold 1 to 100 items', 'parameter_missing');
  let total = 0;
  let currency = '';
  let description = '';
  value.forEach((item: Form, i) => {
    const param = `line_items[${i}]`;
    const price = (item?.price_data ?? {}) as Form;
    const quantity = integer(item?.quantity, `${param}[quantity]`, 1);
    const amount = integer(price.unit_amount, `${param}[price_data][unit_amount]`, 0);
    const itemCurrency = text(price, 'currency', true) as string;
    const name = text((price.product_data ?? {}) as Form, 'name', true) as string;
    if (currency && itemCurrency !== currency)
      throw invalid(`${param}[price_data][currency]`, 'All line items must be in one currency');
    currency = itemCurrency;
    description ||= name;
    total += quantity * amount;
  });
  return { total, currency, description };
}

export function standInApi(deps: {
  store: StandInStore;
  sessions: SessionBook;
  secretKey: string;
  /** The hosted payment page of a session id. */
  pageUrl: (sessionId: string) => string;
  now: () => Date;
}): Hono {
  const { store } = deps;
  const seconds = () => Math.floor(deps.now().getTime() / 1000);
  const api = new Hono();

  function sessionAt(id: string): StandInSession {
    const session = deps.sessions.find(id);
    if (!session)
      throw new StripeError(404, `No such checkout.session: '${id}'`, 'resource_missing', 'id');
    return session;
  }

  function createSession(form: Form): SessionObject {
    if (text(form, 'mode', true) !== 'payment')
      throw invalid('mode', 'The stand-in takes mode=payment only');
    const types = form.allowed_payment_method_types;
    if (types !== undefined && (!Array.isArray(types) || types.some((t) => t !== 'card')))
      throw invalid('allowed_payment_method_types', 'The stand-in takes cards only');
    const { total, currency, description } = lineItemsOf(form.line_items);
    if (currency === 'thb' && total < MIN_THB)
      throw invalid('line_items', 'Amount must be at least ฿10.00 thb', 'amount_too_small');
    if (total > MAX_AMOUNT)
      throw invalid('line_items', 'Amount must be no more than ฿999,999.99', 'amount_too_large');
    const created = seconds();
    const expiresAt =
      form.expires_at === undefined
        ? created + MAX_EXPIRY_SECONDS
        : integer(form.expires_at, 'expires_at', 0);
    if (expiresAt < created + MIN_EXPIRY_SECONDS || expiresAt > created + MAX_EXPIRY_SECONDS)
      throw invalid('expires_at', 'expires_at must be 30 minutes to 24 hours from now');
    const id = idOf('cs_test');
    const object: SessionObject = {
      id,
      object: 'checkout.session',
      allowed_payment_method_types: ['card'],
      amount_subtotal: total,
      amount_total: total,
      cancel_url:
        form.cancel_url === undefined
          ? null
          : httpUrl(text(form, 'cancel_url', true) as string, 'cancel_url'),
      client_reference_id: text(form, 'client_reference_id') ?? null,
      created,
      currency,
      customer_email: text(form, 'customer_email') ?? null,
      expires_at: expiresAt,
      livemode: false,
      locale: text(form, 'locale') ?? null,
      metadata: metadataOf(form.metadata),
      mode: 'payment',
      payment_intent: null,
      payment_method_types: ['card'],
      payment_status: 'unpaid',
      status: 'open',
      success_url: httpUrl(text(form, 'success_url', true) as string, 'success_url'),
      url: deps.pageUrl(id),
    };
    store.sessions.set(id, { object, description, pendingAuthentication: null });
    return object;
  }

  function expireSession(id: string): SessionObject {
    const session = sessionAt(id);
    const { status } = session.object;
    if (status !== 'open')
      throw invalid('session', `Only open sessions can be expired (this one is ${status})`);
    deps.sessions.expire(session);
    return session.object;
  }

  function refund(form: Form): RefundObject {
    const intentId = text(form, 'payment_intent', true) as string;
    const intent = store.intents.get(intentId);
    if (!intent)
      throw new StripeError(
        404,
        `No such payment_intent: '${intentId}'`,
        'resource_missing',
        'payment_intent',
      );
    const left = intent.amount - intent.refunded;
    if (left === 0)
      throw invalid(
        'payment_intent',
        'This charge has already been refunded',
        'charge_already_refunded',
      );
    const amount = form.amount === undefined ? left : integer(form.amount, 'amount', 1);
    if (amount > left)
      throw invalid('amount', `Refund amount is greater than the ${left} left`, 'amount_too_large');
    intent.refunded += amount;
    return {
      id: idOf('re'),
      object: 'refund',
      amount,
      created: seconds(),
      currency: intent.currency,
      metadata: metadataOf(form.metadata),
      payment_intent: intentId,
      reason: text(form, 'reason') ?? null,
      status: 'succeeded',
    };
  }

  /** A POST's answer, or the one kept under its Idempotency-Key (the same request only). */
  function once(key: string | undefined, request: string, answer: () => unknown) {
    const kept = key === undefined ? undefined : store.answers.get(key);
    if (kept) {
      if (kept.request !== request)
        throw new StripeError(
          400,
          'Keys for idempotent requests can only be used with the same parameters they were first used with.',
          undefined,
          undefined,
          'idempotency_error',
        );
      return kept.body;
    }
    const body = answer();
    if (key !== undefined) store.answers.set(key, { request, body });
    return body;
  }

  api.use(async (c, next) => {
    if (c.req.header('authorization') !== `Bearer ${deps.secretKey}`) {
      return c.json(
        { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } },
        401,
      );
    }
    return next();
  });

  // Checkout takes up to 100 line items: qs's default turns indices past 20 into keys.
  const formOf = (body: string) =>
    qs.parse(body, { arrayLimit: 100, depth: 5, parameterLimit: 1_000 }) as Form;
  const post = (path: string, answer: (form: Form, id: string) => unknown) =>
    api.post(path, async (c) => {
      const body = await c.req.text();
      const result = once(c.req.header('idempotency-key'), `${c.req.path}?${body}`, () =>
        answer(formOf(body), c.req.param('id') ?? ''),
      );
      return c.json(result as object);
    });

  post('/v1/checkout/sessions', (form) => createSession(form));
  post('/v1/checkout/sessions/:id/expire', (_form, id) => expireSession(id));
  post('/v1/refunds', (form) => refund(form));
  api.get('/v1/checkout/sessions/:id', (c) => c.json(sessionAt(c.req.param('id')).object));
  api.all('*', (c) =>
    c.json(
      {
        error: {
          type: 'invalid_request_error',
          message: `Unrecognized request URL (${c.req.method}: ${c.req.path}).`,
        },
      },
      404,
    ),
  );
  api.onError((error, c) => {
    if (!(error instanceof StripeError)) throw error;
    const { status, code, param, type, message } = error;
    return c.json(
      { error: { type, message, ...(code ? { code } : {}), ...(param ? { param } : {}) } },
      status as 400,
    );
  });
  return api;
}
