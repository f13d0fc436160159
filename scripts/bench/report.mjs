/**
 * pnpm bench's one table (issue 11): every budget as goal, figure, ratio and result, from whatever
 * parts results.json holds; plus the details behind each figure. Rendered as plain text for the
 * terminal and as Markdown for docs/PERFORMANCE.md's table.
 */

import { pagesGoalRows } from './pages.mjs';

const KiB = 1024;
const kb = (bytes) => (bytes % KiB === 0 ? `${bytes / KiB} KB` : `${(bytes / KiB).toFixed(1)} KB`);
const ms = (v) => (v === null || v === undefined || Number.isNaN(v) ? '–' : `${Math.round(v).toLocaleString('en-US')} ms`);
const secs = (v) => (v === null || v === undefined ? '–' : `${(v / 1000).toFixed(2)} s`);
const int = (v) => Math.round(v).toLocaleString('en-US');
const nLabel = (n) => (n >= 1000 && n % 1000 === 0 ? `${n / 1000}k` : String(n));
const pct = (v) => `${Math.round(v * 100)} %`;

/**
 * A goal row. `lowerIsBetter`: figure ≤ goal passes and ratio = figure ÷ goal; otherwise figure ≥
 * goal passes and ratio = figure ÷ goal. goal null: reported only.
 */
function row(part, label, figure, goal, { lowerIsBetter = true, format = String, goalText } = {}) {
  if (figure === null || figure === undefined || Number.isNaN(figure)) {
    return { part, label, goal: goalText ?? (goal === null ? '—' : `${lowerIsBetter ? '≤' : '≥'} ${format(goal)}`), figure: 'not measured', ratio: '', result: goal === null ? '—' : 'n/a' };
  }
  if (goal === null) return { part, label, goal: '—', figure: format(figure), ratio: '', result: 'report' };
  const pass = lowerIsBetter ? figure <= goal : figure >= goal;
  const ratio = goal === 0 ? '' : pct(figure / goal);
  return { part, label, goal: goalText ?? `${lowerIsBetter ? '≤' : '≥'} ${format(goal)}`, figure: format(figure), ratio, result: pass ? 'pass' : 'FAIL' };
}

/**
 * Lighthouse goals per profile (issue 19, on the calibrated CPU): [key, label, goal (null: report
 * only), lower is better]. `cls` = 0 means 0.000 as Lighthouse shows it.
 */
export const LH_GOALS = {
  mobile: [
    ['performance', 'Performance', 97, false],
    ['accessibility', 'Accessibility', 100, false],
    ['best-practices', 'Best practices', 95, false],
    ['tbtMs', 'TBT', 150, true],
    ['lcpMs', 'LCP', 1800, true],
    ['cls', 'CLS', 0, true],
  ],
  '3g': [
    ['performance', 'Performance', 92, false],
    ['accessibility', 'Accessibility', 100, false],
    ['best-practices', 'Best practices', 95, false],
    ['tbtMs', 'TBT', null, true],
    ['lcpMs', 'LCP', 2800, true],
    ['cls', 'CLS', 0, true],
  ],
};
/** Pages whose JavaScript before interactive has a goal (issue 19), in bytes on the wire. */
export const SCRIPT_GOAL_PAGES = ['home', 'tops', 'business'];
export const SCRIPT_GOAL_BYTES = 120 * KiB;

const pagePath = (p) => `\`${p.path.replace(/\/business\/[a-f0-9]{24}/, '/business/:id')}\`${p.key === 'map' ? ' (logged in)' : ''}`;

/** Every row of the goal table, in order: size, web, Lighthouse, API. */
export function goalRows(results) {
  const rows = [];
  const size = results.size;
  if (size) {
    for (const r of size.routes.filter((x) => x.budgetKb)) {
      rows.push(row('Size', `Initial JS of \`${r.route}\` (gzip)`, r.kb === null ? null : r.kb * KiB, r.budgetKb * KiB, { format: kb }));
    }
    const leaks = size.routes.flatMap((r) => r.leaks.map((l) => `${r.route}: ${l}`));
    rows.push({
      part: 'Size',
      label: 'Map, admin and profile code only on their routes',
      goal: 'none in `/`, `/tops`, `/business/:id`',
      figure: leaks.length ? leaks.join(', ') : 'none',
      ratio: '',
      result: leaks.length ? 'FAIL' : 'pass',
    });
  }
  const web = results.web;
  if (web) {
    rows.push(row('Web', 'Home, first visit: everything transferred (photos above the fold, service worker precache)', web.first?.total, 400 * KiB, { format: kb }));
    rows.push(row('Web', 'Home, repeat visit: transferred apart from API JSON', web.repeat?.withoutApi, 10 * KiB, { format: kb }));
  }
  const lh = results.lighthouse;
  if (lh) {
    const cpu = (p) => (p.cpuMultiplier ? `, CPU ${p.cpuMultiplier}× (index ${Math.round(p.benchmarkIndex)})` : '');
    for (const p of lh.pages) {
      for (const [key, label, goal, lower] of LH_GOALS[p.profile] ?? []) {
        const isMetric = ['cls', 'lcpMs', 'tbtMs'].includes(key);
        let figure = isMetric ? p.median.metrics[key] : p.median.scores[key];
        if (key === 'cls' && typeof figure === 'number') figure = Number(figure.toFixed(3)); // Lighthouse shows 3 decimals
        const format = key === 'cls' ? (v) => v.toFixed(3) : key === 'lcpMs' ? secs : key === 'tbtMs' ? ms : (v) => String(Math.round(v));
        const goalText = goal === 100 && !lower ? '= 100' : goal === 0 ? '= 0' : undefined;
        rows.push(row(`Lighthouse ${p.profile === '3g' ? '3G' : 'mobile'}`, `${label}, ${pagePath(p)}${key === 'performance' ? cpu(p) : ''}`, figure, goal, { lowerIsBetter: lower, format, goalText }));
      }
    }
    for (const p of lh.pages.filter((x) => x.profile === 'mobile' && SCRIPT_GOAL_PAGES.includes(x.key))) {
      rows.push(row('Lighthouse mobile', `JavaScript transferred before interactive (on the wire), ${pagePath(p)}`, p.median.scriptBytes, SCRIPT_GOAL_BYTES, { format: kb }));
    }
  }
  const api = results.api;
  if (api) {
    for (const r of api.runs) {
      rows.push(row('API', `nearby 1 km ÷ /api/health, req/s at concurrency ${api.concurrency}, N=${nLabel(r.n)}`, r.throughput.ratio, r.n === 10_000 ? 0.5 : null, { lowerIsBetter: false, format: pct }));
    }
    for (const r of api.runs) {
      rows.push({ part: 'API', label: `nearby 1 km p50 / p99, concurrency 1, N=${nLabel(r.n)} (${r.results} results)`, goal: '—', figure: `${ms(r.latency.p50Ms)} / ${ms(r.latency.p99Ms)}`, ratio: '', result: 'report' });
    }
    // issue 19: 5 km, 50 connections, against /api/health in the same run (nearby.mjs goalCase)
    const psi = (g) => (g.cpuPressureAvg10?.start == null ? '' : `, CPU pressure ${g.cpuPressureAvg10.start} → ${g.cpuPressureAvg10.end} %`);
    for (const g of [...api.runs.map((r) => r.goal), api.withOsm].filter((x) => x && !x.skipped)) {
      const judged = g.goal !== null;
      rows.push(row('API', `nearby 5 km ÷ /api/health, req/s at ${g.connections} connections, ${g.label}${psi(g)}`, g.ratio, judged ? g.goal.ratio : null, { lowerIsBetter: false, format: pct }));
      rows.push(row('API', `nearby 5 km p99 at ${g.connections} connections, ${g.label}`, g.nearby.p99Ms, judged ? g.goal.p99Ms : null, { format: ms }));
      // the same ratio from the server's own CPU time per request: what holds when other work takes the CPU
      if (g.cpuRatio != null) rows.push(row('API', `nearby 5 km, server CPU per request: /api/health ÷ nearby, ${g.label}`, g.cpuRatio, null, { format: pct }));
    }
    const s = api.seed20;
    rows.push(row('API', `nearby answer of 20 businesses (seed data), ${s?.encoding ?? 'br'} on the wire`, s?.results === 20 ? s.wireBytes : null, 4 * KiB, { format: kb }));
    rows.push({ part: 'API', label: 'MongoDB: 2dsphere index used, keysExamined ≤ 5 × nReturned', goal: 'explain()', figure: 'not measured (no MongoDB here)', ratio: '', result: 'n/a' });
  }
  rows.push(...pagesRows(results.pages));
  rows.push(...osmRows(results.osm));
  return rows;
}

/** Issue 19: the server-drawn pages at 50 connections against /api/health in the same run (pages.mjs). */
function pagesRows(pages) {
  if (!pages?.pages) return [];
  const out = [row('Pages', `/api/health at ${pages.connections} connections (the baseline of this part): req/s, p99 ${ms(pages.health.p99Ms)}`, pages.health.rps, null, { format: int })];
  for (const [part, label, figure, goal, lowerIsBetter, format] of pagesGoalRows(pages)) out.push(row(part, label, figure, goal, { lowerIsBetter, format }));
  for (const p of pages.pages.filter((x) => x.uncached)) {
    const path = `\`${p.path.replace(/\/business\/[a-f0-9]{24}/, '/business/:id')}\``;
    out.push(row('Pages', `${path} drawn for every request (a new address each time, so never cached): share of /api/health, p99 ${ms(p.uncached.p99Ms)}`, p.uncached.ratio, null, { format: pct }));
  }
  return out;
}

/** Issue 24: the import of a generated extract (time, peak memory, first and again) and nearby with its places loaded. */
function osmRows(osm) {
  if (!osm) return [];
  if (osm.skipped) return [{ part: 'OSM', label: 'import of a generated extract', goal: '—', figure: `not measured (${osm.skipped})`, ratio: '', result: 'n/a' }];
  const n = nLabel(osm.places);
  const out = [];
  for (const run of osm.imports) {
    out.push(row('OSM', `${run.label} of ${n} places (memory store): time`, run.ms, 60_000, { format: secs }));
    out.push(row('OSM', `${run.label} of ${n} places (memory store): peak memory (RSS)`, run.maxRssMb, 512, { format: (v) => `${Math.round(v)} MB` }));
  }
  for (const [name, t] of Object.entries(osm.baseline ?? {})) {
    out.push(row('OSM', `nearby ${name} ÷ /api/health, the seed’s businesses alone (baseline, same run), req/s at concurrency ${osm.concurrency}`, t.ratio, null, { lowerIsBetter: false, format: pct }));
  }
  for (const [name, t] of Object.entries(osm.throughput ?? {})) {
    out.push(
      row('OSM', `nearby ${name} ÷ /api/health with ${n} OSM places loaded (${t.osmPlaces} of ${t.osmTotal} listed), req/s at concurrency ${osm.concurrency}`, t.ratio, name === '1 km' ? 0.5 : null, {
        lowerIsBetter: false,
        format: pct,
      }),
    );
  }
  return out;
}

const HEADERS = ['Part', 'Goal', 'Figure', 'Ratio', 'Result'];
const cells = (r) => [r.part, r.label, r.goal, r.figure, r.ratio, r.result];

export function machineLine(m) {
  const psi =
    typeof m.cpuPressureAvg60AtStart === 'number'
      ? `; CPU pressure from other work (Linux PSI some avg60) ${m.cpuPressureAvg60AtStart.toFixed(0)} % at start, ${m.cpuPressureAvg60AtEnd?.toFixed(0) ?? '?'} % at end, load average ${m.loadAverageAtStart.join(' / ')}`
      : '';
  return `${m.cpu} × ${m.cores} cores, ${m.memGb.toFixed(1)} GB RAM, ${m.os}, Node ${m.node}, pnpm ${m.pnpm}${psi}`;
}

const psiText = (v) => (typeof v === 'number' ? `${v.toFixed(0)} %` : '?');
const indexText = (v) => (typeof v === 'number' ? String(Math.round(v)) : 'not measured');

/**
 * The two figures every other one depends on, first: this machine's Lighthouse benchmarkIndex (at
 * the start and end of the run, and what the Lighthouse runs saw) and the CPU pressure from other
 * work (Linux PSI "some" avg60, at start and end).
 */
export function conditionsLine(results) {
  const m = results.machine ?? {};
  const lh = results.lighthouse;
  const seen = lh?.pages?.flatMap((p) => p.benchmarkIndexRange ?? []) ?? [];
  const lhText = lh?.calibration
    ? `; the Lighthouse runs saw ${Math.round(Math.min(...seen, lh.calibration.benchmarkIndex))}–${Math.round(Math.max(...seen, lh.calibration.benchmarkIndex))} (calibration ${Math.round(lh.calibration.benchmarkIndex)} → CPU ${lh.calibration.cpuMultiplier}×, index ÷ ${lh.calibration.targetIndex})`
    : '';
  const ended = m.benchmarkIndexAtEnd !== undefined || m.cpuPressureAvg60AtEnd !== undefined; // the run's first line has no end yet
  return (
    `CPU benchmark index (Lighthouse benchmarkIndex; a Moto G4-class phone ≈ 440) ${indexText(m.benchmarkIndexAtStart)} at start${ended ? `, ${indexText(m.benchmarkIndexAtEnd)} at end` : ''}${lhText}. ` +
    `CPU pressure from other work (Linux PSI some avg60) ${psiText(m.cpuPressureAvg60AtStart)} at start${ended ? `, ${psiText(m.cpuPressureAvg60AtEnd)} at end` : ''}.`
  );
}

function measuredLine(results) {
  const parts = ['size', 'web', 'lighthouse', 'api', 'osm'].filter((k) => results[k]).map((k) => `${k} ${results[k].measuredAt.slice(0, 16).replace('T', ' ')} UTC`);
  return parts.join(', ');
}

function textTable(headers, rows) {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
  const line = (r) => r.map((c, i) => String(c).padEnd(widths[i])).join('  ');
  return [line(headers), widths.map((w) => '─'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

function mdTable(headers, rows, right = []) {
  const sep = headers.map((_, i) => (right.includes(i) ? '---:' : ':---'));
  return [headers, sep, ...rows].map((r) => `| ${r.map((c) => String(c).replace(/\|/g, '\\|')).join(' | ')} |`).join('\n');
}

export function renderText(results) {
  const rows = goalRows(results);
  const out = [conditionsLine(results), `Machine: ${machineLine(results.machine)}`, `Commit:  ${results.commit}`, `Measured: ${measuredLine(results)}`, ''];
  out.push(textTable(['Part', 'What', 'Goal', 'Figure', 'Ratio', 'Result'], rows.map((r) => cells(r).map((c) => String(c).replace(/`/g, '')))));
  const failed = rows.filter((r) => r.result === 'FAIL').length;
  out.push('', `${rows.filter((r) => r.result === 'pass').length} pass, ${failed} FAIL, ${rows.filter((r) => r.result === 'report').length} reported only`);
  return out.join('\n');
}

// ── details (Markdown) ─────────────────────────────────────────────────────────────────────────

function sizeDetails(size) {
  return [
    '',
    '#### Initial JavaScript per route',
    '',
    mdTable(
      ['Route', 'Initial JS (gzip -9)', 'Files', 'Budget'],
      size.routes.map((r) => [`\`${r.route}\``, r.kb === null ? 'chunk not found' : kb(r.kb * KiB), r.files, r.budgetKb ? `≤ ${r.budgetKb} KB` : 'report']),
      [1, 2],
    ),
  ];
}

function webDetails(web) {
  const k = (o, key) => kb(o.byKind?.[key] ?? 0);
  const sw = (o) => ['sw:html', 'sw:js', 'sw:css', 'sw:images', 'sw:other'].reduce((s, key) => s + (o.byKind?.[key] ?? 0), 0);
  return [
    '',
    `#### Home page transfer (Chromium, ${web.device}, service worker allowed, built API with the seed data)`,
    '',
    mdTable(
      ['Visit', 'Total', 'HTML', 'JS', 'CSS', 'Images', 'API JSON', 'Service worker (precache)', 'Requests'],
      [
        ['First', kb(web.first.total), k(web.first, 'html'), k(web.first, 'js'), k(web.first, 'css'), k(web.first, 'images'), kb(web.first.api), kb(sw(web.first)), web.first.requests],
        ['Repeat', kb(web.repeat.total), k(web.repeat, 'html'), k(web.repeat, 'js'), k(web.repeat, 'css'), k(web.repeat, 'images'), kb(web.repeat.api), kb(sw(web.repeat)), web.repeat.requests],
      ],
      [1, 2, 3, 4, 5, 6, 7, 8],
    ),
    '',
    `Bytes on the wire (headers + compressed bodies). Photos in the first screen: ${web.first.aboveTheFoldImages.count} (${web.first.aboveTheFoldImages.network} from the network, the rest inline placeholders). ` +
      `The repeat visit is ${web.repeat.serviceWorkerControlled ? '' : 'NOT '}served by the service worker; what it still fetched: ${[...web.repeat.fromNetwork, ...web.repeat.swNetwork].map((r) => `${r.url} ${kb(r.bytes)}`).join(', ') || 'nothing'}.`,
  ];
}

function lighthouseDetails(lh) {
  const out = [
    '',
    `#### Lighthouse ${lh.lighthouseVersion} (median of ${lh.runsPerPage} runs per page, ${lh.chromium}, headless, no network beyond 127.0.0.1)`,
    '',
  ];
  const rows = lh.pages.map((p) => [
    p.profile === '3g' ? '3G' : 'mobile',
    `\`${p.path}\`${p.key === 'map' ? ' (logged in)' : ''}`,
    p.median.scores.performance ?? '–',
    p.median.scores.accessibility ?? '–',
    p.median.scores['best-practices'] ?? '–',
    p.median.scores.seo ?? '–',
    secs(p.median.metrics.fcpMs),
    secs(p.median.metrics.lcpMs),
    ms(p.median.metrics.tbtMs),
    p.median.metrics.cls?.toFixed(3) ?? '–',
    secs(p.median.metrics.speedIndexMs),
    p.median.scriptBytes === undefined || p.median.scriptBytes === null ? '–' : kb(p.median.scriptBytes),
    p.benchmarkIndexRange ? `${Math.round(p.benchmarkIndex)} (${p.benchmarkIndexRange.map(Math.round).join('–')})` : Math.round(p.benchmarkIndex ?? 0),
    p.cpuMultiplierRange ? `${p.cpuMultiplier}× (${p.cpuMultiplierRange.join('–')})` : '4× (default)',
  ]);
  out.push(mdTable(['Profile', 'Page', 'Perf.', 'A11y', 'Best pr.', 'SEO', 'FCP', 'LCP', 'TBT', 'CLS', 'SI', 'JS on the wire', 'CPU index', 'CPU slowdown'], rows, [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]));
  const c = lh.calibration;
  out.push(
    '',
    'Profiles: mobile = Lighthouse default (Moto G Power, simulated 150 ms RTT, 1.6 Mbit/s); 3G = 300 ms RTT, 700 Kbps. ' +
      (c
        ? `CPU slowdown calibrated as Lighthouse’s docs/throttling.md asks (issue 19): this machine’s benchmarkIndex ÷ ${c.targetIndex} (a Moto G4-class phone), each run audited with the multiplier of its own \`environment.benchmarkIndex\` (the load is gathered unthrottled, as Lighthouse’s simulated throttling does, then scored; a first calibration run read ${Math.round(c.benchmarkIndex)} → ${c.cpuMultiplier}×, where the calculator linked from that guide would say ${c.calculatorMultiplier}×). CPU index and slowdown: median (range) over the runs. `
        : 'CPU 4× (not calibrated). ') +
      'JS on the wire: every script request of Lighthouse’s load (until the network and main thread are quiet; its time-to-interactive graph holds each one), headers + compressed bodies, median of the runs.',
  );
  for (const p of lh.pages.filter((x) => x.profile === 'mobile' && SCRIPT_GOAL_PAGES.includes(x.key) && x.scripts)) {
    out.push('', `Scripts on the wire, mobile ${pagePath(p)} (median run, ${kb(p.scripts.reduce((s, f) => s + f.bytes, 0))}): ${p.scripts.map((f) => `${f.url} ${kb(f.bytes)}`).join(', ')}`);
  }
  for (const p of lh.pages) {
    const shown = p.failingAudits.slice(0, 4);
    if (shown.length === 0) continue;
    out.push('', `Failing audits, ${p.profile} \`${p.path}\` (${p.failingCount}): ${shown.map((a) => `\`${a.id}\`${a.displayValue ? ` (${a.displayValue})` : ''}${a.items?.length ? ` — ${a.items.slice(0, 2).join('; ')}` : ''}`).join(' · ')}`);
  }
  return out;
}

function apiDetails(api) {
  const out = [
    '',
    `#### API (autocannon; memory store with N synthetic businesses around Havana; one log line per request at the default level, to /dev/null)`,
    '',
  ];
  out.push(
    mdTable(
      ['N', 'Results (1 km)', 'Answer', 'p50 / p99 (c=1)', `nearby req/s (c=${api.concurrency})`, `health req/s`, 'Ratio', 'nearby p99 under load', 'server CPU per request (nearby / health)'],
      api.runs.map((r) => [
        nLabel(r.n),
        r.results,
        `${kb(r.jsonBytes)} JSON, ${kb(r.wireBytes)} ${r.encoding}`,
        `${ms(r.latency.p50Ms)} / ${ms(r.latency.p99Ms)}`,
        int(r.throughput.nearby.rps),
        int(r.throughput.health.rps),
        pct(r.throughput.ratio),
        ms(r.throughput.nearby.p99Ms),
        r.throughput.nearby.cpuMsPerRequest === null ? '–' : `${r.throughput.nearby.cpuMsPerRequest.toFixed(2)} / ${r.throughput.health.cpuMsPerRequest.toFixed(2)} ms`,
      ]),
      [0, 1, 4, 5, 6],
    ),
    '',
    `Each req/s figure: ${api.rounds} rounds of ${api.seconds} s, nearby and health alternated on the same server. Requests carry \`Accept-Encoding: ${api.requestHeaders['accept-encoding']}\`. ` +
      `Seed data: ${api.seed20?.results ?? '?'} businesses within ${api.seed20?.radiusM ?? '?'} m of Parque Central answer ${api.seed20?.wireBytes ?? '?'} B ${api.seed20?.encoding ?? ''} (${api.seed20?.jsonBytes ?? '?'} B of JSON); ` +
      api.runs.map((r) => (r.twenty?.results ? `synthetic N=${nLabel(r.n)}: 20 within ${r.twenty.radiusM} m, ${r.twenty.wireBytes} B` : '')).filter(Boolean).join('; ') +
      '.',
  );
  return out;
}

export function renderMarkdown(results) {
  const rows = goalRows(results);
  const out = [
    conditionsLine(results),
    '',
    `Measured by \`pnpm bench\` (commit ${results.commit}) on ${machineLine(results.machine)}. Parts measured: ${measuredLine(results)}. 1 KB = 1024 bytes.`,
    '',
    mdTable(['Part', 'What', 'Goal', 'Figure', 'Ratio', 'Result'], rows.map(cells), [3, 4]),
    '',
    `${rows.filter((r) => r.result === 'pass').length} pass, ${rows.filter((r) => r.result === 'FAIL').length} fail, ${rows.filter((r) => r.result === 'report').length} reported only.`,
  ];
  if (results.size) out.push(...sizeDetails(results.size));
  if (results.web) out.push(...webDetails(results.web));
  if (results.lighthouse) out.push(...lighthouseDetails(results.lighthouse));
  if (results.api) out.push(...apiDetails(results.api));
  return `${out.join('\n')}\n`;
}
