// A flash sale's reads: lists in every sort, searches, suggestions as a shopper types, and
// product pages, asked by 50 connections with a browser's Accept-Encoding, beside the ceiling
// of the same run: bare node:http answering each path with the very bytes the server answered
// it with, from memory (bench/bare-server.mjs). The goal is a share of that ceiling.
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { load, type MedianLoad } from './load.ts';
import { API_HEADERS, root } from './server.ts';

/** What a browser says it takes. */
export const BROWSER_ENCODINGS = { 'Accept-Encoding': 'gzip, deflate, br' };

const SORTS = ['recommended', 'newest', 'priceAsc', 'priceDesc', 'bestSelling', 'rating'];
const SEARCHES = ['น้ำผึ้ง', 'honey', 'กาแฟ', 'coffee', 'ชา', 'soap', 'มะม่วง', 'rice'];

/** The mix: every sort's first pages, searches in each sort, suggestions, product pages. */
export function flashSalePaths(urlKeys: string[]): string[] {
  const query = (values: Record<string, string | number>) =>
    new URLSearchParams(Object.entries(values).map(([k, v]) => [k, String(v)])).toString();
  return [
    ...SORTS.flatMap((sortBy) =>
      [1, 2, 3].map((pageNo) => `/api/product/list?${query({ pageNo, perPage: 20, sortBy })}`),
    ),
    ...SEARCHES.flatMap((search) =>
      SORTS.slice(0, 3).map((sortBy) => `/api/product/list?${query({ search, sortBy })}`),
    ),
    ...SEARCHES.flatMap((search) =>
      [1, 2, 3].map(
        (length) => `/api/product/suggest?${query({ search: search.slice(0, length) })}`,
      ),
    ),
    ...urlKeys.map((key) => `/api/product/${key}`),
  ];
}

interface Captured {
  path: string;
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Each path's answer as the server sent it: status, headers and the bytes, still encoded. */
async function capture(origin: string, paths: string[]): Promise<Captured[]> {
  const one = (path: string) =>
    new Promise<Captured>((resolve, reject) => {
      get(`${origin}${path}`, { headers: { ...API_HEADERS, ...BROWSER_ENCODINGS } }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const headers: Record<string, string> = {};
          for (const name of [
            'content-type',
            'content-encoding',
            'etag',
            'vary',
            'cache-control',
          ]) {
            const value = response.headers[name];
            if (typeof value === 'string') headers[name] = value;
          }
          resolve({
            path,
            status: response.statusCode ?? 0,
            headers,
            body: Buffer.concat(chunks).toString('base64'),
          });
        });
        response.on('error', reject);
      }).on('error', reject);
    });
  const answers: Captured[] = [];
  for (const path of paths) answers.push(await one(path));
  const failed = answers.filter((answer) => answer.status !== 200);
  if (failed.length) throw new Error(`flash sale: ${failed.map((f) => f.path).join(', ')} failed`);
  return answers;
}

/** The ceiling server on `answers`, once it listens. */
async function startCeiling(file: string): Promise<{ origin: string; child: ChildProcess }> {
  const child = spawn(process.execPath, [join(root, 'bench', 'bare-server.mjs'), file], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  if (!child.stdout) throw new Error('the ceiling server has no output');
  const [line] = (await once(child.stdout, 'data')) as [Buffer];
  return { origin: `http://127.0.0.1:${line.toString().trim()}`, child };
}

export interface FlashSale {
  server: MedianLoad;
  ceiling: MedianLoad;
  /** The server's throughput as a percentage of the ceiling's. */
  sharePercent: number;
  paths: number;
  /** The bytes of one round of the mix as sent, and as the JSON they hold would be. */
  bytesSent: number;
}

/** The mix on the server, then on its ceiling, each `runs` × `seconds` under wrk. */
export async function flashSale(
  origin: string,
  urlKeys: string[],
  seconds: number,
  runs: number,
): Promise<FlashSale> {
  const paths = flashSalePaths(urlKeys);
  const answers = await capture(origin, paths);
  const dir = mkdtempSync(join(tmpdir(), 'storefront-flash-'));
  const file = join(dir, 'answers.json');
  writeFileSync(file, JSON.stringify(answers));
  try {
    const server = load(origin, paths, seconds, runs, BROWSER_ENCODINGS);
    const ceiling = await startCeiling(file);
    try {
      const bare = load(ceiling.origin, paths, seconds, runs, BROWSER_ENCODINGS);
      return {
        server,
        ceiling: bare,
        sharePercent: Math.round((server.requestsPerSecond / bare.requestsPerSecond) * 1000) / 10,
        paths: paths.length,
        bytesSent: answers.reduce((sum, a) => sum + Buffer.from(a.body, 'base64').byteLength, 0),
      };
    } finally {
      ceiling.child.kill();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
