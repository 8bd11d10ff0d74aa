// What QA's commands (scripts/paths.ts, scripts/export-machines.ts) share as commands: their
// arguments, read strictly by util.parseArgs; one usage line, and exit code 2, for arguments
// they cannot take; and a quiet end, exit code 0, once the reader of their output has gone
// (`npm run paths -- session | head`).
import { closeSync, mkdirSync, openSync, writeSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { type ParseArgsConfig, parseArgs } from 'node:util';

type Options = NonNullable<ParseArgsConfig['options']>;
type Parsed<O extends Options> = ReturnType<
  typeof parseArgs<{ options: O; strict: true; allowPositionals: true }>
>;

export interface Command<O extends Options> {
  /** As the messages name it: `paths`. */
  name: string;
  /** The synopsis, one line: `npm run paths -- <machine> ...`. */
  usage: string;
  /** The options besides --help, which every command takes. */
  options: O;
  /** Lines --help prints below the usage. */
  help?: string[];
}

const EXIT_USAGE = 2;

/** The output stream's reader has gone: `| head` has read its lines and closed the pipe. */
const readerGone = (error: unknown) => (error as NodeJS.ErrnoException | null)?.code === 'EPIPE';

/**
 * Reads the command's arguments (process.argv after the script). An unknown option, an option
 * without its value, or an empty value: the reason and the usage line on stderr, exit code 2.
 * --help: the usage on stdout, exit code 0. Also makes the command end quietly when its reader
 * goes away. The returned `refuse` ends the command the same way for arguments that parse but
 * make no sense.
 */
export function startCommand<O extends Options>(command: Command<O>, args = process.argv.slice(2)) {
  endQuietlyWhenReaderCloses();
  const usage = `usage: ${command.usage}`;
  const refuse = (reason: string): never => {
    console.error(`${command.name}: ${reason}\n${usage}`);
    return process.exit(EXIT_USAGE);
  };
  // Before parsing, so that --help helps beside anything else (but not after a `--`).
  const own = args.includes('--') ? args.slice(0, args.indexOf('--')) : args;
  if (own.includes('--help') || own.includes('-h')) {
    console.log([usage, ...(command.help ?? [])].join('\n'));
    process.exit(0);
  }
  let parsed: Parsed<O>;
  try {
    parsed = parseArgs({ args, options: command.options, strict: true, allowPositionals: true });
  } catch (error) {
    // util.parseArgs explains at length; its first sentence says what is wrong.
    return refuse(String((error as Error).message).split(/\.\s/)[0] ?? String(error));
  }
  for (const [key, value] of Object.entries(parsed.values)) {
    if (value === '') refuse(`--${key} needs a value`);
  }
  return { values: parsed.values, positionals: parsed.positionals, refuse };
}

/**
 * Ends the command with exit code 0, and no stack trace, when stdout's reader has gone
 * (EPIPE); any other error on stdout stays an error.
 */
export function endQuietlyWhenReaderCloses() {
  if (process.stdout.listeners('error').includes(onStdoutError)) return;
  process.stdout.on('error', onStdoutError);
}

function onStdoutError(error: Error) {
  if (readerGone(error)) process.exit(0);
  throw error;
}

export interface Lines {
  /** Writes one line (a newline is added). */
  line(text?: string): void;
  close(): void;
}

/** Where a command's lines go: stdout, or the file `--out` names (its folder made if need be). */
export function linesTo(file: string | undefined): Lines {
  if (file === undefined) {
    return {
      line(text = '') {
        process.stdout.write(`${text}\n`);
        // A pipe is written at once on Linux, so a reader that has gone shows here, before the
        // 'error' event: stop now rather than work out the rest for nobody.
        if (readerGone(process.stdout.errored)) process.exit(0);
      },
      close() {},
    };
  }
  mkdirSync(dirname(resolve(file)), { recursive: true });
  const fd = openSync(file, 'w');
  return {
    line: (text = '') => {
      writeSync(fd, `${text}\n`);
    },
    close: () => closeSync(fd),
  };
}
