// The checks the payment slip form makes before it sends anything (spec section 5): a PNG, JPEG
// or PDF by its bytes of at most 3 MB, and a transfer made after the checkout (Bangkok time).
import { describe, expect, it } from 'vitest';
import { checkFile } from '../../src/ui/form/file-check.ts';
import { SLIP_FILE, slipSchema } from '../../src/ui/slip-form/slip-schema.ts';

const PDF = new TextEncoder().encode('%PDF-1.7\n');
const file = (bytes: Uint8Array<ArrayBuffer>, type: string) => new Blob([bytes], { type });

describe('a chosen slip file', () => {
  it('is sent when it is a PDF, as its bytes say', async () => {
    const pdf = file(PDF, 'application/pdf');
    expect(await checkFile(pdf, SLIP_FILE)).toEqual({ file: pdf });
  });

  it('is refused as text named .pdf, and over 3 MB', async () => {
    const text = file(new TextEncoder().encode('not a slip'), 'application/pdf');
    expect(await checkFile(text, SLIP_FILE)).toEqual({ problem: 'format' });
    const big = new Uint8Array(SLIP_FILE.maxBytes + 1);
    big.set(PDF);
    expect(await checkFile(file(big, 'application/pdf'), SLIP_FILE)).toEqual({ problem: 'size' });
    const limit = big.slice(0, SLIP_FILE.maxBytes);
    expect((await checkFile(file(limit, 'application/pdf'), SLIP_FILE)).problem).toBeUndefined();
  });
});

describe('the transfer time', () => {
  // 14:30:40 in Bangkok.
  const schema = slipSchema('2026-11-24T07:30:40.000Z').shape.transferredAt;

  it('is taken from the checkout minute on, Bangkok time', () => {
    expect(schema.safeParse('2026-11-24T14:30').success).toBe(true);
    expect(schema.safeParse('2026-11-25T09:00').success).toBe(true);
  });

  it('is refused before the checkout', () => {
    expect(schema.safeParse('2026-11-24T14:29').error?.issues[0]?.message).toBe(
      'slipBeforeCheckout',
    );
  });
});
