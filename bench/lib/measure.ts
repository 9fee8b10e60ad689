import autocannon from 'autocannon';

export interface Measurement {
  name: string;
  p50: number;
  p95: number;
  p99: number;
  requestsPerSecond: number;
  errors: number;
  non2xx: number;
}

export interface MeasureOptions {
  name: string;
  url: string;
  /** Several paths are rotated through, so one cached answer does not flatter the figures. */
  paths: string[];
  connections?: number;
  durationSeconds?: number;
}

/** Loads one endpoint from this machine (loopback only) for a bounded time and reads its latencies. */
export async function measure(options: MeasureOptions): Promise<Measurement> {
  const { name, url, paths, connections = 20, durationSeconds = 10 } = options;
  let next = 0;
  const result = await autocannon({
    url,
    connections,
    duration: durationSeconds,
    requests: [
      {
        setupRequest: (request) => {
          const path = paths[next++ % paths.length]!;
          return { ...request, path };
        },
      },
    ],
  });
  return {
    name,
    p50: result.latency.p50,
    p95: percentile(result, 95),
    p99: result.latency.p99,
    requestsPerSecond: result.requests.average,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

/** autocannon reports p90 and p97.5 but not p95; interpolate between them. */
function percentile(result: autocannon.Result, p: 95): number {
  const { p90, p97_5 } = result.latency;
  return p90 + ((p97_5 - p90) * (p - 90)) / 7.5;
}

export function printMeasurements(title: string, rows: Measurement[]): void {
  console.log(`\n${title} — ${new Date().toISOString()}`);
  console.table(
    rows.map((row) => ({
      scenario: row.name,
      'p50 ms': row.p50,
      'p95 ms': Number(row.p95.toFixed(1)),
      'p99 ms': row.p99,
      'req/s': Math.round(row.requestsPerSecond),
      errors: row.errors,
      'non-2xx': row.non2xx,
    })),
  );
}
