// The request validator on its own, including JSON bodies (no operation of this issue takes
// one yet; later ones will: cart, checkout, login).
import { describe, expect, it } from 'vitest';
import { STOREFRONT_API_KEY } from '../../server/app.ts';
import type { ContractOperation } from '../../server/contract/contract.ts';
import type { Culture } from '../../server/http/culture.ts';
import { compileRequestValidator, type RequestInput } from '../../server/http/request-validator.ts';

const saveCart: ContractOperation = {
  operationId: 'saveCart',
  method: 'post',
  path: '/cart/{cartId}',
  needsSession: false,
  responses: {},
  parameters: [
    { name: 'cartId', in: 'path', required: true, schema: { type: 'integer', minimum: 1 } },
    { name: 'X-Api-Key', in: 'header', required: true, schema: { type: 'string' } },
    {
      name: 'Culture',
      in: 'header',
      required: false,
      schema: { type: 'string', enum: ['th', 'en'], default: 'th' },
    },
  ],
  requestBody: {
    kind: 'json',
    required: true,
    mediaTypes: ['application/json'],
    maxBytes: 64 * 1024,
    schema: {
      type: 'object',
      required: ['items'],
      properties: {
        note: { type: 'string', default: '' },
        items: {
          type: 'array',
          items: {
            type: 'object',
            required: ['productId', 'quantity'],
            properties: {
              productId: { type: 'integer' },
              quantity: { type: 'integer', minimum: 1 },
            },
          },
        },
      },
    },
  },
};

const validator = compileRequestValidator(saveCart);
const header = { 'x-api-key': STOREFRONT_API_KEY };

/** The validator's answer with its messages written in `culture` (English unless told). */
function validate(input: RequestInput, culture: Culture = 'en') {
  const result = validator(input);
  if (result.ok) return result;
  return {
    ok: false as const,
    errors: result.errors.map((e) => ({ field: e.field, message: e.message(culture) })),
  };
}

describe('request validator', () => {
  it('coerces parameters, fills defaults and keeps the body as sent', () => {
    const result = validate({
      query: {},
      path: { cartId: '7' },
      header,
      body: { items: [{ productId: 3, quantity: 2 }] },
    });
    expect(result).toEqual({
      ok: true,
      value: {
        query: {},
        path: { cartId: 7 },
        header: { ...header, culture: 'th' },
        body: { note: '', items: [{ productId: 3, quantity: 2 }] },
      },
    });
  });

  it('does not coerce body values: JSON has types', () => {
    const result = validate({
      query: {},
      path: { cartId: '7' },
      header,
      body: { items: [{ productId: '3', quantity: 2 }] },
    });
    expect(result).toEqual({
      ok: false,
      errors: [{ field: 'body.items.0.productId', message: 'must be integer' }],
    });
  });

  it('names nested missing fields, a missing body and headers as the contract spells them', () => {
    const nested = validate({ query: {}, path: { cartId: '7' }, header, body: { items: [{}] } });
    expect(nested.ok === false && nested.errors.map((e) => e.field)).toEqual([
      'body.items.0.productId',
      'body.items.0.quantity',
    ]);
    const bare = validate({ query: {}, path: { cartId: '0' }, header: {} });
    expect(bare).toEqual({
      ok: false,
      errors: [
        { field: 'path.cartId', message: 'must be >= 1' },
        { field: 'header.X-Api-Key', message: 'is required' },
        { field: 'body', message: 'is required' },
      ],
    });
  });

  it('writes the same findings in Thai, the fields named as they are', () => {
    const bare = validate({ query: {}, path: { cartId: '0' }, header: {} }, 'th');
    expect(bare).toEqual({
      ok: false,
      errors: [
        { field: 'path.cartId', message: 'ต้อง >= 1' },
        { field: 'header.X-Api-Key', message: 'ต้องระบุ' },
        { field: 'body', message: 'ต้องระบุ' },
      ],
    });
    const typed = validate(
      {
        query: {},
        path: { cartId: '7' },
        header,
        body: { items: [{ productId: '3', quantity: 2 }] },
      },
      'th',
    );
    expect(typed).toEqual({
      ok: false,
      errors: [{ field: 'body.items.0.productId', message: 'ต้องเป็นจำนวนเต็ม' }],
    });
  });

  it('leaves the caller’s input untouched', () => {
    const body = { items: [{ productId: 3, quantity: 1 }] };
    const input = { query: {}, path: { cartId: '7' }, header, body };
    validate(input);
    expect(input.path.cartId).toBe('7');
    expect(body).not.toHaveProperty('note');
  });
});
