// The benches' HTTP calls to the API: node:http with keep-alive connections (one per simulated
// shopper), each answer's envelope read.
import { Agent, request as httpRequest } from 'node:http';
import { API_HEADERS } from './server.ts';

/** A call gives up (a failure) after this. */
export const ABORT_MS = 60_000;

/** Keep-alive connections, as many as the shoppers need: one each. */
const agent = new Agent({ keepAlive: true });

/** A call through node:http (about half the client CPU fetch took), its envelope read. */
export function request(
  origin: string,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; envelope: { message?: string; detail?: unknown } }> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const call = httpRequest(
      `${origin}/api${path}`,
      {
        method,
        agent,
        timeout: ABORT_MS,
        headers: {
          ...API_HEADERS,
          ...headers,
          ...(payload === undefined
            ? {}
            : { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(payload) }),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let envelope: { message?: string; detail?: unknown };
          try {
            envelope = JSON.parse(text);
          } catch {
            envelope = { message: text.slice(0, 200) };
          }
          resolve({ status: response.statusCode ?? 0, envelope });
        });
      },
    );
    call.on('timeout', () => call.destroy(new Error(`no answer within ${ABORT_MS} ms`)));
    call.on('error', reject);
    call.end(payload);
  });
}
