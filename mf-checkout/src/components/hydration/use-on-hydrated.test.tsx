import { act, useState } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useOnHydrated } from './use-on-hydrated';

/** What the server drew (an empty cart's state), then what `adjust` reads from the shopper's own. */
function ResumedPayment({ stored, adjusted }: { stored: string; adjusted: string[] }) {
  const [shown, setShown] = useState('No payment under way');
  useOnHydrated(() => {
    adjusted.push(stored);
    setShown(stored);
  });
  return <p>{shown}</p>;
}

describe('useOnHydrated', () => {
  const containers: HTMLElement[] = [];
  const roots: Root[] = [];
  afterEach(() => {
    act(() => roots.splice(0).forEach((root) => root.unmount()));
    containers.splice(0).forEach((container) => container.remove());
  });

  function container(html = '') {
    const element = document.createElement('div');
    element.innerHTML = html;
    document.body.append(element);
    containers.push(element);
    return element;
  }

  it('adjusts once the server HTML is hydrated, without a mismatch, and never again', () => {
    const adjusted: string[] = [];
    const serverHtml = renderToString(<ResumedPayment stored="Waiting for M-Pesa" adjusted={adjusted} />);
    // On the server: the empty cart's state, no adjusting.
    expect(serverHtml).toContain('No payment under way');
    expect(adjusted).toEqual([]);

    const page = container(serverHtml);
    const recoverable = jest.fn();
    act(() => {
      roots.push(hydrateRoot(page, <ResumedPayment stored="Waiting for M-Pesa" adjusted={adjusted} />, { onRecoverableError: recoverable }));
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(adjusted).toEqual(['Waiting for M-Pesa']);
    expect(page.textContent).toBe('Waiting for M-Pesa');

    // Later renders (new props) do not adjust again.
    act(() => roots[0]?.render(<ResumedPayment stored="Paid" adjusted={adjusted} />));
    expect(adjusted).toEqual(['Waiting for M-Pesa']);
    expect(page.textContent).toBe('Waiting for M-Pesa');
  });

  it('never adjusts a page the browser draws itself (its state was read from the cart already)', () => {
    const adjusted: string[] = [];
    const page = container();
    act(() => {
      const root = createRoot(page);
      roots.push(root);
      root.render(<ResumedPayment stored="Waiting for M-Pesa" adjusted={adjusted} />);
    });
    act(() => roots[0]?.render(<ResumedPayment stored="Paid" adjusted={adjusted} />));
    expect(adjusted).toEqual([]);
    expect(page.textContent).toBe('No payment under way');
  });
});
