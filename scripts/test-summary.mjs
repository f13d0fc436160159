#!/usr/bin/env node
// Sums up the vitest JSON reports every package writes to reports/<package>.json.
//
//   node scripts/test-summary.mjs --clean           delete reports/ (start of `pnpm test`)
//   node scripts/test-summary.mjs [--turbo-exit=N]  print one line per package, then, as the
//                                                   LAST line, `Tests: N passed, M failed[, K skipped]`
//
// Exits 1 when a test failed, a test file failed to run, a package with a `test` script left no
// report (it crashed or never ran), no report exists at all, or the test runner itself exited
// non-zero (--turbo-exit).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reportsDir = path.join(root, 'reports');
const args = process.argv.slice(2);

if (args.includes('--clean')) {
  fs.rmSync(reportsDir, { recursive: true, force: true });
  process.exit(0);
}

const turboExitArg = args.find((a) => a.startsWith('--turbo-exit='));
const turboExit = turboExitArg ? Number(turboExitArg.split('=')[1]) : 0;

/** Workspace packages that have a test script: each must leave reports/<folder name>.json. */
function packagesWithTests() {
  const found = [];
  for (const group of ['apps', 'packages']) {
    const dir = path.join(root, group);
    if (!fs.existsSync(dir)) continue;
    for (const name of fs.readdirSync(dir)) {
      const pkgFile = path.join(dir, name, 'package.json');
      if (!fs.existsSync(pkgFile)) continue;
      try {
        const pkg = JSON.parse(fs.readFileSync(pkgFile, 'utf8'));
        if (pkg.scripts?.test) found.push(name);
      } catch {
        // unreadable package.json: not ours to judge here
      }
    }
  }
  return found.sort();
}

function readReports() {
  const reports = new Map();
  if (!fs.existsSync(reportsDir)) return reports;
  for (const file of fs.readdirSync(reportsDir).sort()) {
    if (!file.endsWith('.json')) continue;
    const name = file.slice(0, -'.json'.length);
    try {
      const r = JSON.parse(fs.readFileSync(path.join(reportsDir, file), 'utf8'));
      if (typeof r.numPassedTests !== 'number') continue; // not a vitest report
      reports.set(name, r);
    } catch (err) {
      reports.set(name, { unreadable: err.message });
    }
  }
  return reports;
}

const reports = readReports();
const expected = packagesWithTests();
const names = [...new Set([...expected, ...reports.keys()])].sort();
const width = Math.max(10, ...names.map((n) => n.length)) + 2;

let passed = 0;
let failed = 0;
let skipped = 0;
let broken = false;
const lines = [];

for (const name of names) {
  const r = reports.get(name);
  const label = `  ${name.padEnd(width)}`;
  if (!r) {
    lines.push(`${label}no report: its tests did not run or crashed before reporting`);
    broken = true;
    continue;
  }
  if (r.unreadable) {
    lines.push(`${label}unreadable report (${r.unreadable})`);
    broken = true;
    continue;
  }
  const p = r.numPassedTests ?? 0;
  const f = r.numFailedTests ?? 0;
  const s = (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0);
  passed += p;
  failed += f;
  skipped += s;
  const files = r.testResults?.length ?? r.numTotalTestSuites ?? 0;
  const failedFiles = (r.testResults ?? []).filter((t) => t.status === 'failed' && !(t.assertionResults ?? []).some((a) => a.status === 'failed'));
  let line = `${label}${p} passed, ${f} failed${s > 0 ? `, ${s} skipped` : ''} (${files} file${files === 1 ? '' : 's'})`;
  if (failedFiles.length > 0) {
    line += `; ${failedFiles.length} file(s) failed to run: ${failedFiles.map((t) => path.relative(root, t.name)).join(', ')}`;
    broken = true;
  } else if (r.success === false && f === 0) {
    line += '; the run reported errors outside tests';
    broken = true;
  }
  lines.push(line);
}

console.log('Test reports (reports/*.json):');
for (const line of lines) console.log(line);
if (reports.size === 0) {
  console.log('  no test report found in reports/: run `pnpm test`');
  broken = true;
}
if (turboExit !== 0) {
  console.log(`  the test runner exited with code ${turboExit}`);
  broken = true;
}
console.log(`Tests: ${passed} passed, ${failed} failed${skipped > 0 ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 || broken ? 1 : 0);
