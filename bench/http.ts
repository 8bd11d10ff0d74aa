// The benches' HTTP calls to the API: node:http with keep-alive connections (one per simulated
// shopper), each answer's envelope read.
import { Agent, request as httpRequest } from 'node:http';
import { API_HEADERS } from './server.ts';

/** A call gives up (a failure) after this. */
export const ABORT_MS = 60_000;

/** Keep-alive connections, as many as the shoppers need: one each. */
const agent = new Agent({ keepAlive: true });

/** What a call answers: its status and its envelope. */
type Answer = { status: number; envelope: { message?: string; detail?: unknown } };

/**
 * A call through node:http (about half the client CPU fetch took), its envelope read. A call
 * sent on a kept-alive connection that the server closed as idle at that moment fails with
 * ECONNRESET before the server read it; it is sent again once, on a connection of its own, as
 * Node's documentation advises (`request.reusedSocket`). The orders bench on PGlite met it in about
 * half its runs: its double clicks leave spare connections idle near the server's 5 s.
 */
export async function request(
  origin: string,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Answer> {
  try {
    return await send(origin, method, path, body, headers);
  } catch (error) {
    if (!(error instanceof ClosedIdle)) throw error;
    return send(origin, method, path, body, headers, false);
  }
}

/** The server closed the kept-alive connection the call went on before reading the call. */
class ClosedIdle extends Error {}

function send(
  origin: string,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
  through: Agent | false = agent,
): Promise<Answer> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const call = httpRequest(
      `${origin}/api${path}`,
      {
        method,
        agent: through,
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
    call.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        call.reusedSocket && error.code === 'ECONNRESET' ? new ClosedIdle(error.message) : error,
      ),
    );
    call.end(payload);
  });
}
