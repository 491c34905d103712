import fs from 'node:fs';
import autocannon from 'autocannon';

/**
 * Driving one scenario of the load benchmark (bench/load.ts): autocannon for the run's
 * duration, every response's latency kept for the percentiles, and the server's peak
 * resident memory sampled meanwhile.
 */

export interface Scenario {
  name: string;
  throughput: number;
  requests: number;
  p50: number;
  p95: number;
  p99: number;
  non2xx: number;
  errors: number;
  /**
   * The server's peak resident set size while the scenario ran, in MB: of its largest
   * process when it runs several (WEB_CONCURRENCY: the workers are its children).
   */
  peakRssMb: number;
}

/** A process and its children (Linux /proc): a cluster's primary and its workers. */
function processAndChildren(pid: number): number[] {
  try {
    const children = fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8');
    return [pid, ...children.split(' ').filter(Boolean).map(Number)];
  } catch {
    return [pid];
  }
}

/**
 * Samples the resident memory of a process and its children (Linux /proc) every 100 ms
 * until stopped; answers the largest one process reached, in MB.
 */
function watchRss(pid: number | undefined): () => number {
  let peakKb = 0;
  const sample = () => {
    if (pid === undefined) return;
    for (const one of processAndChildren(pid)) {
      try {
        const match = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${one}/status`, 'utf8'));
        if (match) peakKb = Math.max(peakKb, Number(match[1]));
      } catch {
        // not Linux, or the process is gone: no figure
      }
    }
  };
  sample();
  const timer = setInterval(sample, 100);
  return () => {
    clearInterval(timer);
    sample();
    return peakKb / 1024;
  };
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)]!;
}

/** How every scenario of a run is driven, and the server process it measures. */
export interface LoadSettings {
  connections: number;
  /** Seconds per scenario. */
  duration: number;
  serverPid: number | undefined;
}

/** Runs autocannon and measures every response's latency itself (autocannon reports no p95). */
export async function measure(
  name: string,
  options: Omit<autocannon.Options, 'url'> & { url: string },
  { connections, duration, serverPid }: LoadSettings,
): Promise<Scenario> {
  const latencies: number[] = [];
  // Without a callback autocannon answers its instance, an event emitter that is also a
  // promise of the result (its typings name only the promise).
  const peakRss = watchRss(serverPid);
  const started = performance.now();
  let lastResponseAt = started;
  const instance = autocannon({ connections, duration, ...options }) as Promise<autocannon.Result> &
    autocannon.Instance;
  instance.on(
    'response',
    (_client: unknown, _status: number, _bytes: number, responseTime: number) => {
      latencies.push(responseTime);
      lastResponseAt = performance.now();
    },
  );
  const result = await instance;
  latencies.sort((a, b) => a - b);
  // From the start to the last response: autocannon notices a run that ran out of
  // requests (maxOverallRequests) only at its next one-second tick, and its duration then
  // counts the idle rest of that second (4 000 bookings in 6.3 s were reported as 7.0 s).
  const seconds = (lastResponseAt - started) / 1000 || result.duration || duration;
  return {
    name,
    throughput: result.requests.total / seconds,
    requests: result.requests.total,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    peakRssMb: peakRss(),
  };
}

/**
 * A scenario that asks `paths` in turn (each request the next one), with `headers`; each
 * request may add its own headers (`perRequest`, given the request's number).
 */
export function inTurn(
  baseUrl: string,
  method: 'GET' | 'POST',
  paths: string[],
  headers: Record<string, string>,
  body?: { bodies: string[]; perRequest: (n: number) => Record<string, string> },
): Omit<autocannon.Options, 'url'> & { url: string } {
  let next = 0;
  return {
    url: baseUrl,
    requests: [
      {
        method,
        headers,
        setupRequest: (request) => {
          const n = next++;
          return {
            ...request,
            path: paths[n % paths.length]!,
            ...(body
              ? {
                  headers: { ...request.headers, ...body.perRequest(n) },
                  body: body.bodies[n % body.bodies.length]!,
                }
              : {}),
          };
        },
      },
    ],
  };
}
