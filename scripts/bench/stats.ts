/** Timing helpers: latencies, percentiles, and N workers draining one queue of operations. */

export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

export function describe(samples: number[]): string {
  const sorted = [...samples].sort((a, b) => a - b);
  const mean = samples.reduce((sum, value) => sum + value, 0) / samples.length;
  return `mean ${mean.toFixed(1)} ms, p50 ${percentile(sorted, 50).toFixed(1)} ms, p95 ${percentile(sorted, 95).toFixed(1)} ms`;
}

export async function timed(work: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await work();
  return performance.now() - start;
}

export interface Throughput {
  ops: number;
  perSecond: number;
  p50: number;
  p99: number;
}

/**
 * Runs `total` operations with `workers` callers at once; caller w runs its operations one after another
 * (`operation(w, i)`, i counting every operation). Answers operations per second and per-operation latency.
 */
export async function drive(
  workers: number,
  total: number,
  operation: (worker: number, index: number) => Promise<unknown>,
): Promise<Throughput> {
  let next = 0;
  const latencies: number[] = [];
  const start = performance.now();
  await Promise.all(
    Array.from({ length: workers }, async (_, worker) => {
      for (let index = next++; index < total; index = next++) {
        const began = performance.now();
        await operation(worker, index);
        latencies.push(performance.now() - began);
      }
    }),
  );
  const elapsed = performance.now() - start;
  latencies.sort((a, b) => a - b);
  return {
    ops: total,
    perSecond: (total / elapsed) * 1000,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
  };
}

export function formatThroughput(t: Throughput, unit: string): string {
  return `${t.perSecond.toFixed(0).padStart(5)} ${unit}/s  p50 ${t.p50.toFixed(1).padStart(5)} ms  p99 ${t.p99.toFixed(1).padStart(6)} ms`;
}
