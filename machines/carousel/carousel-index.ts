/** Slide positions wrap around both ends; with no slides everything is slide 0. */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0 || !Number.isFinite(index)) return 0;
  const whole = Math.trunc(index);
  return ((whole % count) + count) % count;
}

export const nextIndex = (index: number, count: number) => wrapIndex(index + 1, count);

export const previousIndex = (index: number, count: number) => wrapIndex(index - 1, count);
