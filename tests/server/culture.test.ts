// Every message the API answers comes in the request's Culture: Thai with `Culture: th` and
// with no Culture header (Thai is the default), English with `Culture: en`. Fields stay named
// as they are (`body.email`). Every entry of the message catalog has both languages with the
// same parameters, and an unknown Culture is refused as the contract's enum says.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createAjv } from '../../server/contract/ajv.ts';
import type { Culture } from '../../server/http/culture.ts';
import {
  ajvText,
  MESSAGES,
  type MessageKey,
  msg,
  type Param,
  placeholdersOf,
  type Text,
} from '../../server/http/messages.ts';
import { lastMessageTo, newEmail, newPhone, sendCode, testClock } from './support/accounts.ts';
import type { FieldError, TestServer } from './support/server.ts';
import { type CallOptions, useTestServer } from './support/server.ts';

/** How a request asks for its language, and the language the answer must be in. */
const ASKED = [
  ['Culture: th', 'th', 'th'],
  ['no Culture header', null, 'th'],
  ['Culture: en', 'en', 'en'],
] as const satisfies readonly (readonly [string, 'th' | 'en' | null, Culture])[];

interface Answer {
  status: number;
  message: string;
  detail: FieldError[] | null;
}

/** A failure: how to cause it (a fresh one each time), and what it answers in each language. */
interface Failure {
  name: string;
  cause: (server: TestServer, culture: CallOptions['culture']) => Response | Promise<Response>;
  answers: Record<Culture, Answer | ((answer: Answer) => void)>;
}

const thai = /[\u0E00-\u0E7F]/;

/** A person's register form that is wrong in four fields at once. */
const clashingForm = () => ({
  type: 1,
  email: 'somchai@example.com',
  password: 'Secret123',
  confirmPassword: 'Secret124',
  telephone: '0812345678',
  otp: '123456',
  reference: 'ZZ99ZZ',
  isAccept: true,
  policy: true,
  news: false,
  isSendByEmail: false,
  userTargetTypeId: [1],
});

const FAILURES: Failure[] = [
  {
    name: 'a parameter Ajv refuses',
    cause: (server, culture) => server.request('/product/list?pageNo=0', { culture }),
    answers: {
      th: {
        status: 400,
        message: 'query.pageNo: ต้อง >= 1',
        detail: [{ field: 'query.pageNo', message: 'ต้อง >= 1' }],
      },
      en: {
        status: 400,
        message: 'query.pageNo must be >= 1',
        detail: [{ field: 'query.pageNo', message: 'must be >= 1' }],
      },
    },
  },
  {
    name: 'a body Ajv refuses',
    cause: (server, culture) =>
      server.request('/login', {
        method: 'POST',
        culture,
        body: { type: 3, email: 'somchai@example.com', password: 'x', extra: true },
      }),
    answers: {
      th: {
        status: 400,
        message: 'body: ต้องไม่มีฟิลด์อื่นนอกเหนือจากที่กำหนด',
        detail: [
          { field: 'body', message: 'ต้องไม่มีฟิลด์อื่นนอกเหนือจากที่กำหนด' },
          { field: 'body.type', message: 'ต้องเป็นค่าใดค่าหนึ่งต่อไปนี้: 2, 4' },
        ],
      },
      en: {
        status: 400,
        message: 'body must NOT have additional properties',
        detail: [
          { field: 'body', message: 'must NOT have additional properties' },
          { field: 'body.type', message: 'must be one of: 2, 4' },
        ],
      },
    },
  },
  {
    name: 'a wrong login',
    cause: (server, culture) =>
      server.request('/login', {
        method: 'POST',
        culture,
        body: { type: 2, email: newEmail(), password: 'Wrong1234' },
      }),
    answers: {
      th: {
        status: 400,
        message: 'อีเมล เบอร์โทรศัพท์ หรือรหัสผ่านไม่ถูกต้อง',
        detail: [{ field: 'body', message: 'อีเมล เบอร์โทรศัพท์ หรือรหัสผ่านไม่ถูกต้อง' }],
      },
      en: {
        status: 400,
        message: 'The e-mail, phone number or password is not correct',
        detail: [{ field: 'body', message: 'The e-mail, phone number or password is not correct' }],
      },
    },
  },
  {
    name: 'a second code asked within the minute (429)',
    cause: async (server, culture) => {
      const telephone = newPhone();
      await sendCode(server, telephone);
      return server.request('/OTP/Send', { method: 'POST', culture, body: { telephone, type: 1 } });
    },
    answers: {
      th: { status: 429, message: 'ส่งรหัสใหม่ได้อีกครั้งใน 60 วินาที', detail: null },
      en: { status: 429, message: 'A new code can be sent in 60 seconds', detail: null },
    },
  },
  {
    name: 'a wrong code',
    cause: async (server, culture) => {
      const { telephone, code, reference } = await sendCode(server, newPhone());
      const otp = code === '000000' ? '000001' : '000000';
      return server.request('/OTP/Validate', {
        method: 'POST',
        culture,
        body: { telephone, otp, reference, type: 1 },
      });
    },
    answers: {
      th: {
        status: 400,
        message: 'body.otp: รหัส OTP ไม่ถูกต้อง (เหลืออีก 4 ครั้ง)',
        detail: [{ field: 'body.otp', message: 'รหัส OTP ไม่ถูกต้อง (เหลืออีก 4 ครั้ง)' }],
      },
      en: {
        status: 400,
        message: 'body.otp is wrong (4 tries left)',
        detail: [{ field: 'body.otp', message: 'is wrong (4 tries left)' }],
      },
    },
  },
  {
    name: 'an account call with several field errors',
    cause: (server, culture) =>
      server.request('/Register', { method: 'POST', culture, body: clashingForm() }),
    answers: {
      th: {
        status: 400,
        message: 'body.confirmPassword: รหัสผ่านไม่ตรงกัน',
        detail: [
          { field: 'body.confirmPassword', message: 'รหัสผ่านไม่ตรงกัน' },
          { field: 'body.email', message: 'อีเมลนี้ถูกใช้งานแล้ว' },
          { field: 'body.telephone', message: 'เบอร์โทรศัพท์นี้ถูกใช้งานแล้ว' },
          {
            field: 'body.otp',
            message: 'ไม่พบรหัส OTP นี้สำหรับเบอร์โทรศัพท์และรหัสอ้างอิงที่ระบุ',
          },
        ],
      },
      en: {
        status: 400,
        message: 'body.confirmPassword does not match the password',
        detail: [
          { field: 'body.confirmPassword', message: 'does not match the password' },
          { field: 'body.email', message: 'is already in use' },
          { field: 'body.telephone', message: 'is already in use' },
          {
            field: 'body.otp',
            message: 'does not match a code sent to this phone with this reference',
          },
        ],
      },
    },
  },
  {
    name: 'too many look-ups from one address (429)',
    cause: async (server, culture) => {
      // The address has one look-up: the first of these calls uses it up, if it is left.
      const options = { culture, headers: { 'X-Forwarded-For': '203.0.113.9' } };
      await server.request(`/EmailCheck?email=${newEmail()}`, options);
      return server.request(`/EmailCheck?email=${newEmail()}`, options);
    },
    answers: {
      th: (answer) => {
        expect(answer.status).toBe(429);
        expect(answer.message).toMatch(/^ทำรายการเกินจำนวนครั้งที่กำหนด กรุณาลองใหม่ใน \d+ วินาที$/);
        expect(answer.detail).toBeNull();
      },
      en: (answer) => {
        expect(answer.status).toBe(429);
        expect(answer.message).toMatch(/^Too many attempts; try again in \d+ seconds$/);
        expect(answer.detail).toBeNull();
      },
    },
  },
  {
    name: 'a product that does not exist (404)',
    cause: (server, culture) => server.request('/product/no-such-product', { culture }),
    answers: {
      th: { status: 404, message: 'ไม่พบสินค้า', detail: null },
      en: { status: 404, message: 'product not found', detail: null },
    },
  },
  {
    name: 'a path the API does not have (404)',
    cause: (server, culture) => server.request('/no/such/thing', { culture }),
    answers: {
      th: { status: 404, message: 'ไม่พบ API GET /api/no/such/thing', detail: null },
      en: { status: 404, message: 'No API operation GET /api/no/such/thing', detail: null },
    },
  },
  {
    name: 'a method the path does not take (405)',
    cause: (server, culture) => server.request('/Setting/Logo', { method: 'DELETE', culture }),
    answers: {
      th: { status: 405, message: 'ใช้ DELETE กับที่อยู่นี้ไม่ได้ กรุณาใช้ GET', detail: null },
      en: { status: 405, message: 'DELETE is not allowed here; use GET', detail: null },
    },
  },
  {
    name: 'a call that needs a session (401)',
    cause: (server, culture) => server.request('/user', { culture }),
    answers: {
      th: { status: 401, message: 'กรุณาเข้าสู่ระบบเพื่อดำเนินการต่อ', detail: null },
      en: { status: 401, message: 'Unauthorized: sign in to continue', detail: null },
    },
  },
  {
    name: 'a body over the size limit (413)',
    cause: (server, culture) =>
      server.request('/login', {
        method: 'POST',
        culture,
        body: { type: 2, email: 'somchai@example.com', password: 'x'.repeat(70_000) },
      }),
    answers: {
      th: { status: 413, message: 'ข้อมูลที่ส่งมามีขนาดเกิน 64 kB', detail: null },
      en: { status: 413, message: 'The request body is larger than 64 kB', detail: null },
    },
  },
];

describe('answers in the Culture asked for', () => {
  const clock = testClock();
  // The clock stands still, so a second code is always 60 s early; one look-up an address.
  const server = useTestServer('pglite', {
    now: clock.now,
    trustProxy: true,
    rateLimits: { lookupsPerAddress: { points: 1, seconds: 3600 } },
  });

  describe.each(FAILURES)('$name', ({ cause, answers }) => {
    it.each(ASKED)('with %s', async (_, culture, language) => {
      const response = await cause(server, culture);
      const body = (await response.json()) as Answer & { result: number };
      expect(body.result).toBe(0);
      const answer = { status: response.status, message: body.message, detail: body.detail };
      const expected = answers[language];
      if (typeof expected === 'function') expected(answer);
      else expect(answer).toEqual(expected);
    });
  });

  it('sends the code itself in the Culture too (the SMS)', async () => {
    const th = newPhone();
    const en = newPhone();
    await sendCode(server, th, { culture: null });
    await sendCode(server, en, { culture: 'en' });
    expect((await lastMessageTo(server, th))?.text).toMatch(/^รหัส OTP ของคุณคือ \d{6}/);
    expect((await lastMessageTo(server, en))?.text).toMatch(/^Your code is \d{6}/);
  });

  describe('an unknown Culture is refused (400) as the contract’s enum says, in Thai', () => {
    const refusal = {
      result: 0,
      message: 'header.Culture: ต้องเป็นค่าใดค่าหนึ่งต่อไปนี้: th, en',
      detail: [{ field: 'header.Culture', message: 'ต้องเป็นค่าใดค่าหนึ่งต่อไปนี้: th, en' }],
    };

    it.each(['fr', 'EN', 'th-TH', 'en,th'])('Culture: %j on a catalogue call', async (value) => {
      const { status, body } = await server.call('getLogo', '/Setting/Logo', {
        culture: null,
        headers: { Culture: value },
      });
      expect({ status, body }).toEqual({ status: 400, body: refusal });
    });

    it('on an account call, before anything is sent', async () => {
      const telephone = newPhone();
      const { status, body } = await server.call('sendOtp', '/OTP/Send', {
        culture: null,
        headers: { Culture: 'jp' },
        body: { telephone, type: 1 },
      });
      expect({ status, body }).toEqual({ status: 400, body: refusal });
      expect(await lastMessageTo(server, telephone)).toBeUndefined();
    });
  });

  describe('social sign-in’s browser routes (navigations, no Culture header)', () => {
    const refused = async (headers: Record<string, string>) => {
      const response = await server.app.request('/auth/line?state=nonsense', { headers });
      expect(response.status).toBe(400);
      return (await response.json()) as Answer;
    };

    it('answer in the language cookie’s language, Thai without one', async () => {
      expect(await refused({})).toMatchObject({
        message: 'query.state: ต้องอยู่ในรูปแบบ flag_phone_otp_tier_reference เช่น 1_0_0_0_0',
        detail: [
          {
            field: 'query.state',
            message: 'ต้องอยู่ในรูปแบบ flag_phone_otp_tier_reference เช่น 1_0_0_0_0',
          },
        ],
      });
      expect((await refused({ Cookie: 'language=en' })).message).toBe(
        'query.state must be flag_phone_otp_tier_reference, e.g. 1_0_0_0_0',
      );
      expect((await refused({ Cookie: 'language=en', Culture: 'th' })).message).toMatch(thai);
      const unknown = await server.app.request('/auth/twitter?state=1_0_0_0_0');
      expect(await unknown.json()).toMatchObject({ message: 'ไม่มีการเข้าสู่ระบบด้วย twitter' });
    });
  });
});

describe('the message catalog', () => {
  const entries = Object.entries(MESSAGES) as [MessageKey, Record<Culture, string>][];
  const sorted = (template: string) => [...placeholdersOf(template)].sort();

  it.each(entries)('%s has Thai and English with the same parameters', (_, texts) => {
    expect(texts.th.trim()).not.toBe('');
    expect(texts.en.trim()).not.toBe('');
    expect(sorted(texts.th)).toEqual(sorted(texts.en));
    // A message with words is translated: its Thai is in Thai script.
    if (/[A-Za-z]{2,}/.test(texts.en.replace(/\{\w+\}/g, ''))) expect(texts.th).toMatch(thai);
  });

  it('property: any parameter values land in both languages, the template around them kept', () => {
    const withParameters = entries.filter(([, texts]) => placeholdersOf(texts.en).length > 0);
    const anyMessage = msg as unknown as (key: MessageKey, params: Record<string, Param>) => Text;
    const value = fc.oneof(fc.string({ maxLength: 20 }), fc.integer());
    fc.assert(
      fc.property(
        fc.constantFrom(...withParameters),
        fc.array(value, { minLength: 6, maxLength: 6 }),
        ([key, texts], values) => {
          const names = [...new Set(placeholdersOf(texts.en))];
          const params = Object.fromEntries(names.map((name, i) => [name, values[i] ?? '']));
          const text = anyMessage(key, params);
          for (const culture of ['th', 'en'] as const) {
            const rendered = text(culture);
            const [head = '', ...rest] = texts[culture].split(/\{\w+\}/);
            expect(rendered.startsWith(head)).toBe(true);
            expect(rendered.endsWith(rest.at(-1) ?? head)).toBe(true);
            for (const name of names) expect(rendered).toContain(String(params[name]));
          }
        },
      ),
    );
  });

  it('renders a message given as a parameter in the same language', () => {
    const problem = msg('field.problem', { field: 'body.otp', problem: msg('otp.used') });
    expect(problem('th')).toBe('body.otp: รหัส OTP นี้ถูกใช้แล้ว กรุณาขอรหัสใหม่');
    expect(problem('en')).toBe('body.otp has already been used; request a new code');
  });
});

describe("Ajv's findings through ajv-i18n, for the keywords the contract uses", () => {
  const ajv = createAjv({ coerce: false, defaults: false });
  it.each([
    [{ minimum: 1 }, 0, 'ต้อง >= 1', 'must be >= 1'],
    [{ maximum: 60 }, 61, 'ต้อง <= 60', 'must be <= 60'],
    [{ minLength: 10 }, '081', 'ต้องมีอย่างน้อย 10 ตัวอักษร', 'must NOT be shorter than 10 characters'],
    [{ maxLength: 3 }, 'abcd', 'ต้องยาวไม่เกิน 3 ตัวอักษร', 'must NOT be longer than 3 characters'],
    [{ maxItems: 2 }, [1, 2, 3], 'ต้องมีไม่เกิน 2 รายการ', 'must NOT have more than 2 items'],
    [{ type: 'integer' }, 1.5, 'ต้องเป็นจำนวนเต็ม', 'must be integer'],
    [{ type: 'number' }, 'x', 'ต้องเป็นตัวเลข', 'must be number'],
    [{ type: 'string' }, 1, 'ต้องเป็นข้อความ', 'must be string'],
    [{ type: 'boolean' }, 'yes', 'ต้องเป็น true หรือ false', 'must be boolean'],
    [{ type: 'object' }, [], 'ต้องเป็นออบเจ็กต์ JSON', 'must be object'],
    [{ type: 'array' }, {}, 'ต้องเป็นรายการ (array)', 'must be array'],
    [{ const: true }, false, 'ต้องเป็น true', 'must be true'],
    [{ format: 'email' }, 'x', 'ต้องเป็นรูปแบบ "email"', 'must match format "email"'],
    [
      { type: 'object', additionalProperties: false },
      { extra: 1 },
      'ต้องไม่มีฟิลด์อื่นนอกเหนือจากที่กำหนด',
      'must NOT have additional properties',
    ],
    [
      { oneOf: [{ type: 'null' }, { type: 'string' }, { minLength: 0 }] },
      'x',
      'ต้องตรงกับ schema ตัวเดียวใน "oneOf" เท่านั้น',
      'must match exactly one schema in "oneOf"',
    ],
  ] as const)('%j refusing %j', (schema, data, th, en) => {
    const validate = ajv.compile(schema as object);
    expect(validate(data)).toBe(false);
    const [error] = (validate.errors ?? []).slice(-1);
    if (!error) throw new Error('no error');
    expect([ajvText(error)('th'), ajvText(error)('en')]).toEqual([th, en]);
  });
});
