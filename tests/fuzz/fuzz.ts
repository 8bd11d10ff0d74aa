// Sends fuzzed requests for every operation of the contract to a running server and
// reports, per operation, the first request whose answer breaks the rules of verdict.ts,
// shrunk by fast-check to its simplest form, with the seed and path that replay it.
import fc from 'fast-check';
import type { ContractOperation } from '../../server/contract/contract.ts';
import { type FuzzRequest, type RequestOptions, requestArbitrary } from './requests.ts';
import { type Answer, judge, TIME_LIMIT_MS } from './verdict.ts';

export interface FuzzOptions extends RequestOptions {
  /** The API root, e.g. `http://127.0.0.1:3000/api`. */
  baseUrl: string;
  operations: ContractOperation[];
  requestsPerOperation: number;
  seed: number;
  /** fast-check's path of a reported failure: replays that one case at once. */
  path?: string;
  /** A valid request that must still answer 200 after each operation's run. */
  liveness: Omit<FuzzRequest, 'mutations'>;
}

export interface FuzzFailure {
  request: FuzzRequest;
  problems: string[];
  /** fast-check's seed and path of this failure. */
  seed: number;
  path: string;
}

export interface OperationReport {
  operationId: string;
  requests: number;
  /** How many answers of each status the run got. */
  statuses: Record<number, number>;
  failure?: FuzzFailure;
}

class Refused extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join('; '));
  }
}

/** The operation's own seed: the run's seed mixed with its id, so `--only` replays alike. */
export function operationSeed(seed: number, operationId: string): number {
  let hash = seed | 0;
  for (const char of operationId) hash = Math.imul(hash ^ char.charCodeAt(0), 0x9e3779b1);
  return hash | 0;
}

async function send(baseUrl: string, request: FuzzRequest): Promise<Answer> {
  const started = performance.now();
  try {
    const response = await fetch(`${baseUrl}${request.url}`, {
      method: request.method,
      headers: request.headers,
      body: request.body as BodyInit | undefined,
      redirect: 'manual',
      signal: AbortSignal.timeout(TIME_LIMIT_MS + 3000),
    });
    const text = await response.text();
    return {
      status: response.status,
      contentType: response.headers.get('content-type') ?? '',
      text,
      ms: performance.now() - started,
    };
  } catch (error) {
    const reason = error instanceof Error ? (error.cause ?? error) : error;
    throw new Refused([`no answer (${String(reason)})`]);
  }
}

/** Prototype pollution shows as an enumerable key on every object. */
function pollution(): string[] {
  const keys = Object.keys(Object.prototype);
  return keys.length ? [`Object.prototype gained ${keys.join(', ')}`] : [];
}

async function fuzzOperation(
  operation: ContractOperation,
  options: FuzzOptions,
): Promise<OperationReport> {
  let requests = 0;
  const statuses: Record<number, number> = {};
  const property = fc.asyncProperty(requestArbitrary(operation, options), async (request) => {
    requests += 1;
    const answer = await send(options.baseUrl, request);
    statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
    // Dot segments ('..' as a path value, then a '/..' appended) can take a URL out of the
    // API altogether (the URL's own rules, applied before it is sent): it is then the SPA's
    // request, which answers as a page; only a 5xx is a failure there.
    const inApi = new URL(`${options.baseUrl}${request.url}`).pathname.startsWith(
      `${new URL(options.baseUrl).pathname.replace(/\/$/, '')}/`,
    );
    const problems = [
      ...(inApi
        ? judge(operation, answer)
        : answer.status >= 500
          ? [`answered ${answer.status}`]
          : []),
      ...pollution(),
    ];
    if (problems.length) throw new Refused(problems);
  });
  const details = await fc.check(property, {
    seed: operationSeed(options.seed, operation.operationId),
    numRuns: options.requestsPerOperation,
    ...(options.path ? { path: options.path } : {}),
  });
  const [request] = details.counterexample ?? [];
  if (details.failed && request) {
    const error = details.errorInstance;
    return {
      operationId: operation.operationId,
      requests,
      statuses,
      failure: {
        request,
        problems: error instanceof Refused ? error.problems : [String(error)],
        seed: details.seed,
        path: details.counterexamplePath ?? '',
      },
    };
  }
  const alive = await send(options.baseUrl, { ...options.liveness, mutations: [] }).catch(
    (error: Refused) => ({ status: 0, problems: error.problems }),
  );
  if (alive.status !== 200)
    return {
      operationId: operation.operationId,
      requests,
      statuses,
      failure: {
        request: { ...options.liveness, mutations: [] },
        problems: [`the server stopped answering after ${operation.operationId}'s run`],
        seed: options.seed,
        path: '',
      },
    };
  return { operationId: operation.operationId, requests, statuses };
}

export async function fuzz(options: FuzzOptions): Promise<OperationReport[]> {
  const reports: OperationReport[] = [];
  for (const operation of options.operations) reports.push(await fuzzOperation(operation, options));
  return reports;
}

/**
 * The failed request as a curl command line (JSON strings keep every odd byte visible); a body
 * of bytes is named by its size and first bytes, to be sent from a file.
 */
export function asCurl(baseUrl: string, request: FuzzRequest): string {
  const quote = (s: string) => `'${s.replace(/'/g, `'\\''`)}'`;
  const parts = ['curl -i -g', '-X', request.method, quote(`${baseUrl}${request.url}`)];
  for (const [name, value] of Object.entries(request.headers))
    parts.push('-H', quote(`${name}: ${value}`));
  if (request.body instanceof Uint8Array) {
    const hex = Buffer.from(request.body.subarray(0, 16)).toString('hex');
    parts.push('--data-binary @body.bin', `# body.bin: ${request.body.length} bytes, ${hex}…`);
  } else if (request.body !== undefined)
    parts.push(
      '--data-raw',
      quote(request.body.length > 500 ? `${request.body.slice(0, 500)}…` : request.body),
    );
  return parts.join(' ');
}
