/**
 * pnpm bench's one table (issue 11): every budget as goal, figure, ratio and result, from whatever
 * parts results.json holds; plus the details behind each figure. Rendered as plain text for the
 * terminal and as Markdown for the README's performance section.
 */

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

const LH_GOALS = {
  mobile: [
    ['performance', 'Performance', 95, false],
    ['accessibility', 'Accessibility', 100, false],
    ['best-practices', 'Best practices', 95, false],
    ['cls', 'CLS', 0.02, true],
    ['lcpMs', 'LCP', 2000, true],
  ],
  '3g': [
    ['performance', 'Performance', 90, false],
    ['accessibility', 'Accessibility', 100, false],
    ['best-practices', 'Best practices', 95, false],
    ['cls', 'CLS', 0.02, true],
    ['lcpMs', 'LCP', null, true],
  ],
};

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
    for (const p of lh.pages) {
      for (const [key, label, goal, lower] of LH_GOALS[p.profile] ?? []) {
        const figure = key === 'cls' || key === 'lcpMs' ? p.median.metrics[key] : p.median.scores[key];
        const format = key === 'cls' ? (v) => v.toFixed(3) : key === 'lcpMs' ? secs : (v) => String(Math.round(v));
        const goalText = goal === 100 && !lower ? '= 100' : undefined;
        rows.push(row(`Lighthouse ${p.profile === '3g' ? '3G' : 'mobile'}`, `${label}, \`${p.path.replace(/\/business\/[a-f0-9]{24}/, '/business/:id')}\`${p.key === 'map' ? ' (logged in)' : ''}`, figure, goal, { lowerIsBetter: lower, format, goalText }));
      }
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
    const s = api.seed20;
    rows.push(row('API', `nearby answer of 20 businesses (seed data), ${s?.encoding ?? 'br'} on the wire`, s?.results === 20 ? s.wireBytes : null, 4 * KiB, { format: kb }));
    rows.push({ part: 'API', label: 'MongoDB: 2dsphere index used, keysExamined ≤ 5 × nReturned', goal: 'explain()', figure: 'not measured (no MongoDB here)', ratio: '', result: 'n/a' });
  }
  rows.push(...osmRows(results.osm));
  return rows;
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
  const out = [`Machine: ${machineLine(results.machine)}`, `Commit:  ${results.commit}`, `Measured: ${measuredLine(results)}`, ''];
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
    Math.round(p.benchmarkIndex ?? 0),
  ]);
  out.push(mdTable(['Profile', 'Page', 'Perf.', 'A11y', 'Best pr.', 'SEO', 'FCP', 'LCP', 'TBT', 'CLS', 'SI', 'CPU index'], rows, [2, 3, 4, 5, 6, 7, 8, 9, 10, 11]));
  out.push('', 'Profiles: mobile = Lighthouse default (Moto G Power, simulated 150 ms RTT, 1.6 Mbit/s, 4× CPU); 3G = 300 ms RTT, 700 Kbps, 4× CPU. CPU index: Lighthouse’s benchmark of this machine during the run (a quiet desktop scores ~1500–2500).');
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
