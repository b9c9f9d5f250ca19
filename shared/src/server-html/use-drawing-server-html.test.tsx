import { act } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useDrawingServerHtml, useFirstDrawnAsServerHtml, useHydratedValue } from './use-drawing-server-html';

/** Records what each render of it read. */
function Probe({ renders }: { renders: string[] }) {
  const first = useFirstDrawnAsServerHtml();
  const value = useHydratedValue('server', 'browser');
  const drawing = useDrawingServerHtml();
  renders.push(`first=${first} value=${value} drawing=${drawing}`);
  return <p>{value}</p>;
}

/** Counts its renders; reads only whether it was first drawn as server HTML. */
function FirstDrawn({ renders }: { renders: boolean[] }) {
  const first = useFirstDrawnAsServerHtml();
  renders.push(first);
  return <p>{String(first)}</p>;
}

function hydrate(element: React.ReactElement) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(element);
  document.body.append(container);
  const recoverable = jest.fn();
  act(() => {
    hydrateRoot(container, element, { onRecoverableError: recoverable });
  });
  return { container, recoverable };
}

describe('drawing what the server drew, then the browser’s own', () => {
  it('hydrates the server’s value without an error, then shows the browser’s', () => {
    const renders: string[] = [];
    const { container, recoverable } = hydrate(<Probe renders={renders} />);
    expect(recoverable).not.toHaveBeenCalled();
    // On the server, then hydrating: what the server drew.
    expect(renders.slice(0, 2)).toEqual(['first=true value=server drawing=true', 'first=true value=server drawing=true']);
    expect(renders.at(-1)).toBe('first=true value=browser drawing=false');
    expect(container.textContent).toBe('browser');
  });

  it('keeps "first drawn as server HTML" for good: the end of hydration re-renders nothing', () => {
    const renders: boolean[] = [];
    const { container } = hydrate(<FirstDrawn renders={renders} />);
    // Once on the server, once hydrating: no third render when hydration ends.
    expect(renders).toEqual([true, true]);
    expect(container.textContent).toBe('true');
  });

  it('draws the browser’s value at once where the browser draws the component itself', () => {
    const renders: string[] = [];
    const container = document.createElement('div');
    act(() => {
      createRoot(container).render(<Probe renders={renders} />);
    });
    expect(renders).toEqual(['first=false value=browser drawing=false']);
    expect(container.textContent).toBe('browser');
  });
});
