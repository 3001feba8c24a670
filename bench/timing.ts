/** Timing helpers for the benchmarks: they print figures and never pass or fail on time. */

export interface Timing {
  median: number;
  p90: number;
  runs: number;
}

export function summarise(samples: number[]): Timing {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return { median: at(0.5), p90: at(0.9), runs: sorted.length };
}

export function timeIt(fn: () => unknown, runs: number, warmup = Math.ceil(runs / 10)): Timing {
  for (let i = 0; i < warmup; i++) fn();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    fn();
    samples.push(performance.now() - start);
  }
  return summarise(samples);
}

export async function timeItAsync(fn: () => Promise<unknown>, runs: number, warmup = 3): Promise<Timing> {
  for (let i = 0; i < warmup; i++) await fn();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await fn();
    samples.push(performance.now() - start);
  }
  return summarise(samples);
}

/**
 * Times two async functions in alternation, run after run, so machine noise (other processes, the
 * collector) falls on both alike: the fair way to read one as a multiple of the other.
 */
export async function timePairAsync(a: () => Promise<unknown>, b: () => Promise<unknown>, runs: number, warmup = 3): Promise<[Timing, Timing]> {
  for (let i = 0; i < warmup; i++) {
    await a();
    await b();
  }
  const samplesA: number[] = [];
  const samplesB: number[] = [];
  for (let i = 0; i < runs; i++) {
    let start = performance.now();
    await a();
    samplesA.push(performance.now() - start);
    start = performance.now();
    await b();
    samplesB.push(performance.now() - start);
  }
  return [summarise(samplesA), summarise(samplesB)];
}

export function printTable(title: string, rows: Array<{ name: string } & Timing & Record<string, unknown>>) {
  console.log(`\n${title}`);
  console.table(
    Object.fromEntries(
      rows.map(({ name, median, p90, runs, ...rest }) => [name, { "median ms": median.toFixed(3), "p90 ms": p90.toFixed(3), runs, ...rest }]),
    ),
  );
}
