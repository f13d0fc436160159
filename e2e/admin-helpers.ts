/** What the admin journeys share (issue 20 §9): screenshots and the axe check of a form. */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** A full-page screenshot from the top (scrolled, the sticky bar would sit mid-page in it). */
export async function shot(page: Page, name: string, project: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `artifacts/screenshots/${name}-${project}.png`, fullPage: true });
}

/** axe-core, as installed with the workspace (Lighthouse's copy), run in the page. */
function axeSource(): string {
  const root = createRequire(path.join(process.cwd(), 'package.json'));
  try {
    const fromLighthouse = createRequire(root.resolve('lighthouse'));
    return fs.readFileSync(fromLighthouse.resolve('axe-core/axe.min.js'), 'utf8');
  } catch {
    const store = path.join(process.cwd(), 'node_modules/.pnpm');
    const dir = fs.readdirSync(store).find((d) => d.startsWith('axe-core@'));
    if (!dir) throw new Error('axe-core is not installed');
    return fs.readFileSync(path.join(store, dir, 'node_modules/axe-core/axe.min.js'), 'utf8');
  }
}

/** No serious or critical axe violation on the page as it is now. */
export async function expectNoSeriousAxeViolations(page: Page): Promise<void> {
  await page.evaluate(axeSource());
  const found = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(ctx: Document, o: object): Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }> } }).axe;
    const { violations } = await axe.run(document, { resultTypes: ['violations'] });
    return violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).slice(0, 5).join(', ')}`);
  });
  expect(found, 'serious or critical axe violations').toEqual([]);
}

/** Nothing sticks out sideways. */
export const expectNoSidewaysScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);

/** No English API names or Title Case leftovers on an admin screen (issue 20, Spanish text). */
export async function expectSpanishOnly(page: Page): Promise<void> {
  // identifiers shown as such (<code>, e.g. a category's 'night_club' in its 'Identificador' column) aside
  const text = await page.locator('main').evaluate((main) => {
    const copy = main.cloneNode(true) as HTMLElement;
    copy.querySelectorAll('code').forEach((c) => c.remove());
    return copy.innerText ?? copy.textContent ?? '';
  });
  expect(text).not.toMatch(/business_status|vicinity|place_id|paid_plan|paid_promo|OPERATIONAL|night_club|point_of_interest|\(inglés\)|Nuevo Evento|Negocios Asociados/);
}
