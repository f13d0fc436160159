import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import type { Reporter, TestModule } from 'vitest/node';

/**
 * `pnpm test`: every workspace package with a `test` script, in one Vitest run (Vitest projects).
 * Each package keeps its own vitest.config.ts (environment, setup, global setup, time-outs) and can
 * still run alone (`pnpm --filter @guia/web test`, or `pnpm test --project web`). The packages run
 * one after another (sequence.groupOrder), as the 2-core CI machine needs; a package that gains a
 * `test` script joins the run without being listed here.
 */
const root = path.dirname(fileURLToPath(import.meta.url));

function packagesWithTests() {
  return ['packages', 'apps']
    .flatMap((group) => fs.readdirSync(path.join(root, group)).map((name) => path.join(group, name)))
    .filter((dir) => {
      const file = path.join(root, dir, 'package.json');
      return fs.existsSync(file) && Boolean((JSON.parse(fs.readFileSync(file, 'utf8')) as { scripts?: { test?: string } }).scripts?.test);
    });
}

/**
 * The run's last line, what CI shows at the end: `Tests: N passed, M failed[, K skipped]`, plus the
 * test files that could not run and the errors outside tests, which Vitest counts apart.
 */
const summaryLine: Reporter = {
  onTestRunEnd(testModules: readonly TestModule[], unhandledErrors: readonly unknown[]) {
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    let brokenFiles = 0;
    for (const module of testModules) {
      const tests = [...module.children.allTests()];
      if (module.state() === 'failed' && !tests.some((t) => t.result().state === 'failed')) brokenFiles += 1;
      for (const test of tests) {
        const { state } = test.result();
        if (state === 'passed') passed += 1;
        else if (state === 'failed') failed += 1;
        else skipped += 1;
      }
    }
    const extra = [
      brokenFiles > 0 ? `${brokenFiles} test file(s) failed to run` : '',
      unhandledErrors.length > 0 ? `${unhandledErrors.length} error(s) outside tests` : '',
    ].filter(Boolean);
    console.log(`Tests: ${passed} passed, ${failed} failed${skipped > 0 ? `, ${skipped} skipped` : ''}${extra.length ? `; ${extra.join('; ')}` : ''}`);
  },
};

export default defineConfig({
  test: {
    projects: packagesWithTests().map((dir, order) => ({
      extends: `./${dir}/vitest.config.ts`,
      test: { name: path.basename(dir), root: `./${dir}`, sequence: { groupOrder: order } },
    })),
    reporters: ['default', summaryLine],
  },
});
