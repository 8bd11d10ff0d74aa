import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/e2e/support/chromium.ts';
import { medianRun } from './median.ts';
import { root } from './server.ts';

export interface PageScore {
  /** Lighthouse performance score, 0-100. */
  score: number;
  lcpMs: number;
  tbtMs: number;
  /** Cumulative layout shift, unitless. */
  cls: number;
  /** What the largest paint was: the element's HTML as Lighthouse quotes it. */
  lcpElement: string;
}

export interface MedianScore extends PageScore {
  /** Every run's figures, in run order; each figure above is the median of its own. */
  runs: PageScore[];
}

/**
 * Lighthouse 12's default run: mobile form factor, simulated slow 4G and 4x CPU slowdown,
 * in Debian's Chromium with the same flags as the e2e tests.
 */
export function lighthouse(url: string): PageScore {
  const out = mkdtempSync(join(tmpdir(), 'lighthouse-'));
  const report = join(out, 'report.json');
  try {
    const run = spawnSync(
      join(root, 'node_modules', '.bin', 'lighthouse'),
      [
        url,
        '--quiet',
        '--only-categories=performance',
        '--output=json',
        `--output-path=${report}`,
        '--max-wait-for-load=45000',
        `--chrome-flags=${[...CHROMIUM_ARGS, `--user-data-dir=${join(out, 'profile')}`].join(' ')}`,
      ],
      {
        cwd: root,
        env: { ...process.env, CHROME_PATH: CHROMIUM_PATH },
        stdio: 'inherit',
        timeout: 180_000,
      },
    );
    if (run.status !== 0)
      throw new Error(`lighthouse ${url} failed (exit ${run.status ?? run.signal})`);
    const lhr = JSON.parse(readFileSync(report, 'utf8'));
    const error = lhr.runtimeError?.message;
    if (error) throw new Error(`lighthouse ${url}: ${error}`);
    return {
      score: Math.round((lhr.categories.performance.score ?? 0) * 100),
      lcpMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
      tbtMs: Math.round(lhr.audits['total-blocking-time'].numericValue),
      cls: Math.round(lhr.audits['cumulative-layout-shift'].numericValue * 1000) / 1000,
      lcpElement: String(
        lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node
          ?.snippet ?? '',
      ),
    };
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

/**
 * Lighthouse's own advice for variance (its docs on variability: five runs, the median): each
 * goal's figure is the median of its own over several runs, every run beside it. (The run with
 * the median score stood for all of them until 2026-11-29: when every run scored 100, that was
 * the third run, and its blocking time one run's.)
 */
export function lighthouseMedian(url: string, runs: number): MedianScore {
  const results = Array.from({ length: runs }, () => lighthouse(url));
  const median = (figure: (run: PageScore) => number) => figure(medianRun(results, figure));
  return {
    score: median((r) => r.score),
    lcpMs: median((r) => r.lcpMs),
    tbtMs: median((r) => r.tbtMs),
    cls: median((r) => r.cls),
    // What the largest paint was in the run with the median LCP.
    lcpElement: medianRun(results, (r) => r.lcpMs).lcpElement,
    runs: results,
  };
}
