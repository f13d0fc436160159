/** Formatting of pnpm bench results: a plain table for the terminal and a Markdown snippet for the README. */

export const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
const msf = (v) => (v === undefined || Number.isNaN(v) ? '–' : v >= 100 ? `${v.toFixed(0)} ms` : `${v.toFixed(1)} ms`);
const int = (v) => Math.round(v).toLocaleString('en-US');
const nLabel = (n) => (n >= 1000 && n % 1000 === 0 ? `${n / 1000}k` : String(n));
const secs = (ms) => `${(ms / 1000).toFixed(1)} s`;

function table(headers, rows, align) {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
  const cell = (v, i) => (align?.[i] === 'l' ? String(v).padEnd(widths[i]) : String(v).padStart(widths[i]));
  const line = (r) => r.map(cell).join('  ');
  return [line(headers), widths.map((w) => '─'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

function mdTable(headers, rows, align) {
  const sep = headers.map((_, i) => (align?.[i] === 'l' ? ':---' : '---:'));
  return [headers, sep, ...rows].map((r) => `| ${r.join(' | ')} |`).join('\n');
}

function webRows(web) {
  const js = web.initialJs;
  const rows = [
    [`Initial JS of the home route (${js.files.length} file${js.files.length === 1 ? '' : 's'})`, kB(js.total.raw), kB(js.total.gzip), kB(js.total.brotli)],
    ['CSS (home)', kB(web.css.total.raw), kB(web.css.total.gzip), kB(web.css.total.brotli)],
    ['index.html', kB(web.html.raw), kB(web.html.gzip), kB(web.html.brotli)],
    ['Home page transfer (HTML + CSS + initial JS)', kB(web.homeTransfer.raw), kB(web.homeTransfer.gzip), kB(web.homeTransfer.brotli)],
    [`Lazy chunks (${web.lazyChunks.count} files, all routes)`, kB(web.lazyChunks.total.raw), kB(web.lazyChunks.total.gzip), kB(web.lazyChunks.total.brotli)],
  ];
  return rows;
}

function servedLine(web) {
  const s = web.served;
  if (!s || s.skipped) return `As served by the built API: not measured (${s?.skipped ?? 'n/a'}).`;
  const enc = [...new Set(s.requests.map((r) => `${r.url === '/' ? 'HTML' : r.url.split('.').pop().toUpperCase()} ${r.encoding}`))].join(', ');
  return `As served by the built API to \`Accept-Encoding: ${s.acceptEncoding}\` (${enc}): ${kB(s.bodyBytes)} of bodies + ${kB(s.headerBytes)} of headers in ${s.requests.length} requests.`;
}

function lazyList(web, top = 5) {
  return web.lazyChunks.largest
    .slice(0, top)
    .map((c) => `${c.file.replace(/^assets\//, '')} ${kB(c.raw)} (${kB(c.gzip)} gzip)`)
    .join(', ');
}

function latencyRows(nearby) {
  const rows = [];
  for (const run of nearby.runs) {
    for (const q of run.queries) {
      rows.push([
        nLabel(run.n),
        q.label,
        String(q.results),
        kB(q.jsonBytes),
        kB(q.latency.wireBytes) + ` ${q.latency.encoding}`,
        msf(q.repoP50Ms),
        msf(q.latency.p50Ms),
        msf(q.latency.p95Ms),
        msf(q.latency.p99Ms),
      ]);
    }
  }
  return rows;
}
const LATENCY_HEADERS = ['N', 'query', 'results', 'JSON', 'on the wire', 'store p50', 'HTTP p50', 'p95', 'p99'];
const LATENCY_ALIGN = ['r', 'l'];

function rpsRows(nearby) {
  const headers = ['at concurrency ' + nearby.concurrency, ...nearby.runs.map((r) => `N=${nLabel(r.n)} req/s`), ...nearby.runs.map((r) => `N=${nLabel(r.n)} p99`)];
  const rows = [
    [`GET ${nearby.runs[0]?.throughput.nearby.label ?? 'nearby'}`, ...nearby.runs.map((r) => int(r.throughput.nearby.rps)), ...nearby.runs.map((r) => msf(r.throughput.nearby.p99Ms))],
    ['GET /api/health', ...nearby.runs.map((r) => int(r.throughput.health.rps)), ...nearby.runs.map((r) => msf(r.throughput.health.p99Ms))],
    ['nearby ÷ health', ...nearby.runs.map((r) => `${((100 * r.throughput.nearby.rps) / r.throughput.health.rps).toFixed(0)} %`), ...nearby.runs.map(() => '')],
  ];
  return { headers, rows };
}

function baselineLine(baseline) {
  if (!baseline) return '';
  return `Calibration: a bare node:http server answering the same small JSON reaches ${int(baseline.rps)} req/s (p99 ${msf(baseline.p99Ms)}) with the same load generator on this machine.`;
}

function loadLine(nearby) {
  return nearby.runs
    .map(
      (r) =>
        `N=${nLabel(r.n)}: ${secs(r.loadMs)} to create through the repository, first index build ${msf(r.indexMs)}, ` +
        `index rebuild on the first nearby after a write ${msf(r.rebuildMs?.p50)} (max ${msf(r.rebuildMs?.max)}), server RSS ${r.serverRssMb.toFixed(0)} MB`,
    )
    .join('; ');
}

const CATEGORY_LABELS = { performance: 'Performance', accessibility: 'Accessibility', 'best-practices': 'Best practices', seo: 'SEO' };
const score = (v) => (v === null || v === undefined ? '–' : String(Math.round(v)));
const lhSecs = (ms) => (ms === null || ms === undefined ? '–' : `${(ms / 1000).toFixed(1)} s`);
const lhMs = (ms) => (ms === null || ms === undefined ? '–' : `${Math.round(ms).toLocaleString('en-US')} ms`);
const lhCls = (v) => (v === null || v === undefined ? '–' : v.toFixed(3));
const LH_HEADERS = ['Page', ...Object.values(CATEGORY_LABELS), 'FCP', 'LCP', 'TBT', 'CLS', 'Speed Index'];
const LH_ALIGN = ['l'];
const LH_TOP = 5;
const THROTTLING = { simulate: 'simulated', devtools: 'DevTools-applied', provided: 'no' };

function lighthouseRows(lh) {
  return lh.pages.map((p) => {
    const { scores, metrics } = p.median;
    return [
      `${p.label} (\`${p.path}\`)`,
      ...Object.keys(CATEGORY_LABELS).map((c) => score(scores[c])),
      lhSecs(metrics.fcpMs),
      lhSecs(metrics.lcpMs),
      lhMs(metrics.tbtMs),
      lhCls(metrics.cls),
      lhSecs(metrics.speedIndexMs),
    ];
  });
}

function lighthouseSetup(lh) {
  const t = lh.settings?.throttling;
  const net = t ? `${(t.throughputKbps / 1000).toFixed(1)} Mbit/s down, ${t.rttMs} ms RTT, ${t.cpuSlowdownMultiplier}× CPU slowdown` : 'default throttling';
  const screen = lh.settings?.screenEmulation;
  const scr = screen ? `${screen.width}×${screen.height} @${screen.deviceScaleFactor}x` : 'mobile screen';
  return (
    `Lighthouse ${lh.lighthouseVersion}, ${lh.preset}: ${scr} screen, ${THROTTLING[lh.settings?.throttlingMethod] ?? lh.settings?.throttlingMethod} throttling (${net}), ` +
    `in ${lh.chromium} (headless, no network beyond 127.0.0.1), against the built API serving apps/web/dist on the memory store with the seed data. ` +
    `Median of ${lh.runsPerPage} run${lh.runsPerPage === 1 ? '' : 's'} per page, each figure on its own; Lighthouse's CPU benchmark index of this machine: ${lh.pages.map((p) => Math.round(p.benchmarkIndex ?? 0)).join(' / ')}.`
  );
}

function auditLine(a) {
  const extra = [a.displayValue, ...(a.items ?? [])].filter(Boolean).join('; ');
  return `\`${a.id}\` ${a.title} — score ${a.score}${extra ? ` (${extra})` : ''}`;
}

export function machineLine(m) {
  const psi =
    typeof m.cpuPressureAvg60AtStart === 'number'
      ? ` (CPU pressure from other work, Linux PSI avg60: ${m.cpuPressureAvg60AtStart.toFixed(0)} % at start, ${m.cpuPressureAvg60AtEnd?.toFixed(0) ?? '?'} % at end)`
      : '';
  return `${m.cpu} × ${m.cores} cores, ${m.memGb.toFixed(1)} GB RAM, ${m.os}, Node ${m.node}, pnpm ${m.pnpm}${psi}`;
}

export function renderText(results) {
  const out = [];
  out.push(`Machine: ${machineLine(results.machine)}`);
  out.push(`Commit:  ${results.commit}`);
  if (results.web) {
    const w = results.web;
    out.push('', `WEB (${w.dist}, measured ${w.measuredAt})`);
    out.push(table(['figure', 'raw', 'gzip -9', 'brotli q11'], webRows(w), ['l']));
    out.push(servedLine(w).replace(/`/g, ''));
    if (w.initialJs.notPreloaded.length) out.push(`Statically imported but not preloaded: ${w.initialJs.notPreloaded.join(', ')}`);
    out.push(`Largest lazy chunks: ${lazyList(w, 8)}`);
  }
  if (results.lighthouse) {
    const lh = results.lighthouse;
    out.push('', `LIGHTHOUSE (mobile, median of ${lh.runsPerPage}, measured ${lh.measuredAt})`);
    out.push(table(LH_HEADERS, lighthouseRows(lh).map((r) => r.map((v) => String(v).replace(/`/g, ''))), LH_ALIGN));
    for (const p of lh.pages) {
      out.push('', `Top failing audits on ${p.path} (run ${p.medianRun}, the median one; ${p.failingCount} below 0.9${p.report ? `; report: ${p.report}` : ''}):`);
      if (p.failingAudits.length === 0) out.push('  none');
      for (const a of p.failingAudits.slice(0, LH_TOP)) out.push(`  ${auditLine(a).replace(/`/g, '')}`);
      for (const w of p.runWarnings ?? []) out.push(`  warning: ${w}`);
    }
  }
  if (results.nearby) {
    const n = results.nearby;
    out.push('', `NEARBY (memory store, synthetic businesses around Havana, measured ${n.measuredAt})`);
    out.push(`Latency at concurrency 1, ${n.latencyRequests} requests each after a warm-up, keep-alive, Accept-Encoding: ${n.requestHeaders['accept-encoding']}`);
    out.push(table(LATENCY_HEADERS, latencyRows(n), LATENCY_ALIGN));
    out.push('', `Throughput: ${n.throughputSeconds} s each after 1 s of warm-up, same server`);
    const rps = rpsRows(n);
    out.push(table(rps.headers, rps.rows, ['l']));
    if (results.baseline) out.push(baselineLine(results.baseline));
    out.push('', `Load: ${loadLine(n)}`);
  }
  return out.join('\n');
}

export function renderMarkdown(results) {
  const out = ['## Benchmark figures', ''];
  out.push(
    `Measured by \`pnpm bench\` on ${results.date.slice(0, 10)} (commit ${results.commit}) on ${machineLine(results.machine)}. ` +
      'Raw data: `artifacts/bench/results.json`. On this shared 2-core VM the same figure moved by up to ±35 % between runs; compare runs on one machine, not across machines.',
  );
  if (results.web) {
    const w = results.web;
    out.push('', '### Home page size', '');
    out.push(mdTable(['Figure', 'Raw', 'gzip -9', 'brotli q11'], webRows(w), ['l']));
    out.push('', servedLine(w));
    out.push('', `Largest lazy chunks: ${lazyList(w)}.`);
  }
  if (results.lighthouse) {
    const lh = results.lighthouse;
    out.push('', '### Lighthouse (mobile)', '');
    out.push(lighthouseSetup(lh));
    out.push('', mdTable(LH_HEADERS, lighthouseRows(lh), LH_ALIGN));
    for (const p of lh.pages) {
      const shown = p.failingAudits.slice(0, LH_TOP);
      out.push(
        '',
        `Top failing audits on \`${p.path}\` (median run; ${p.failingCount} audit${p.failingCount === 1 ? '' : 's'} below 0.9${p.failingCount > shown.length ? `, ${shown.length} shown` : ''}):` +
          (shown.length === 0 ? ' none.' : ''),
      );
      if (shown.length) out.push('', ...shown.map((a) => `- ${auditLine(a)}`));
    }
  }
  if (results.nearby) {
    const n = results.nearby;
    out.push('', '### Nearby search', '');
    out.push(
      `\`GET /api/business/nearby?lat=${n.center.lat}&lon=${n.center.lon}&max_distance=…\` against the real app on the memory store, ` +
        `filled with N synthetic businesses spread uniformly over lat 23.0–23.2, lng -82.5 – -82.2 (one of the six home categories each); ` +
        `answers are capped at the ${n.nearbyLimit ?? 500} nearest. Latency: ${n.latencyRequests} sequential keep-alive requests after a warm-up, ` +
        `\`Accept-Encoding: ${n.requestHeaders['accept-encoding']}\`; “store p50” is the repository call alone (no HTTP, mapping or JSON).`,
    );
    out.push('', mdTable(LATENCY_HEADERS, latencyRows(n), LATENCY_ALIGN));
    const rps = rpsRows(n);
    out.push('', `Requests per second at concurrency ${n.concurrency} (${n.throughputSeconds} s each, same server, load generator in another process on the same machine):`, '');
    out.push(mdTable(rps.headers, rps.rows, ['l']));
    if (results.baseline) out.push('', baselineLine(results.baseline));
    out.push('', `Load: ${loadLine(n)}.`);
  }
  return `${out.join('\n')}\n`;
}
