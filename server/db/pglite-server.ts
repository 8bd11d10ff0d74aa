// The embedded database in a process of its own, as `npm run serve` runs it on PGlite
// (pglite-process.ts starts it): PGlite's WebAssembly memory grows with the work and never
// shrinks, and here it is not the server's. It speaks PostgreSQL's wire protocol on a Unix
// socket, so the server reaches it through pg as it reaches a PostgreSQL server.
//
// PGlite has one session, so this serves one connection at a time (the server's pool holds
// one, which also listens); another waits for it to close and starts on a session reset to new.
// Not @electric-sql/pglite-socket (0.2.17): its multiplexer runs several connections'
// messages on that one session, which keeps a transaction block together but not an extended
// query before its Sync, shares one set of prepared statements between clients that each name
// their own (pg then fails: "prepared statement already exists"), and hands a NOTIFY to the
// connection whose message was running rather than to the one listening. With one connection
// it would only frame the messages, and it pins PGlite 0.5.14 and seven extensions as peers.
//
// Arguments: the PGlite folder, the socket's path. Says `ready` over IPC once listening. Stops
// cleanly (PGlite closed, its files consistent) on SIGINT, SIGTERM, or when the process that
// started it is gone (its IPC channel closes).
import { rmSync } from 'node:fs';
import { createServer, type Socket } from 'node:net';
import { PGlite } from '@electric-sql/pglite';
import { PGLITE_CONFIGURATION } from './pglite-configuration.ts';

const [dataDir, socketPath] = process.argv.slice(2);
if (!dataDir || !socketPath || !process.send) {
  console.error('Usage: started by pglite-process.ts with a PGlite folder and a socket path');
  process.exit(2);
}

/** Requests that come before a startup message, in its place (PostgreSQL's codes). */
const SSL_REQUEST = 80877103;
const GSS_ENCRYPTION_REQUEST = 80877104;
const CANCEL_REQUEST = 80877102;
const TERMINATE = 'X'.charCodeAt(0);
/** Ends an extended query a connection left without its Sync (the session then takes queries). */
const SYNC = Uint8Array.of('S'.charCodeAt(0), 0, 0, 0, 4);

// pg asks for generic plans in its startup options (client.ts), which PGlite does not read,
// and a session reset would drop them: set for every session here.
const db = await PGlite.create(dataDir, {
  postgresqlconf: `${PGLITE_CONFIGURATION}\nplan_cache_mode = force_generic_plan`,
});

/** The next connection starts as a new session would: no transaction, statement or LISTEN. */
async function resetSession(): Promise<void> {
  await db.execProtocolRaw(SYNC);
  if (db.isInTransaction()) await db.exec('ROLLBACK');
  await db.exec('DISCARD ALL');
}

/**
 * Runs `messages` (whole ones, any number) on PGlite and sends back what it answers, copied:
 * PGlite hands out views of its WebAssembly memory, which the next message overwrites.
 */
async function run(socket: Socket, messages: Uint8Array): Promise<void> {
  const answer: Buffer[] = [];
  await db.execProtocolRawStream(messages, { onRawData: (data) => answer.push(Buffer.from(data)) });
  if (answer.length) socket.write(Buffer.concat(answer));
}

/** Serves one connection until it closes: its startup, then its messages in order. */
function serve(socket: Socket): Promise<void> {
  return new Promise((done) => {
    let received = Buffer.alloc(0);
    let started = false;
    let running = false;
    let closed = false;
    /** A length no message has: not PostgreSQL's protocol, so the connection ends here. */
    const refuse = () => {
      socket.destroy();
      return false;
    };
    /** The startup message or a request before it, when whole: true when it was taken. */
    const takeStartup = async (): Promise<boolean> => {
      if (received.length < 8) return false;
      const length = received.readInt32BE(0);
      if (length < 8) return refuse();
      if (received.length < length) return false;
      const code = received.readInt32BE(4);
      const message = received.subarray(0, length);
      received = received.subarray(length);
      if (code === SSL_REQUEST || code === GSS_ENCRYPTION_REQUEST) {
        socket.write('N');
      } else if (code === CANCEL_REQUEST) {
        socket.destroy(); // nothing runs beside the one query to cancel
      } else {
        socket.write(Buffer.from(await db.execProtocolRaw(message))); // a view, as above
        started = true;
      }
      return true;
    };
    /** Every whole message received, run at once (PGlite takes a batch); true when some were. */
    const takeMessages = async (): Promise<boolean> => {
      let end = 0;
      while (end + 5 <= received.length) {
        if (received[end] === TERMINATE) {
          socket.end();
          break;
        }
        const length = received.readInt32BE(end + 1);
        if (length < 4) return refuse();
        const next = end + 1 + length;
        if (next > received.length) break;
        end = next;
      }
      if (end === 0) return false;
      const messages = received.subarray(0, end);
      received = received.subarray(end);
      await run(socket, messages);
      return true;
    };
    const drain = async () => {
      running = true;
      try {
        while (!closed && (started ? await takeMessages() : await takeStartup()));
      } catch (error) {
        // PGlite answers a query's error as PostgreSQL does: a throw here leaves it unknown.
        console.error('The database process stops: PGlite failed.', error);
        process.exit(1);
      }
      running = false;
      if (closed) done();
    };
    socket.on('data', (chunk) => {
      received = received.length ? Buffer.concat([received, chunk]) : chunk;
      if (!running) void drain();
    });
    socket.on('error', () => {}); // 'close' follows
    socket.on('close', () => {
      closed = true;
      if (!running) done();
    });
    socket.resume();
  });
}

const waiting: Socket[] = [];
let serving: Socket | undefined;
let stopping = false;

async function serveWaiting(): Promise<void> {
  for (let socket = waiting.shift(); socket && !stopping; socket = waiting.shift()) {
    if (socket.destroyed) continue;
    serving = socket;
    await resetSession();
    await serve(socket);
  }
  serving = undefined;
  if (stopping) await stopped();
}

// Paused until its turn: what it sends waits in the socket.
const server = createServer({ pauseOnConnect: true }, (socket) => {
  waiting.push(socket);
  if (!serving) void serveWaiting();
});

let stop: Promise<void> | undefined;
/** Closes PGlite once no message runs, and exits. */
async function stopped(): Promise<void> {
  stop ??= (async () => {
    await db.close();
    process.exit(0);
  })();
  await stop;
}

function shutDown(): void {
  if (stopping) return;
  stopping = true;
  server.close();
  for (const socket of waiting.splice(0)) socket.destroy();
  // The connection served ends; serveWaiting closes PGlite once its last message has run.
  if (serving) serving.destroy();
  else void stopped();
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, shutDown);
process.once('disconnect', shutDown);

rmSync(socketPath, { force: true }); // a socket a killed process left behind
server.listen(socketPath, () => process.send?.('ready'));
