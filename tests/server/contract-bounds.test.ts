// Every value a request carries is bounded in the contract, so validation refuses the
// extreme ones before any handler runs (a page number of 1e40 once reached the database).
import { describe, expect, it } from 'vitest';
import { type JsonSchema, loadContract } from '../../server/contract/contract.ts';

/** What is unbounded about `schema`, with its path; nested schemas included. */
function unbounded(schema: JsonSchema, where: string): string[] {
  if ('const' in schema || Array.isArray(schema.enum)) return [];
  const parts = [
    ...((schema.allOf ?? schema.oneOf ?? schema.anyOf ?? []) as JsonSchema[]).flatMap((part, i) =>
      unbounded(part, `${where}[${i}]`),
    ),
    ...Object.entries((schema.properties ?? {}) as Record<string, JsonSchema>).flatMap(
      ([name, property]) => unbounded(property, `${where}.${name}`),
    ),
    ...(schema.items ? unbounded(schema.items as JsonSchema, `${where}[]`) : []),
    ...Object.entries((schema.dependentSchemas ?? {}) as Record<string, JsonSchema>).flatMap(
      ([name, dependent]) => unbounded(dependent, `${where}(with ${name})`),
    ),
  ];
  const type = schema.type;
  if (
    (type === 'integer' || type === 'number') &&
    (schema.minimum === undefined || schema.maximum === undefined)
  )
    parts.push(`${where} needs a minimum and a maximum`);
  if (type === 'string' && schema.maxLength === undefined && schema.format === undefined)
    parts.push(`${where} needs a maxLength`);
  if (type === 'array' && schema.maxItems === undefined) parts.push(`${where} needs maxItems`);
  return parts;
}

describe('the contract bounds every request value', () => {
  it.each(loadContract().map((op) => [op.operationId, op]))('%s', (_, operation) => {
    const problems = [
      ...operation.parameters.flatMap((p) => unbounded(p.schema, `${p.in}.${p.name}`)),
      // A raw body (an image) is bounded by its size alone (x-max-bytes, 64 kB without).
      ...(operation.requestBody?.kind === 'json'
        ? unbounded(operation.requestBody.schema, 'body')
        : []),
    ];
    expect(problems).toEqual([]);
  });

  it('and finds what is not bounded', () => {
    expect(
      unbounded(
        {
          type: 'object',
          properties: {
            page: { type: 'integer', minimum: 1 },
            tags: { type: 'array', items: { type: 'string' } },
            sort: { type: 'string', enum: ['a'] },
          },
        },
        'body',
      ),
    ).toEqual([
      'body.page needs a minimum and a maximum',
      'body.tags[] needs a maxLength',
      'body.tags needs maxItems',
    ]);
  });
});
