// The fuzz gate's own tests: its valid values are valid, it catches a bound taken out of
// the contract (the 500 the gate was built for), and operations that take a body get
// hostile bodies: wrong content types, broken JSON, oversized, polluting keys.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { fileTypeFromBuffer } from 'file-type';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, STOREFRONT_API_KEY } from '../../server/app.ts';
import { createAjv } from '../../server/contract/ajv.ts';
import { type ContractOperation, loadContract } from '../../server/contract/contract.ts';
import type { Database } from '../../server/db/client.ts';
import { createServices } from '../../server/features/accounts/services.ts';
import { sessionAuthenticator } from '../../server/features/accounts/session-auth.ts';
import { answerError } from '../../server/http/api-error.ts';
import type { Handlers } from '../../server/http/handler.ts';
import { mountOperations } from '../../server/http/operations.ts';
import { type FuzzOptions, fuzz } from '../fuzz/fuzz.ts';
import { listen } from '../fuzz/listen.ts';
import { validBytesOf } from '../fuzz/media.ts';
import { encodeUrlValue } from '../fuzz/requests.ts';
import { arbitraryOf } from '../fuzz/schema-arbitrary.ts';
import { judge } from '../fuzz/verdict.ts';
import { issueToken, openSeededDatabase } from './support/database.ts';
import { BOOT_TIMEOUT } from './support/server.ts';

const contract = loadContract();
const apiKeyParameter = contract.flatMap((op) => op.parameters).find((p) => p.name === 'X-Api-Key');
if (!apiKeyParameter) throw new Error('The contract lost its X-Api-Key parameter');

/** A write operation of the kind later issues add, to fuzz bodies before they exist. */
const noteSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['title', 'tags'],
  properties: {
    title: { type: 'string', minLength: 1, maxLength: 50 },
    count: { type: 'integer', minimum: 0, maximum: 10 },
    tags: { type: 'array', maxItems: 3, items: { type: 'string', maxLength: 10 } },
    when: { type: 'string', format: 'date-time' },
    kind: { enum: ['a', 'b'] },
  },
};
const addNote: ContractOperation = {
  operationId: 'addNote',
  method: 'post',
  path: '/fixture/{id}/notes',
  parameters: [
    apiKeyParameter,
    { name: 'id', in: 'path', required: true, schema: { type: 'integer', minimum: 1, maximum: 9 } },
  ],
  requestBody: {
    kind: 'json',
    required: true,
    schema: noteSchema,
    mediaTypes: ['application/json'],
    maxBytes: 64 * 1024,
  },
  responses: {
    '200': {
      type: 'object',
      additionalProperties: false,
      required: ['result', 'message', 'detail'],
      properties: {
        result: { const: 1 },
        message: { type: 'string' },
        detail: {
          type: 'object',
          additionalProperties: false,
          required: ['id', 'title'],
          properties: { id: { type: 'integer' }, title: { type: 'string' } },
        },
      },
    },
  },
  needsSession: false,
};

describe('valid values', () => {
  const ajv = createAjv({ coerce: false, defaults: false });
  const schemas = [
    ...contract.flatMap((op) => op.parameters.map((p) => p.schema)),
    ...contract.flatMap((op) => (op.requestBody?.kind === 'json' ? [op.requestBody.schema] : [])),
    noteSchema,
    { allOf: [{ properties: { a: { type: 'integer' } }, required: ['a'] }, { type: 'object' }] },
    { oneOf: [{ type: 'null' }, { type: 'string', format: 'email' }] },
  ];

  it.each(schemas.map((schema) => [JSON.stringify(schema).slice(0, 90), schema]))(
    'satisfy %s',
    (_, schema) => {
      const validate = ajv.compile(schema);
      fc.assert(
        fc.property(arbitraryOf(schema), (value) => {
          expect(validate(value), JSON.stringify(validate.errors)).toBe(true);
        }),
        { numRuns: 200 },
      );
    },
  );
});

describe('valid files', () => {
  it.each(['image/png', 'image/jpeg'])('are %s by their bytes', async (mediaType) => {
    await fc.assert(
      fc.asyncProperty(validBytesOf(mediaType), async (bytes) => {
        expect((await fileTypeFromBuffer(bytes))?.mime).toBe(mediaType);
      }),
      { numRuns: 50 },
    );
  });
});

describe('URL values', () => {
  it('send a lone surrogate as its invalid UTF-8 bytes, and raw text as it is', () => {
    expect(encodeUrlValue('a\ud800b')).toBe('a%ED%A0%80b');
    expect(encodeUrlValue('น้ำ 🍯')).toBe(encodeURIComponent('น้ำ 🍯'));
    expect(encodeUrlValue({ raw: '%zz' })).toBe('%zz');
  });
});

describe('the verdict', () => {
  const operation = (id: string) => {
    const found = contract.find((op) => op.operationId === id);
    if (!found) throw new Error(`no operation ${id}`);
    return found;
  };
  const answer = (status: number, body: unknown) => ({
    status,
    contentType: 'application/json',
    text: JSON.stringify(body),
    ms: 1,
  });
  const emptyCart = {
    cartId: '3f0c1d52-9a4e-4c1b-8d7e-2b5f6a9c0e11',
    version: 2,
    orders: [],
    promotionCode: '',
    referer: '',
    affiliateCode: '',
    codeShare: '',
    total: 0,
    discount: 0,
    countProduct: 0,
  };

  it("takes a refusal an operation declares (the cart's 409) only with the body it declares", () => {
    const conflict = { result: 0, message: 'changed', detail: emptyCart };
    expect(judge(operation('updateCart'), answer(409, conflict))).toEqual([]);
    expect(judge(operation('updateCart'), answer(409, { ...conflict, detail: null }))).toEqual([
      expect.stringMatching(/^answered 409 off the contract: \/detail must be object/),
    ]);
    expect(judge(operation('getCart'), answer(409, conflict))).toEqual(['answered 409']);
  });
});

describe('the gate', () => {
  let database: Database;
  let dispose: () => Promise<void>;
  beforeAll(async () => {
    ({ database, dispose } = await openSeededDatabase('pglite'));
  }, BOOT_TIMEOUT);
  afterAll(() => dispose?.());

  async function fuzzApp(
    app: Hono,
    operations: ContractOperation[],
    options: Partial<FuzzOptions> = {},
  ) {
    const server = await listen(app);
    try {
      return await fuzz({
        baseUrl: `${server.baseUrl}/api`,
        operations,
        requestsPerOperation: 300,
        seed: 1,
        apiKey: STOREFRONT_API_KEY,
        liveness: {
          method: 'GET',
          url: '/product/BestSeller/page/1/perpage/15',
          headers: { 'X-Api-Key': STOREFRONT_API_KEY },
        },
        ...options,
      });
    } finally {
      server.close();
    }
  }

  it(
    'fails when a bound is taken out of the contract, and passes with it',
    async () => {
      const bestSellers = contract.filter((op) => op.operationId === 'listBestSellers');
      const loosened = structuredClone(bestSellers);
      const pageNo = loosened[0]?.parameters.find((p) => p.name === 'pageNo');
      expect(pageNo?.schema.maximum).toBeDefined();
      delete pageNo?.schema.maximum;

      const app = (operations: ContractOperation[]) =>
        createApp({ db: database.db, log: () => {}, operations });
      const [broken] = await fuzzApp(app(loosened), loosened);
      expect(broken?.failure?.problems).toContain('answered 500');
      expect(broken?.failure?.request.url).toMatch(/^\/product\/BestSeller\/page\//);

      const [bounded] = await fuzzApp(app(bestSellers), bestSellers);
      expect(bounded?.failure).toBeUndefined();
    },
    BOOT_TIMEOUT,
  );

  it(
    'sends images, other bytes, wrong types and oversized files to the operations that take files',
    async () => {
      const uploads = contract.filter((op) => op.requestBody?.kind === 'raw');
      expect(uploads.map((op) => op.operationId).sort()).toEqual([
        'putAffiliateDocument',
        'uploadChatImage',
        'uploadCustomerSlip',
        'uploadProfileImage',
        'uploadReturnPhoto',
        'uploadReviewPhoto',
        'uploadSlip',
      ]);
      const uploadsDir = await mkdtemp(join(tmpdir(), 'storefront-fuzz-test-'));
      try {
        const app = createApp({ db: database.db, log: () => {}, uploadsDir });
        const reports = await fuzzApp(app, uploads, {
          sessionToken: await issueToken(database, 1),
        });
        const statusesOf = (operationId: string) => {
          const report = reports.find((r) => r.operationId === operationId);
          expect(report?.failure).toBeUndefined();
          return Object.keys(report?.statuses ?? {}).sort();
        };
        // Photos taken, bad bytes and types refused, no session, oversized bodies.
        expect(statusesOf('uploadProfileImage')).toEqual(
          expect.arrayContaining(['200', '400', '401', '413']),
        );
        // An affiliate's documents: bad bytes refused by their kind's rule, no session, oversized.
        expect(statusesOf('putAffiliateDocument')).toEqual(
          expect.arrayContaining(['400', '401', '413']),
        );
        // Slips for carts that are no checkout of the shopper's (a random id is none).
        expect(statusesOf('uploadSlip')).toEqual(
          expect.arrayContaining(['400', '401', '404', '413']),
        );
        // Pictures into conversations that are not the caller's (a random id is none): refused
        // before their bytes are decoded.
        expect(statusesOf('uploadChatImage')).toEqual(
          expect.arrayContaining(['401', '404', '413']),
        );
        // Return and review photos: taken, bad bytes and types refused, no session, oversized.
        for (const operationId of ['uploadReturnPhoto', 'uploadReviewPhoto'])
          expect(statusesOf(operationId)).toEqual(
            expect.arrayContaining(['200', '400', '401', '413']),
          );
        // Slips by a customer's link no checkout has (no session needed, so no 401).
        expect(statusesOf('uploadCustomerSlip')).toEqual(
          expect.arrayContaining(['400', '404', '413']),
        );
      } finally {
        await rm(uploadsDir, { recursive: true, force: true });
      }
    },
    BOOT_TIMEOUT,
  );

  it(
    'sends hostile bodies to an operation that takes one, and each is refused as the contract says',
    async () => {
      const app = new Hono();
      const api = new Hono();
      const handlers = {
        addNote: async ({ path, body }: { path: { id: number }; body: { title: string } }) => ({
          id: path.id,
          title: body.title,
        }),
      } as unknown as Handlers;
      mountOperations(api, {
        operations: [addNote],
        handlers,
        db: database.db,
        apiKey: STOREFRONT_API_KEY,
        auth: sessionAuthenticator(database.db, () => new Date()),
        trustProxy: false,
        services: createServices(database.db),
      });
      app.route('/api', api);
      app.onError(answerError(() => {}));
      const [report] = await fuzzApp(app, [addNote], {
        requestsPerOperation: 400,
        liveness: {
          method: 'POST',
          url: '/fixture/1/notes',
          headers: { 'X-Api-Key': STOREFRONT_API_KEY, 'Content-Type': 'application/json' },
          body: JSON.stringify({ title: 'still here', tags: [] }),
        },
      });
      expect(report?.failure).toBeUndefined();
      // Valid notes, bad input, other methods and oversized bodies all came up.
      expect(Object.keys(report?.statuses ?? {}).sort()).toEqual(
        expect.arrayContaining(['200', '400', '404', '405', '413']),
      );
    },
    BOOT_TIMEOUT,
  );
});
