/**
 * A tiny keep-alive HTTP load generator (node:http only) for pnpm bench. It only ever talks to
 * 127.0.0.1 and every loop is bounded by a request count or a deadline.
 */
import http from 'node:http';

/** What a phone's browser sends: the API answers compressed (compression middleware). */
export const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br', accept: 'application/json' };
const REQUEST_TIMEOUT_MS = 30_000;

/** One GET; resolves with status, wire bytes of the body, encoding and milliseconds to the last byte. */
export function get(agent, port, path, headers = BROWSER_HEADERS) {
  return new Promise((resolve, reject) => {
    const t0 = process.hrtime.bigint();
    const req = http.request({ host: '127.0.0.1', port, path, method: 'GET', agent, headers }, (res) => {
      let bytes = 0;
      res.on('data', (chunk) => {
        bytes += chunk.length;
      });
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          bytes,
          encoding: res.headers['content-encoding'] ?? 'identity',
          ms: Number(process.hrtime.bigint() - t0) / 1e6,
        }),
      );
      res.on('error', reject);
    });
    req.setTimeout(REQUEST_TIMEOUT_MS, () => req.destroy(new Error(`timeout after ${REQUEST_TIMEOUT_MS} ms: ${path}`)));
    req.on('error', reject);
    req.end();
  });
}

export function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i];
}

function summary(times) {
  const sorted = [...times].sort((a, b) => a - b);
  const mean = sorted.reduce((s, t) => s + t, 0) / (sorted.length || 1);
  return {
    p50Ms: percentile(sorted, 50),
    p95Ms: percentile(sorted, 95),
    p99Ms: percentile(sorted, 99),
    meanMs: mean,
    maxMs: sorted.at(-1) ?? NaN,
  };
}

function check(r, path) {
  if (r.status < 200 || r.status >= 300) throw new Error(`GET ${path} answered ${r.status}`);
}

/** Latency at concurrency 1: `warmup` unmeasured requests, then `count` measured ones, one after another. */
export async function latency(port, path, { count = 300, warmup = 30 } = {}) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  try {
    let last;
    for (let i = 0; i < warmup; i++) check((last = await get(agent, port, path)), path);
    const times = [];
    for (let i = 0; i < count; i++) {
      last = await get(agent, port, path);
      check(last, path);
      times.push(last.ms);
    }
    return { path, concurrency: 1, requests: count, ...summary(times), wireBytes: last?.bytes ?? 0, encoding: last?.encoding };
  } finally {
    agent.destroy();
  }
}

/**
 * Throughput at `concurrency` in-flight requests for `seconds` (after `warmupSeconds` unmeasured):
 * requests per second and latency under load.
 */
export async function throughput(port, path, { concurrency = 16, seconds = 5, warmupSeconds = 1 } = {}) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  try {
    const run = async (ms, record) => {
      const deadline = performance.now() + ms;
      let done = 0;
      let errors = 0;
      const worker = async () => {
        while (performance.now() < deadline) {
          try {
            const r = await get(agent, port, path);
            if (r.status < 200 || r.status >= 300) errors += 1;
            else {
              done += 1;
              record?.(r.ms);
            }
          } catch {
            errors += 1;
            if (errors > 100) throw new Error(`too many failed requests on ${path}`);
          }
        }
      };
      const t0 = performance.now();
      await Promise.all(Array.from({ length: concurrency }, worker));
      return { done, errors, elapsedMs: performance.now() - t0 };
    };
    await run(warmupSeconds * 1000);
    const times = [];
    const { done, errors, elapsedMs } = await run(seconds * 1000, (ms) => times.push(ms));
    if (errors > 0) throw new Error(`${errors} failed requests on ${path} at concurrency ${concurrency}`);
    return { path, concurrency, seconds: elapsedMs / 1000, requests: done, rps: done / (elapsedMs / 1000), ...summary(times) };
  } finally {
    agent.destroy();
  }
}
