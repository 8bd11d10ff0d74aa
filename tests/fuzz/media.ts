// Bodies of bytes for operations that take an image rather than JSON (the contract lists
// their media types): valid images of each media type, made here without a decoder, and
// bytes an attacker sends instead (other formats, text, broken images, a decompression bomb).
import { crc32, deflateSync } from 'node:zlib';
import fc from 'fast-check';
import { hostileBodyText } from './hostile.ts';

const bytesOf = (base64: string) => new Uint8Array(Buffer.from(base64, 'base64'));

/** A 6 × 4 JPEG (sharp's, quality 50). */
const JPEG = bytesOf(
  '/9j/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2P/2wBDARESEhgVGC8aGi9jQjhCY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2P/wAARCAAEAAYDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAL/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFAEBAAAAAAAAAAAAAAAAAAAABf/EABQRAQAAAAAAAAAAAAAAAAAAAAD/2gAMAwEAAhEDEQA/ALACFn//2Q==',
);
/** Images of formats an image operation does not take. */
const GIF = bytesOf('R0lGODlhAgACAIAAAExpcch4HiH5BAUAAAAALAAAAAACAAIAAAICjFMAOw==');
const WEBP = bytesOf(
  'UklGRjoAAABXRUJQVlA4IC4AAADwAQCdASoCAAIAAUAmJaACdLoB+AAF9AAA/ccf+sr+ZX8yv98j/56ZRBZvSwAA',
);

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function pngChunk(type: string, data: Uint8Array): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/**
 * An RGB PNG of `width` × `height` filled with `rgb`. `declared` puts other dimensions in the
 * header than the pixels have: a few bytes that claim a giant image.
 */
export function png(
  width: number,
  height: number,
  rgb: [number, number, number],
  declared = { width, height },
): Uint8Array {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(declared.width, 0);
  header.writeUInt32BE(declared.height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, RGB, deflate, no filter, no interlace
  const row = Buffer.alloc(1 + width * 3);
  for (let x = 0; x < width; x++) row.set(rgb, 1 + x * 3);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return new Uint8Array(
    Buffer.concat([
      Buffer.from(PNG_SIGNATURE),
      pngChunk('IHDR', header),
      pngChunk('IDAT', deflateSync(pixels)),
      pngChunk('IEND', new Uint8Array(0)),
    ]),
  );
}

const rgb = fc.tuple(
  fc.integer({ min: 0, max: 255 }),
  fc.integer({ min: 0, max: 255 }),
  fc.integer({ min: 0, max: 255 }),
);
const validPng = fc
  .tuple(fc.integer({ min: 1, max: 64 }), fc.integer({ min: 1, max: 64 }), rgb)
  .map(([width, height, colour]) => png(width, height, colour));

/** Valid bodies of each media type the fuzzer can make. */
const VALID: Record<string, fc.Arbitrary<Uint8Array>> = {
  'image/png': validPng,
  'image/jpeg': fc.constant(JPEG),
};

/** A valid body of `mediaType`; random bytes for a media type without a maker here. */
export function validBytesOf(mediaType: string): fc.Arbitrary<Uint8Array> {
  return VALID[mediaType] ?? fc.uint8Array({ minLength: 1, maxLength: 256 });
}

const text = (s: string) => new Uint8Array(Buffer.from(s, 'utf8'));

/** What is sent instead of an image, each with a label for the report. */
export const hostileBytes: fc.Arbitrary<{ label: string; bytes: Uint8Array }> = fc.oneof(
  fc.constantFrom(
    { label: 'a GIF', bytes: GIF },
    { label: 'a WebP', bytes: WEBP },
    { label: 'a PDF', bytes: text('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF') },
    {
      label: 'an SVG with a script',
      bytes: text('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
    },
    { label: 'HTML', bytes: text('<!doctype html><script>alert(1)</script>') },
    { label: 'JSON', bytes: text('{"image":"x"}') },
    { label: 'a PNG signature alone', bytes: new Uint8Array(PNG_SIGNATURE) },
    { label: 'a JPEG marker alone', bytes: new Uint8Array([0xff, 0xd8, 0xff]) },
    {
      label: 'a PNG declaring 20000 × 20000 pixels',
      bytes: png(8, 8, [0, 0, 0], { width: 20_000, height: 20_000 }),
    },
    {
      label: 'a PNG declaring 5001 × 5001 pixels',
      bytes: png(8, 8, [0, 0, 0], { width: 5001, height: 5001 }),
    },
    {
      label: 'a JPEG with a script after it',
      bytes: new Uint8Array([...JPEG, ...text('<script>alert(1)</script>')]),
    },
  ),
  fc
    .constantFrom(...Object.values(VALID))
    .chain((valid) => valid)
    .chain((bytes) =>
      fc.integer({ min: 1, max: Math.max(1, bytes.length - 1) }).map((cut) => ({
        label: `an image cut after ${cut} of ${bytes.length} bytes`,
        bytes: bytes.slice(0, cut),
      })),
    ),
  fc
    .uint8Array({ minLength: 1, maxLength: 4000 })
    .map((bytes) => ({ label: `${bytes.length} random bytes`, bytes })),
  fc.uint8Array({ minLength: 1, maxLength: 200 }).map((tail) => ({
    label: 'a PNG signature and random bytes',
    bytes: new Uint8Array([...PNG_SIGNATURE, ...tail]),
  })),
  hostileBodyText
    .filter((s) => s.length > 0)
    .map((s) => ({ label: `text ${JSON.stringify(s.slice(0, 60))}`, bytes: text(s) })),
);

/** Content types an image operation must refuse, beside the generic wrong ones. */
export const otherMediaTypes = fc.constantFrom(
  'application/json',
  'application/octet-stream',
  'image/gif',
  'image/svg+xml',
  'image/webp',
  'image/*',
  'image/png, image/jpeg',
);
