import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { draw, imageProcessPid } from '../../server/drawing/image-process.ts';
import { isRunning } from './support/process.ts';

// The server draws with sharp in a process of its own, so what libvips takes while drawing is
// not the server's memory: a drawing's failure is the caller's error, and the process ends
// once it has had nothing to draw for a while.

const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><rect width="8" height="8"/></svg>';

describe('the image process', () => {
  // That the server never loads sharp itself is a boundary (.dependency-cruiser.cjs).
  it('draws in a process of its own', async () => {
    const webp = await draw('svgToWebp', SVG, { quality: 80 });
    expect(Buffer.isBuffer(webp)).toBe(true);
    expect(webp.subarray(8, 12).toString('ascii')).toBe('WEBP');
    const pid = imageProcessPid();
    expect(pid).toBeDefined();
    expect(pid).not.toBe(process.pid);
    expect(readFileSync(`/proc/${pid}/maps`, 'utf8')).toMatch(/libvips/);
  });

  it("rejects with sharp's own words for bytes it cannot read, and draws on after", async () => {
    await expect(draw('uprightSize', new Uint8Array([1, 2, 3]))).rejects.toThrow(
      /unsupported image format/i,
    );
    await expect(draw('uprightSize', Buffer.from(SVG))).resolves.toEqual({ width: 8, height: 8 });
  });

  it('ends once it has had nothing to draw for 10 s, and starts again when asked', async () => {
    await draw('svgToWebp', SVG, { quality: 80 });
    const pid = imageProcessPid() ?? 0;
    await new Promise((resolve) => setTimeout(resolve, 9_000));
    expect(isRunning(pid)).toBe(true);
    await expect.poll(() => isRunning(pid), { timeout: 4_000, interval: 200 }).toBe(false);
    expect(imageProcessPid()).toBeUndefined();
    await draw('svgToWebp', SVG, { quality: 80 });
    expect(imageProcessPid()).not.toBe(pid);
  }, 20_000);
});
