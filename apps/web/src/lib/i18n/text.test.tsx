import { Suspense, startTransition, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyLang } from './lang';
import { defineText } from './text';

/**
 * A screen whose English texts are not here yet waits for them and then draws like any other
 * (issue 22 §1). Drawn as the browser draws (a concurrent root, no `act`): React resumes a
 * component whose data arrived while it was still drawing, which is where a hook that waited
 * through `use` only until the texts arrived broke ('Update hook called on initial render').
 */
const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };

const roots: Root[] = [];

afterEach(() => {
  roots.splice(0).forEach((root) => root.unmount());
  applyLang('es');
  document.cookie = 'lang=; Path=/; Max-Age=0';
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
});

/** A catalogue whose English chunk arrives after `ms` (0: on the next task). */
function slowCatalogue(ms: number) {
  return defineText({ greeting: 'Hola' }, () => new Promise((resolve) => setTimeout(() => resolve({ default: { greeting: 'Hello' } }), ms)));
}

async function drawInBrowser(node: React.ReactNode): Promise<{ container: HTMLElement; errors: unknown[] }> {
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
  const errors: unknown[] = [];
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container, {
    onUncaughtError: (e) => errors.push(e),
    onCaughtError: (e) => errors.push(e),
    onRecoverableError: (e) => errors.push(e),
  });
  roots.push(root);
  startTransition(() => root.render(<Suspense fallback={<p>…</p>}>{node}</Suspense>));
  await vi.waitFor(() => expect(container.textContent).not.toBe(''), { timeout: 3000 });
  return { container, errors };
}

describe('a screen waiting for its English texts', () => {
  it.each([0, 5, 30])('draws in English with the state of the hooks before and after the texts (chunk after %i ms)', async (ms) => {
    const useGreeting = slowCatalogue(ms);
    function Screen() {
      const [before] = useState('a');
      const text = useGreeting();
      const [after] = useState('b');
      return <p>{`${text.greeting} ${before}${after}`}</p>;
    }
    const consoleError = vi.spyOn(console, 'error');
    applyLang('en');
    const { container, errors } = await drawInBrowser(<Screen />);
    await vi.waitFor(() => expect(container.textContent).toBe('Hello ab'), { timeout: 3000 });
    expect(errors).toEqual([]);
    // (React says so when a replay did not call `use` again: 'called use() to suspend … did not call use()')
    expect(consoleError).not.toHaveBeenCalled();
    consoleError.mockRestore();
  });

  it('a chunk that cannot be fetched ends in an error, not a wait forever', async () => {
    const useBroken = defineText({ greeting: 'Hola' }, () => Promise.reject(new Error('chunk failed')));
    function Screen() {
      return <p>{useBroken().greeting}</p>;
    }
    applyLang('en');
    const { errors } = await drawInBrowser(<Screen />);
    await vi.waitFor(() => expect(errors.map((e) => (e as Error).message)).toContain('chunk failed'), { timeout: 3000 });
  });

  it('Spanish draws at once, without waiting for anything', async () => {
    const useGreeting = slowCatalogue(10_000);
    function Screen() {
      return <p>{useGreeting().greeting}</p>;
    }
    const { container } = await drawInBrowser(<Screen />);
    expect(container.textContent).toBe('Hola');
  });
});
