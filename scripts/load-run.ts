// One autocannon run against a running server, as both benchmarks measure it: every request's
// path from `path()`, each response time kept (for exact percentiles: autocannon's summary has
// p90 and p97.5), bytes per answer, and the X-Cache header counted.
import autocannon from "autocannon";

export type LoadRun = {
  result: autocannon.Result;
  /** Response times in ms, sorted. */
  samples: number[];
  /** Bytes received per answer, headers included. */
  bytesPerAnswer: number;
  cache: { HIT: number; MISS: number };
};

export function percentile(sorted: number[], p: number) {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN;
}

export async function loadRun(options: {
  base: string;
  connections: number;
  duration: number;
  path: () => string;
  headers?: Record<string, string>;
}): Promise<LoadRun> {
  const samples: number[] = [];
  const cache = { HIT: 0, MISS: 0 };
  let bytes = 0;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: options.base,
        connections: options.connections,
        duration: options.duration,
        requests: [
          {
            method: "GET",
            ...(options.headers ? { headers: options.headers } : {}),
            setupRequest: (req) => ({ ...req, path: options.path() }),
            // autocannon 9 passes the answer's headers (raw names); its bundled types lack this hook.
            onResponse: (_status: number, _body: string, _context: unknown, headers: Record<string, string>) => {
              const name = Object.keys(headers ?? {}).find((h) => h.toLowerCase() === "x-cache");
              const value = name ? headers[name] : undefined;
              if (value === "HIT" || value === "MISS") cache[value]++;
            },
          } as autocannon.Request,
        ],
      } as autocannon.Options,
      (error, res) => (error ? reject(error) : resolve(res)),
    );
    instance.on("response", (_client, _status, resBytes, responseTime) => {
      samples.push(responseTime);
      bytes += resBytes;
    });
  });
  samples.sort((a, b) => a - b);
  return { result, samples, bytesPerAnswer: samples.length ? Math.round(bytes / samples.length) : 0, cache };
}
