// The checks a chosen photo (a profile's, a chat's picture) passes in the browser before it is sent: PNG or JPEG by
// its bytes (a file's type comes from its name), 2 MB at most.
import { describe, expect, it } from 'vitest';
import { initialOf } from '../../src/features/account/profile/initial.ts';
import { checkPhoto, MAX_PHOTO_BYTES } from '../../src/ui/photo/photo-check.ts';
import { png } from '../fuzz/media.ts';

const JPEG_HEAD = [0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46];
const file = (bytes: ArrayLike<number> | Uint8Array, type: string) =>
  new Blob([new Uint8Array(bytes)], { type });

describe('a chosen photo', () => {
  it('is sent when it is a PNG or a JPEG', async () => {
    const picture = file(png(4, 4, [1, 2, 3]), 'image/png');
    expect(await checkPhoto(picture)).toEqual({ photo: picture });
    const jpeg = file(JPEG_HEAD, 'image/jpeg');
    expect(await checkPhoto(jpeg)).toEqual({ photo: jpeg });
  });

  it('goes as what its bytes are: a JPEG named .png is sent as image/jpeg', async () => {
    const checked = await checkPhoto(file(JPEG_HEAD, 'image/png'));
    expect(checked.problem).toBeUndefined();
    expect(checked.problem ? undefined : checked.photo.type).toBe('image/jpeg');
  });

  it.each([
    ['text named .png', file(new TextEncoder().encode('my notes, not a picture'), 'image/png')],
    ['an empty file', file([], 'image/png')],
    ['a GIF', file(new TextEncoder().encode('GIF89a'), 'image/gif')],
    ['a PNG of no known type', file(png(4, 4, [1, 2, 3]), '')],
    ['a PDF named .jpg', file(new TextEncoder().encode('%PDF-1.7'), 'image/jpeg')],
  ])('is refused as a format not supported: %s', async (_, blob) => {
    expect(await checkPhoto(blob)).toEqual({ problem: 'format' });
  });

  it('is refused over 2 MB, and taken at 2 MB exactly', async () => {
    const head = png(4, 4, [1, 2, 3]);
    const sized = (size: number) => {
      const bytes = new Uint8Array(size);
      bytes.set(head);
      return file(bytes, 'image/png');
    };
    expect(await checkPhoto(sized(MAX_PHOTO_BYTES + 1))).toEqual({ problem: 'size' });
    expect((await checkPhoto(sized(MAX_PHOTO_BYTES))).problem).toBeUndefined();
  });
});

describe("the placeholder's initial", () => {
  it.each([
    ['สมชาย', 'ส'],
    ['เอกชัย', 'อ'],
    ['shopper@example.com', 'S'],
    ['0812345678', '0'],
    ['  ', '?'],
  ])('of %s is %s', (name, initial) => {
    expect(initialOf(name)).toBe(initial);
  });
});
