import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';

// The machine inspector is for development builds only (src/dev/inspect.ts, src/app/App.tsx):
// the production build (npm run build) must hold none of it. No page needed: every script of
// dist/static/js is searched for strings found only in the recorder, the panel and Stately's
// inspector. A development build (`rsbuild build --mode development`) fails this test.

const root = join(import.meta.dirname, '..', '..');
const scripts = join(root, 'dist', 'static', 'js');

const MARKERS = [
  { of: 'the recorder', marker: 'machine-inspector: ', source: 'src/dev/inspector/recorder.ts' },
  {
    of: 'the inspector panel',
    marker: 'data-machine-inspector',
    source: 'src/dev/inspector/InspectorPanel.tsx',
  },
  {
    of: '@statelyai/inspect',
    marker: 'https://stately.ai/inspect',
    source: 'node_modules/@statelyai/inspect/dist/index.mjs',
  },
];

test('the production build holds no inspector code', { tag: '@phone' }, () => {
  const files = readdirSync(scripts, { recursive: true, encoding: 'utf8' }).filter((file) =>
    file.endsWith('.js'),
  );
  expect(files.length, `scripts in ${scripts}`).toBeGreaterThan(0);

  for (const { of, marker, source } of MARKERS) {
    // A marker its source no longer holds would prove nothing.
    expect(readFileSync(join(root, source), 'utf8'), `${source} names ${marker}`).toContain(marker);
    const holding = files.filter((file) =>
      readFileSync(join(scripts, file), 'utf8').includes(marker),
    );
    expect(holding, `scripts holding ${of}`).toEqual([]);
  }
});
