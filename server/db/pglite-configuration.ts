/**
 * PGlite's buffers live in its process's own memory, and PostgreSQL's default of 128 MB of
 * them is all resident from the start (a process with PGlite alone open took 307 MB, 181 MB
 * with 16 MB). The default catalogue's database is about 40 MB and the operating system
 * caches its files beneath, and the catalogue's hot reads are answered from memory in the
 * server (answer-cache.ts); a bigger catalogue on PGlite can raise it here.
 */
export const PGLITE_CONFIGURATION = 'shared_buffers = 16MB';
