import { act, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { StockIndicator } from './stock-indicator';

/** A product page's stock line and a quantity field, as its HTML drew them and as the browser reads the stock. */
function Page({ stock }: { stock: number }) {
  return (
    <div>
      <StockIndicator stock={stock} />
      <input aria-label="Quantity" defaultValue="1" />
    </div>
  );
}

afterEach(() => {
  document.body.innerHTML = '';
});

it('hydrates HTML drawn before an order took units, keeping its elements, then says the current count', async () => {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Page stock={109} />);
  document.body.append(container);
  const field = container.querySelector('input') as HTMLInputElement;
  // Typed before the page was live.
  field.value = '3';
  const recoverable = jest.fn();
  await act(async () => {
    startTransition(() => {
      hydrateRoot(container, <Page stock={106} />, { onRecoverableError: recoverable });
    });
  });
  // React took the HTML over rather than drawing it anew: the typed quantity is where it was.
  expect(recoverable).not.toHaveBeenCalled();
  expect(container.querySelector('input')).toBe(field);
  expect(field.value).toBe('3');
  expect(container.textContent).toContain('In Stock (106 available)');
  expect(container.textContent).not.toContain('109');
});

it('says few left and out of stock plainly', () => {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<StockIndicator stock={0} />);
  expect(container.textContent).toBe('Out of Stock');
});
