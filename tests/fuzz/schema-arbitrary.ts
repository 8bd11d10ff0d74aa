// Valid values of a contract schema as fast-check arbitraries: the starting point of every
// fuzzed request, which the hostile mutations then break one piece at a time. It covers the
// JSON Schema the contract uses (types, bounds, enum, const, pattern, formats, objects,
// arrays, unique items, allOf/oneOf/anyOf); the examples are mixed in so valid requests also
// reach rows that exist.
import fc from 'fast-check';
import type { JsonSchema } from '../../server/contract/contract.ts';

const FORMATS: Record<string, () => fc.Arbitrary<string>> = {
  'date-time': () =>
    fc
      .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
      .map((d) => d.toISOString()),
  date: () =>
    fc
      .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10)),
  email: () => fc.emailAddress(),
  uri: () => fc.webUrl(),
  'uri-reference': () => fc.webPath(),
};

function stringOf(schema: JsonSchema): fc.Arbitrary<string> {
  const minLength = (schema.minLength as number | undefined) ?? 0;
  const maxLength = (schema.maxLength as number | undefined) ?? Math.max(minLength, 40);
  const format = schema.format as string | undefined;
  const formatted = format ? FORMATS[format]?.() : undefined;
  const base =
    formatted ??
    (typeof schema.pattern === 'string'
      ? fc.stringMatching(new RegExp(schema.pattern, 'u'))
      : fc.string({ unit: 'grapheme', minLength, maxLength }));
  return base.filter((s) => [...s].length >= minLength && [...s].length <= maxLength);
}

function numberOf(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const exclusiveMin = schema.exclusiveMinimum as number | undefined;
  const exclusiveMax = schema.exclusiveMaximum as number | undefined;
  const min = (schema.minimum as number | undefined) ?? (exclusiveMin ?? -1_000_000) + 1;
  const max = (schema.maximum as number | undefined) ?? (exclusiveMax ?? 1_000_000) - 1;
  if (integer) {
    // Small values are the common case, and the bounds are where off-by-ones live.
    const low = Math.ceil(min);
    const high = Math.floor(max);
    return fc.oneof(
      fc.integer({ min: low, max: Math.min(high, low + 100) }),
      fc.constantFrom(low, high),
      fc.integer({ min: low, max: high }),
    );
  }
  return fc
    .double({ min, max, noNaN: true, noDefaultInfinity: true })
    .map((n) => Math.round(n * 100) / 100)
    .filter((n) => n >= min && n <= max);
}

function objectOf(schema: JsonSchema): fc.Arbitrary<Record<string, unknown>> {
  const properties = (schema.properties as Record<string, JsonSchema> | undefined) ?? {};
  const required = (schema.required as string[] | undefined) ?? [];
  const record = fc.record(
    Object.fromEntries(Object.entries(properties).map(([key, value]) => [key, arbitraryOf(value)])),
    { requiredKeys: required.filter((key) => key in properties) },
  );
  // dependentSchemas: a present key narrows other properties (a login phone with a code has
  // 10 digits); the contract's narrower schema is a subset of the base one, so its values
  // replace the base values.
  const dependents = Object.entries(
    (schema.dependentSchemas as Record<string, JsonSchema> | undefined) ?? {},
  );
  if (!dependents.length) return record;
  return record.chain((value) => {
    const narrowed = dependents
      .filter(([key]) => key in value)
      .flatMap(([, dependent]) =>
        Object.entries((dependent.properties as Record<string, JsonSchema> | undefined) ?? {}),
      )
      .filter(([key]) => key in value);
    if (!narrowed.length) return fc.constant(value);
    return fc
      .record(Object.fromEntries(narrowed.map(([key, sub]) => [key, arbitraryOf(sub)])))
      .map((over) => ({ ...value, ...over }));
  });
}

/** Values that satisfy `schema`. */
export function arbitraryOf(schema: JsonSchema): fc.Arbitrary<unknown> {
  if ('const' in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
  if (Array.isArray(schema.allOf)) {
    // The contract's allOf merges object parts: merge their properties and requirements.
    const parts = schema.allOf as JsonSchema[];
    return arbitraryOf({
      ...Object.assign({}, ...parts),
      properties: Object.assign({}, ...parts.map((p) => p.properties ?? {})),
      required: parts.flatMap((p) => (p.required as string[] | undefined) ?? []),
    });
  }
  const choices = (schema.oneOf ?? schema.anyOf) as JsonSchema[] | undefined;
  if (choices) return fc.oneof(...choices.map(arbitraryOf));
  const examples = (schema.examples as unknown[] | undefined) ?? [];
  const generated = generatedOf(schema);
  return examples.length ? fc.oneof(fc.constantFrom(...examples), generated) : generated;
}

function generatedOf(schema: JsonSchema): fc.Arbitrary<unknown> {
  const declared = schema.type ?? (schema.properties ? 'object' : undefined);
  const type = Array.isArray(declared) ? declared : [declared];
  if (type.length > 1) return fc.oneof(...type.map((t) => generatedOf({ ...schema, type: t })));
  switch (type[0]) {
    case 'string':
      return stringOf(schema);
    case 'integer':
      return numberOf(schema, true);
    case 'number':
      return numberOf(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const items = arbitraryOf((schema.items as JsonSchema | undefined) ?? {});
      const length = {
        minLength: (schema.minItems as number | undefined) ?? 0,
        maxLength: (schema.maxItems as number | undefined) ?? 5,
      };
      // uniqueItems (a line's option ids): no two items alike, as JSON compares them.
      return schema.uniqueItems === true
        ? fc.uniqueArray(items, { ...length, selector: (item) => JSON.stringify(item) })
        : fc.array(items, length);
    }
    case 'object':
      return objectOf(schema);
    default:
      // No type: the contract says nothing, so anything JSON goes.
      return fc.jsonValue({ maxDepth: 2 });
  }
}
