/** Median wall time of `fn` over `runs` runs after `warmup` runs, in milliseconds. */
export function medianMs(fn: () => unknown, runs = 25, warmup = 5): number {
  for (let i = 0; i < warmup; i++) fn();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    fn();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)]!;
}

export const round = (x: number, digits = 4) => Number(x.toPrecision(digits));
