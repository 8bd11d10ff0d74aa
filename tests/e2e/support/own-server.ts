// A server of a test's own, as `npm start` runs it (the built server on PGlite, in a folder of
// its own), which the test may stop and start again on the same port and data: what a shopper
// and a seller live through when the shop restarts. The suite's shared server is never stopped.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

export async function ownServer() {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'storefront-own-'));
  const baseURL = `http://127.0.0.1:${port}`;
  let child: ChildProcess | null = null;

  async function start() {
    const started = spawn(process.execPath, ['build/server/main.js'], {
      env: {
        ...process.env,
        PORT: String(port),
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        PUBLIC_URL: baseURL,
        RATE_LIMIT_FACTOR: '10',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child = started;
    let output = '';
    await new Promise<void>((resolve, reject) => {
      const read = (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes(`http://localhost:${port}`)) resolve();
      };
      started.stdout?.on('data', read);
      started.stderr?.on('data', read);
      started.once('exit', (code) => reject(new Error(`the server exited (${code}):\n${output}`)));
    });
  }

  /** Stops it as a deployment does (SIGTERM: sockets are told to come back, 1012). */
  async function stop() {
    const running = child;
    child = null;
    if (!running || running.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      running.once('exit', () => resolve());
      running.kill('SIGTERM');
    });
  }

  await start();
  return {
    baseURL,
    restart: async (whileDown: () => Promise<void> = async () => {}) => {
      await stop();
      await whileDown();
      await start();
    },
    async dispose() {
      await stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
