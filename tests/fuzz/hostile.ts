// What an attacker (or a broken client) sends instead of a valid value: each arbitrary here
// mixes a hand list of known troublemakers with generated text, so both the classics and
// the surprises get tried.
import fc from 'fast-check';
import type { JsonSchema } from '../../server/contract/contract.ts';

/** Text placed in a URL as it is, unencoded: broken percent escapes reach the server raw. */
export interface RawUrlText {
  raw: string;
}

const HUGE_NUMBERS = [
  '9999999999999999999999999999999999999999',
  '1e400',
  '-1e400',
  '1e+40',
  '2147483648',
  '-2147483649',
  '9007199254740993',
  '1.0000000000000002',
  '-0',
  '0x10',
  '1_000',
  'Infinity',
  '-Infinity',
  'NaN',
  '00001',
  ' 1',
  '1 ',
  '+1',
  '.5',
  '5.',
  '1e-400',
];

const INJECTIONS = [
  "' OR 1=1--",
  '"; drop table products; --',
  '%',
  '_',
  '\\',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  '$' + '{jndi:ldap://x}',
  '{{7*7}}',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '[object Object]',
  ',',
  ',,',
  '1,,2',
];

const THAI_AND_EMOJI = [
  'น้ำผึ้งป่า',
  'ภาษาไทย๑๒๓',
  '🍯🐝',
  '👩‍👩‍👧‍👦',
  '🇹🇭',
  'e\u0301\u0301\u0301',
  '\u200b\u200c\u200d\ufeff',
  '\u202eevil',
  'ﷺ',
  '𝕳𝖔𝖓𝖊𝖞',
];

const CONTROL = ['\u0000', '\n', '\r\n', '\t', '\u001b[31m', '\u007f', '\b', '\u0085', '\u2028'];

const LONE_SURROGATES = ['\ud800', '\udfff', 'a\ud83db', '\udc00\ud800'];

const GENERATED_TEXT = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary' }),
  fc.string({ unit: fc.integer({ min: 0x0e00, max: 0x0e7f }).map((c) => String.fromCharCode(c)) }),
  fc.string({ unit: fc.integer({ min: 0, max: 0x1f }).map((c) => String.fromCharCode(c)) }),
  fc.integer().map(String),
  fc.double().map(String),
  fc.bigInt({ min: -(10n ** 60n), max: 10n ** 60n }).map(String),
);

/** Long, but under Node's 16 kB limit on a request's head even percent-encoded (12 bytes a 🍯). */
const longText = fc
  .tuple(fc.constantFrom('a', '9', 'ก', '🍯', '%', ','), fc.integer({ min: 201, max: 600 }))
  .map(([unit, times]) => unit.repeat(times));

/** Any text a parameter can carry: the lists above, generated strings and very long ones. */
export const hostileText: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...HUGE_NUMBERS),
  fc.constantFrom(...INJECTIONS),
  fc.constantFrom(...THAI_AND_EMOJI),
  fc.constantFrom(...CONTROL),
  fc.constantFrom(...LONE_SURROGATES),
  fc.constant(''),
  GENERATED_TEXT,
  longText,
);

/** Broken percent escapes and the like, sent unencoded in a path or query. */
export const rawUrlText: fc.Arbitrary<RawUrlText> = fc
  .constantFrom('%', '%zz', '%E0%A4%A', '%ED%A0%80', '%FF%FE', '%00', '%2e%2e%2f', '%25', '%u0041')
  .map((raw) => ({ raw }));

/**
 * Values just outside what `schema` allows, and the huge numbers that slip past a schema with
 * no maximum; empty when the schema has no bounds to break.
 */
export function pastTheBounds(schema: JsonSchema): fc.Arbitrary<string>[] {
  const { minimum, maximum, minLength, maxLength } = schema as Record<string, number | undefined>;
  if (schema.type === 'integer' || schema.type === 'number') {
    const edges = [
      ...(minimum === undefined ? [] : [minimum - 1, minimum - 0.5]),
      ...(maximum === undefined ? [] : [maximum + 1, maximum + 0.5]),
      2 ** 31,
      2 ** 53 + 2,
      1e40,
      -1e40,
    ];
    return [
      fc.constantFrom(...edges.map(String)),
      fc.bigInt({ min: 10n ** 10n, max: 10n ** 60n }).map(String),
    ];
  }
  if (schema.type === 'string') {
    return [
      ...(maxLength === undefined ? [] : [fc.constant('a'.repeat(maxLength + 1))]),
      ...(minLength ? [fc.constant('a'.repeat(minLength - 1))] : []),
    ];
  }
  return [];
}

/** A value for a path or query position. */
export const hostileUrlValue: fc.Arbitrary<string | RawUrlText> = fc.oneof(
  { weight: 5, arbitrary: hostileText },
  { weight: 1, arbitrary: rawUrlText },
);

/**
 * Header values a real client can send: HTTP forbids control characters (DEL too) in them and fetch
 * refuses characters above U+00FF, so those stay out; latin-1 bytes and long values do not.
 */
export const hostileHeaderValue: fc.Arbitrary<string> = fc
  .oneof(
    hostileText,
    fc.string({ unit: fc.integer({ min: 0x20, max: 0xff }).map((c) => String.fromCharCode(c)) }),
    fc.integer({ min: 1000, max: 4000 }).map((n) => 'x'.repeat(n)),
  )
  // HTTP trims the whitespace around a header value, and fetch refuses to send it.
  .map((s) => s.replace(/[^\t\x20-\x7e\x80-\xff]/g, '').trim());

/** JSON values of every type, the extremes of numbers included. */
export const hostileJson: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    null,
    true,
    false,
    0,
    -1,
    1.5,
    1e308,
    -1e308,
    5e-324,
    Number.MAX_SAFE_INTEGER + 2,
    2147483648,
    '',
    [],
    {},
    [[[]]],
  ),
  hostileText,
  fc.jsonValue({ maxDepth: 3 }),
  fc.array(fc.constant(1), { minLength: 1000, maxLength: 5000 }),
);

const nested = (depth: number, open: string, close: string, inner = '1') =>
  `${open.repeat(depth)}${inner}${close.repeat(depth)}`;

/** Request bodies as text that no JSON schema should accept, or no parser should choke on. */
export const hostileBodyText: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '{',
    '}',
    '{"a":}',
    "{'a':1}",
    '{"a":1,}',
    '[1,2',
    'NaN',
    'undefined',
    '\ufeff{}',
    '{"a":"\u0000"}',
    '{"a":"\\ud800"}',
    '{"__proto__":{"polluted":true}}',
    '{"constructor":{"prototype":{"polluted":true}}}',
    '{"a":1,"a":2}',
    '"just a string"',
    '12345678901234567890123456789',
  ),
  fc.integer({ min: 100, max: 20_000 }).map((depth) => nested(depth, '[', ']')),
  fc.integer({ min: 100, max: 5_000 }).map((depth) => nested(depth, '{"a":', '}')),
  fc.string(),
  fc.string({ unit: 'binary' }),
);

/** Content types a JSON operation must refuse, and none at all. */
export const wrongContentType: fc.Arbitrary<string | undefined> = fc.constantFrom(
  undefined,
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/xml',
  'application/json-patch+json',
  'json',
  '',
);

/** Property names that break naive object handling. */
export const hostilePropertyName: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', '', ' ', 'a.b', 'a[0]'),
  fc.string({ maxLength: 30 }),
);
