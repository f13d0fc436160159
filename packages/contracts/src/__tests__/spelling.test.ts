import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The spelling check of what a person reads (issue 20, `pnpm lint:spelling`, the root's cspell.json):
 * the project's own configuration, run on a sample text file given through stdin under a path it
 * covers, answers the problems it finds. Offline: the Spanish dictionary is a package.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const cspell = path.join(root, 'node_modules', 'cspell', 'bin.mjs');

function spellCheck(source: string, file = 'apps/web/src/features/sample/sample-text.ts') {
  const run = spawnSync(process.execPath, [cspell, '--no-progress', '--no-summary', '--no-color', '-c', 'cspell.json', `stdin://${file}`], {
    cwd: root,
    input: source,
    encoding: 'utf8',
    timeout: 30_000,
  });
  const words = [...run.stdout.matchAll(/\((.+?)\)/g)].map((m) => m[1]);
  return { failed: run.status !== 0, words, output: run.stdout + run.stderr };
}

const textFile = (...texts: string[]) =>
  `/** Sample texts (a comment in English is not checked). */\nexport const SAMPLE_TEXT = {\n${texts.map((t, i) => `  someLabel${i}: '${t}',`).join('\n')}\n} as const;\n`;

// each case starts cspell (about a second; more on a busy machine)
describe('the spelling check of the Spanish texts', { timeout: 30_000 }, () => {
  it("fails on a typo: 'con exito' without its accent", () => {
    const result = spellCheck(textFile('Negocio creado con exito'));
    expect(result.failed).toBe(true);
    expect(result.words).toEqual(['exito']);
  });

  it("fails on English left in the interface: 'Zoom in', a chip saying 'store'", () => {
    const result = spellCheck(textFile('Zoom in', 'store', 'night_club'));
    expect(result.failed).toBe(true);
    expect(result.words).toEqual(expect.arrayContaining(['Zoom', 'store', 'night']));
  });

  it("fails on the glossary's banned forms, even when they are Spanish: 'exitosamente'", () => {
    const result = spellCheck(textFile('Evento creado exitosamente'));
    expect(result.failed).toBe(true);
    expect(result.words).toEqual(['exitosamente']);
  });

  it('passes good Spanish with the guide’s own words (places, paladar, WhatsApp, Transfermóvil), and never reads keys or comments', () => {
    const result = spellCheck(
      textFile(
        '¡Reserva ya! Una paladar en el Vedado, La Habana',
        'Escríbenos por WhatsApp o paga con Transfermóvil',
        'Instálala desde el navegador: funciona sin conexión',
      ),
    );
    expect(result.output).not.toMatch(/Unknown word|Forbidden word/);
    expect(result.failed).toBe(false);
  });

  it("checks the contracts' messages too, and there only their sentences, not the code's values", () => {
    const contracts = 'packages/contracts/src/sample.ts';
    expect(spellCheck(`export const KINDS = ['night_club', 'store'] as const;\nexport const SAMPLE_MESSAGES = {\n  ok: 'Todo guardado con éxito',\n} as const;\n`, contracts).failed).toBe(false);
    const typo = spellCheck(`export const SAMPLE_MESSAGES = {\n  bad: 'No se pudo guardar el negocio: intentalo de nuevo',\n} as const;\n`, contracts);
    expect(typo.failed).toBe(true);
    expect(typo.words).toEqual(['intentalo']);
  });
});
