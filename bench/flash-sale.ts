// A flash sale's reads: lists in every sort, searches, suggestions as a shopper types, and
// product pages, asked by 50 connections with a browser's Accept-Encoding, beside the ceiling
// of the same run: bare node:http answering each path with the very bytes the server answered
// it with, from memory (bench/bare-server.mjs). The goal is a share of that ceiling.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { load, type MedianLoad } from './load.ts';
import { API_HEADERS, startPrintingPort } from './server.ts';

/** What a browser says it takes. */
export const BROWSER_ENCODINGS = { 'Accept-Encoding': 'gzip, deflate, br' };

const SORTS = ['recommended', 'newest', 'priceAsc', 'priceDesc', 'bestSelling', 'rating'];
const SEARCHES = ['น้ำผึ้ง', 'honey', 'กาแฟ', 'coffee', 'ชา', 'soap', 'มะม่วง', 'rice'];

const query = (values: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(values).map(([k, v]) => [k, String(v)])).toString();

/**
 * Every sort, pages 1-3 of 20: full pages on the 66-product catalogue as on the 100k one, so
 * both answer the same work (pages past the end would flatter the small one).
 */
export const LIST_PATHS = SORTS.flatMap((sortBy) =>
  [1, 2, 3].map((pageNo) => `/api/product/list?${query({ pageNo, perPage: 20, sortBy })}`),
);

/** The mix: every sort's first pages, searches in each sort, suggestions, product pages. */
export function flashSalePaths(urlKeys: string[]): string[] {
  return [
    ...LIST_PATHS,
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
    const ceiling = await startPrintingPort('bare-server.mjs', [file]);
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
      ceiling.stop();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
