// What a first screen written by the server would give, measured before it is built: each
// page is rendered once in Chromium, its `#root` and the stylesheets it loaded are written
// into the page the server sends (its head included), and a proxy in front of the server
// answers the page with that HTML and everything else from the server. Lighthouse then runs
// on the page as it is and on the prepared one: the prepared one is what any server render
// (React's prerender, the router's own, a first screen the app replaces) would put on the
// screen before the scripts, and the app still replaces it as the scripts run. The proxy runs
// in a process of its own (bench/first-screen-proxy.mjs): Lighthouse runs synchronously here.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/e2e/support/chromium.ts';
import { lighthouseMedian, type MedianScore } from './lighthouse.ts';
import { startPrintingPort } from './server.ts';

/** A page as Chromium rendered it at a phone's size: its root's HTML and its stylesheets. */
async function rendered(origin: string, paths: string[]) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      // Lighthouse's Chromium asks in English: the page is written in the language it gets.
      locale: 'en-US',
    });
    const pages = new Map<string, { root: string; stylesheets: string[] }>();
    for (const path of paths) {
      const page = await context.newPage();
      await page.goto(`${origin}${path}`, { waitUntil: 'networkidle' });
      pages.set(
        path,
        await page.evaluate(() => ({
          root: document.getElementById('root')?.innerHTML ?? '',
          stylesheets: [...document.querySelectorAll('link[rel="stylesheet"]')].map(
            (link) => (link as HTMLLinkElement).getAttribute('href') ?? '',
          ),
        })),
      );
      await page.close();
    }
    return pages;
  } finally {
    await browser.close();
  }
}

/** The server's own page with `root` in its `#root` and the stylesheets linked in its head. */
async function prepared(origin: string, path: string, root: string, stylesheets: string[]) {
  const html = await (
    await fetch(`${origin}${path}`, { headers: { 'Accept-Language': 'en-US,en;q=0.9' } })
  ).text();
  const links = stylesheets
    .filter((href) => !html.includes(`href="${href}"`))
    .map((href) => `<link rel="stylesheet" href="${href}">`)
    .join('');
  return html
    .replace('</head>', `${links}</head>`)
    .replace(/<div id="root"><\/div>/, `<div id="root">${root}</div>`);
}

export interface FirstScreenRow {
  page: string;
  asItIs: MedianScore;
  serverWritten: MedianScore;
}

/** Lighthouse on each page as the server sends it, then with its first screen written in. */
export async function firstScreen(
  origin: string,
  pages: (readonly [string, string])[],
  runs: number,
): Promise<FirstScreenRow[]> {
  const screens = await rendered(
    origin,
    pages.map(([, path]) => path),
  );
  const html: Record<string, string> = {};
  for (const [path, screen] of screens)
    html[path] = await prepared(origin, path, screen.root, screen.stylesheets);
  const dir = mkdtempSync(join(tmpdir(), 'storefront-first-screen-'));
  const file = join(dir, 'pages.json');
  writeFileSync(file, JSON.stringify(html));
  const proxy = await startPrintingPort('first-screen-proxy.mjs', [origin, file]);
  try {
    return pages.map(([page, path]) => ({
      page,
      asItIs: lighthouseMedian(`${origin}${path}`, runs),
      serverWritten: lighthouseMedian(`${proxy.origin}${path}`, runs),
    }));
  } finally {
    proxy.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
