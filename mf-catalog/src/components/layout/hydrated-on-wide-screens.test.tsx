import { act, startTransition, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { HydratedOnWideScreens } from './hydrated-on-wide-screens';

/** jsdom has no media queries: a screen whose width the test sets, telling listeners of changes. */
function fakeScreen(wide: boolean) {
  const listeners = new Set<() => void>();
  const screen = { wide };
  window.matchMedia = (query: string) =>
    ({
      media: query,
      get matches() {
        return screen.wide;
      },
      addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
    }) as unknown as MediaQueryList;
  return {
    turnWide() {
      screen.wide = true;
      for (const listener of [...listeners]) listener();
    },
  };
}

/** A filter column's stand-in: a button that counts its clicks once React owns it. */
function Column({ onRender }: { onRender: () => void }) {
  onRender();
  const [clicks, setClicks] = useState(0);
  return (
    <button type="button" onClick={() => setClicks((count) => count + 1)}>
      clicked {clicks}
    </button>
  );
}

/** The column's HTML as the server draws it (no media queries there), hydrated on a wide screen or a phone. */
async function hydrateColumn(wide: boolean) {
  const onRender = jest.fn();
  const page = <HydratedOnWideScreens>{<Column onRender={onRender} />}</HydratedOnWideScreens>;
  const container = document.createElement('div');
  Reflect.deleteProperty(window, 'matchMedia');
  container.innerHTML = renderToString(page);
  document.body.append(container);
  const screen = fakeScreen(wide);
  const recoverable = jest.fn();
  // As the shell does (bootstrap.tsx): the page's hydration is a transition.
  await act(async () => {
    startTransition(() => {
      hydrateRoot(container, page, { onRecoverableError: recoverable });
    });
  });
  return { button: () => container.querySelector('button') as HTMLButtonElement, recoverable, onRender, screen };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('a part only a wide screen shows', () => {
  it('is hydrated on a wide screen', async () => {
    const { button, recoverable } = await hydrateColumn(true);
    await act(async () => button().click());
    expect(button().textContent).toBe('clicked 1');
    expect(recoverable).not.toHaveBeenCalled();
  });

  it('stays as the server drew it on a phone, without an error, and is hydrated once the screen turns wide', async () => {
    const { button, recoverable, onRender, screen } = await hydrateColumn(false);
    // Drawn once, on the server: React did not take the column over.
    expect(onRender).toHaveBeenCalledTimes(1);
    expect(button().textContent).toBe('clicked 0');
    expect(recoverable).not.toHaveBeenCalled();

    await act(async () => screen.turnWide());
    expect(onRender).toHaveBeenCalledTimes(2);
    await act(async () => button().click());
    expect(button().textContent).toBe('clicked 1');
    expect(recoverable).not.toHaveBeenCalled();
  });
});
