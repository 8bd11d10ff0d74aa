// Tests on a path's segments, shared by the layout rules and the redirect rules.

export type Segments = readonly string[];

export const segmentsOf = (pathname: string): Segments =>
  pathname.split('/').filter((part) => part !== '');

/** Exactly this path. */
export const is =
  (...path: string[]) =>
  (s: Segments) =>
    s.length === path.length && path.every((part, i) => s[i] === part);

/** This path or any below it. */
export const under =
  (...prefix: string[]) =>
  (s: Segments) =>
    prefix.every((part, i) => s[i] === part);

export const either =
  (...tests: Array<(s: Segments) => boolean>) =>
  (s: Segments) =>
    tests.some((test) => test(s));
