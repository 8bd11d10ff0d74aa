#!/usr/bin/env node
// Translations gate: every message of the app is extracted, committed and translated.
// Runs `lingui extract --clean` in a temporary copy of the project (the committed catalogs
// stay untouched), then fails when
//   - extraction adds or drops a message compared with the committed catalogs
//     (someone forgot `npm run i18n:extract`), or changes a committed translation, or
//   - any catalog (th and en) has a message whose msgstr is empty, or
//   - a plural counts with `#`, which Lingui formats through Intl.NumberFormat (its first use
//     loads ICU's number data inside a render): the count goes in as a placeholder, written by
//     formatCount (src/format/number.ts), or
//   - one message (msgid and context) is translated one way in a catalog and another way in
//     another catalog of the same language: the first-screen server loads every catalog into
//     one (src/first-screen/render-first-screen.tsx), so it would draw the last one loaded while
//     the browser draws its page's (React's hydration error #418). Give one a context.
// Offending msgids are printed. Origins (file references) are ignored on purpose.
import { spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const REQUIRED_LOCALES = ['th', 'en'];
const COPY = ['lingui.config.ts', 'lingui.config.js', 'package.json', 'tsconfig.json', 'src'];
const SKIP_DIRS = new Set(['node_modules', '.git', 'dist', 'data']);

/** PO entries that are live (not obsolete `#~`), keyed by msgctxt + msgid. */
function parsePo(text) {
  const entries = new Map();
  let entry = {};
  let field = null;
  const flush = () => {
    if (entry.msgid !== undefined && entry.msgid !== '') {
      const key = `${entry.msgctxt ?? ''}\u0004${entry.msgid}`;
      entries.set(key, { msgid: entry.msgid, msgctxt: entry.msgctxt, msgstr: entry.msgstr ?? [] });
    }
    entry = {};
    field = null;
  };
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (line === '') {
      flush();
      continue;
    }
    if (line.startsWith('#')) {
      if (field !== null) flush(); // a comment opens the next entry
      continue;
    }
    const m = /^(msgctxt|msgid_plural|msgid|msgstr(?:\[\d+\])?)\s+(".*")$/.exec(line);
    if (m) {
      const [, name, quoted] = m;
      if (name === 'msgid' && entry.msgid !== undefined) flush();
      field = name.startsWith('msgstr') ? 'msgstr' : name;
      const value = unquote(quoted);
      if (field === 'msgstr') entry.msgstr = [...(entry.msgstr ?? []), value];
      else entry[field] = value;
    } else if (line.startsWith('"') && field !== null) {
      const value = unquote(line);
      if (field === 'msgstr') entry.msgstr[entry.msgstr.length - 1] += value;
      else entry[field] += value;
    }
  }
  flush();
  return entries;
}

function unquote(quoted) {
  return JSON.parse(quoted.replace(/\\(?!["\\/bfnrtu])/g, '\\\\'));
}

function findPoFiles(dir, base = dir) {
  const found = [];
  for (const dirent of readdirSync(dir, { withFileTypes: true })) {
    if (dirent.isDirectory()) {
      if (!SKIP_DIRS.has(dirent.name)) found.push(...findPoFiles(join(dir, dirent.name), base));
    } else if (dirent.name.endsWith('.po')) {
      found.push(relative(base, join(dir, dirent.name)));
    }
  }
  return found.sort();
}

function localeOf(poPath) {
  return /(?:^|\/)([a-z]{2}(?:[-_][A-Za-z]+)?)(?:\/[^/]+)?\.po$/.exec(poPath)?.[1];
}

/** Whether an ICU message has a plural (or ordinal) whose forms count with `#`. */
const countsWithHash = (text) =>
  /\{\s*\w+\s*,\s*(plural|selectordinal)\s*,/.test(text) && text.includes('#');

function show(entry) {
  const ctx = entry.msgctxt ? ` (context: ${JSON.stringify(entry.msgctxt)})` : '';
  return `    ${JSON.stringify(entry.msgid)}${ctx}`;
}

function extractIntoCopy() {
  const copy = mkdtempSync(join(tmpdir(), 'i18n-check-'));
  for (const name of COPY) {
    if (existsSync(join(root, name)))
      cpSync(join(root, name), join(copy, name), { recursive: true });
  }
  symlinkSync(join(root, 'node_modules'), join(copy, 'node_modules'), 'dir');
  const lingui = join(root, 'node_modules', '.bin', 'lingui');
  const run = spawnSync(lingui, ['extract', '--clean'], { cwd: copy, stdio: 'inherit' });
  if (run.status !== 0) {
    rmSync(copy, { recursive: true, force: true });
    console.error(`lingui extract failed (exit ${run.status ?? run.signal})`);
    process.exit(1);
  }
  return copy;
}

function main() {
  const copy = extractIntoCopy();
  const problems = [];
  try {
    const committed = findPoFiles(root);
    const extracted = findPoFiles(copy);
    for (const locale of REQUIRED_LOCALES) {
      if (!extracted.some((p) => localeOf(p) === locale)) {
        problems.push(`no catalog for locale "${locale}" after extraction`);
      }
    }
    /** By locale, each message's translation and the catalog that gave it first. */
    const translations = new Map();
    for (const poPath of extracted) {
      const fresh = parsePo(readFileSync(join(copy, poPath), 'utf8'));
      const seen = translations.get(localeOf(poPath)) ?? new Map();
      translations.set(localeOf(poPath), seen);
      for (const [key, entry] of fresh) {
        const msgstr = entry.msgstr.join('\0');
        const first = seen.get(key);
        if (!first) seen.set(key, { msgstr, poPath });
        else if (first.msgstr !== msgstr)
          problems.push(
            `${poPath}: translates ${show(entry).trim()} unlike ${first.poPath} (give one a context)`,
          );
      }
      if (!committed.includes(poPath)) {
        problems.push(`${poPath}: catalog is not committed (run npm run i18n:extract)`);
        continue;
      }
      const old = parsePo(readFileSync(join(root, poPath), 'utf8'));
      const added = [...fresh.keys()].filter((k) => !old.has(k)).map((k) => fresh.get(k));
      const dropped = [...old.keys()].filter((k) => !fresh.has(k)).map((k) => old.get(k));
      const changed = [...fresh.keys()]
        .filter(
          (k) => old.has(k) && fresh.get(k).msgstr.join('\0') !== old.get(k).msgstr.join('\0'),
        )
        .map((k) => fresh.get(k));
      const empty = [...fresh.values()].filter(
        (e) => e.msgstr.length === 0 || e.msgstr.some((s) => s.trim() === ''),
      );
      const report = (what, list) => {
        if (list.length)
          problems.push(`${poPath}: ${list.length} ${what}:\n${list.map(show).join('\n')}`);
      };
      report('new message(s) not in the committed catalog (run npm run i18n:extract)', added);
      report(
        'message(s) in the committed catalog no longer in the code (run npm run i18n:extract)',
        dropped,
      );
      report('message(s) whose translation extraction changes', changed);
      report('untranslated message(s) (empty msgstr)', empty);
      report(
        'plural(s) counting with # (write the count as a placeholder with formatCount)',
        [...fresh.values()].filter((e) => [e.msgid, ...e.msgstr].some(countsWithHash)),
      );
      console.log(`${poPath}: ${fresh.size} messages`);
    }
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
  if (problems.length) {
    console.error(`\nTranslations incomplete:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    process.exit(1);
  }
  console.log('Translations complete: catalogs up to date, every message translated.');
}

main();
