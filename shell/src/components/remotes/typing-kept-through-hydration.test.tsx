// The region's HTML typed into before React took it over (domain/keep-early-typing.ts), as React hydrates it or draws it anew.
import { act, startTransition, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { keepEarlyTyping, startKeepingTyping } from '../../domain/keep-early-typing';

/** A product's region: its price, and a quantity React holds, said back so the test reads React's state. */
function Region({ price }: { price: number }) {
  const [quantity, setQuantity] = useState('1');
  useEffect(() => keepEarlyTyping('region'), []);
  return (
    <div>
      <p>KES {price}</p>
      <input aria-label="Quantity" value={quantity} onChange={(event) => setQuantity(event.target.value)} />
      <output>React holds {quantity}</output>
    </div>
  );
}

/**
 * A page that, drawn by the browser rather than hydrated, shows its loading state first and its
 * form once its data has come (useAsyncQuery): the region's call comes before the field.
 */
function LoadingRegion({ price }: { price: number }) {
  const hydrating = useSyncExternalStore(
    () => () => undefined,
    () => false,
    () => true,
  );
  const [loaded, setLoaded] = useState(false);
  useEffect(() => keepEarlyTyping('region'), []);
  useEffect(() => {
    const timer = setTimeout(() => setLoaded(true), 20);
    return () => clearTimeout(timer);
  }, []);
  return hydrating || loaded ? <Region price={price} /> : <p role="status">Loading…</p>;
}

/** The page as the shell hydrates it: the region inside <main>, in a Suspense boundary. */
const Page = ({ price, loading = false }: { price: number; loading?: boolean }) => (
  <main id="main">
    <Suspense fallback={null}>{loading ? <LoadingRegion price={price} /> : <Region price={price} />}</Suspense>
  </main>
);

/** Types as a shopper does: the field's text changes (as the browser changes it, unseen by React's tracker), then an input event. */
function type(field: HTMLInputElement, text: string) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(field, text);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

async function hydrate(container: HTMLElement, price: number, loading = false) {
  const recoverable = jest.fn();
  await act(async () => {
    startTransition(() => {
      hydrateRoot(container, <Page price={price} loading={loading} />, { onRecoverableError: recoverable });
    });
  });
  return recoverable;
}

function pageAsHtml(price: number, loading = false): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Page price={price} loading={loading} />);
  document.body.append(container);
  return container;
}

afterEach(() => {
  document.body.innerHTML = '';
});

// First: the shell's script starts listening once, as the page loads (bootstrap.tsx).
it('keeps a quantity typed before the shell’s script ran, when React draws the region anew', async () => {
  const container = pageAsHtml(500);
  type(container.querySelector('input') as HTMLInputElement, '2');
  startKeepingTyping();
  expect(await hydrate(container, 450)).toHaveBeenCalled();
  expect(container.querySelector('output')?.textContent).toBe('React holds 2');
});

it('keeps a quantity typed into the HTML when React hydrates it', async () => {
  const container = pageAsHtml(500);
  type(container.querySelector('input') as HTMLInputElement, '3');
  expect(await hydrate(container, 500)).not.toHaveBeenCalled();
  expect(container.querySelector('output')?.textContent).toBe('React holds 3');
});

it('keeps it when the browser’s data differs and React draws the region anew, with a new field', async () => {
  const container = pageAsHtml(500);
  const typedInto = container.querySelector('input') as HTMLInputElement;
  type(typedInto, '3');
  // The owner changed the price since the HTML was rendered.
  expect(await hydrate(container, 450)).toHaveBeenCalled();
  const field = container.querySelector('input') as HTMLInputElement;
  expect(field).not.toBe(typedInto);
  expect(container.textContent).toContain('KES 450');
  expect(field.value).toBe('3');
  expect(container.querySelector('output')?.textContent).toBe('React holds 3');
});

it('keeps it when the region drawn anew shows its loading state first, and the field once its data has come', async () => {
  const container = pageAsHtml(500, true);
  type(container.querySelector('input') as HTMLInputElement, '3');
  expect(await hydrate(container, 450, true)).toHaveBeenCalled();
  expect(container.querySelector('[role=status]')).not.toBeNull();
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(container.textContent).toContain('KES 450');
  expect(container.querySelector('output')?.textContent).toBe('React holds 3');
  // Typed anew, then set back by the page (a form emptied once sent): nothing typed before comes back.
  const field = container.querySelector('input') as HTMLInputElement;
  await act(async () => {
    type(field, '5');
    type(field, '1');
    container.querySelector('main')?.append(document.createElement('p'));
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  expect(container.querySelector('output')?.textContent).toBe('React holds 1');
});

it('brings nothing typed on another page into a field of this one', async () => {
  const container = pageAsHtml(500);
  type(container.querySelector('input') as HTMLInputElement, '4');
  window.history.pushState(null, '', '/product/another');
  try {
    await hydrate(container, 450);
    expect(container.querySelector('output')?.textContent).toBe('React holds 1');
  } finally {
    window.history.pushState(null, '', '/');
  }
});
