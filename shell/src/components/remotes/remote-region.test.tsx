import { useEffect } from 'react';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot, type Root } from 'react-dom/client';
import { MemoryRouter, useNavigate, type NavigateFunction } from '@mimea/shared';
import { RemoteRegion } from './remote-region';
import { forgetRemoteComponent } from './remote-component';
import { useRegionFailed } from './failed-parts';
import { resetRemoteModules, setRemoteModule } from '../../test/federation-runtime';
import { serveRuntimeConfig } from '../../test/setup-runtime-config';

/** The about page as its remote renders it, and the HTML the shell's server composed from it. */
function AboutPage() {
  return (
    <>
      <header>
        <h1>About us</h1>
        <a href="/contact">Write to us</a>
      </header>
      <section>Since 2019</section>
    </>
  );
}
const ARRIVED = '<header><h1>About us</h1><a href="/contact">Write to us</a></header><section>Since 2019</section>';

/** Whether some part of the page showed a failure, as the fertilizer popup's slot reads it. */
const failure = { shown: false };
function FailureProbe() {
  const shown = useRegionFailed();
  useEffect(() => {
    failure.shown = shown;
  }, [shown]);
  return null;
}

/** The router's navigate, for the test to move it as the chrome's links do. */
const router: { navigate: NavigateFunction } = { navigate: () => undefined };
function Navigator() {
  const navigate = useNavigate();
  useEffect(() => {
    router.navigate = navigate;
  }, [navigate]);
  return null;
}

let root: Root | undefined;
let container: HTMLElement;

/** Hydrates the about route's region from the HTML it arrived with (`region`: its boundary). */
async function hydrateRegion(region: string) {
  container = document.createElement('div');
  container.innerHTML = `<main id="main">${region}</main>`;
  document.body.append(container);
  const recoverable = jest.fn();
  await act(async () => {
    root = hydrateRoot(
      container,
      <MemoryRouter initialEntries={['/about']}>
        <Navigator />
        <FailureProbe />
        <main id="main">
          <RemoteRegion remote="content" module="AboutPage" />
        </main>
      </MemoryRouter>,
      { onRecoverableError: recoverable },
    );
  });
  return { recoverable };
}

const NOTICE = "This page didn't finish loading";
const keptNotice = () => screen.findByText(NOTICE);

beforeEach(() => {
  resetRemoteModules();
  forgetRemoteComponent('content', 'AboutPage');
  serveRuntimeConfig();
});
afterEach(() => {
  act(() => root?.unmount());
  container.remove();
  jest.restoreAllMocks();
});

describe("a region whose remote's code fails after its HTML arrived", () => {
  it('keeps the very HTML it arrived with, with a notice offering Retry, and React reports no error', async () => {
    setRemoteModule('content/AboutPage', () => Promise.reject(new Error('connection refused')));
    const { recoverable } = await hydrateRegion(`<!--$-->${ARRIVED}<!--/$-->`);
    const heading = container.querySelector('h1');
    await keptNotice();
    // The same elements, as they arrived, none of React's making below the top.
    expect(container.querySelector('h1')).toBe(heading);
    expect(Object.keys(heading!).some((key) => key.startsWith('__reactFiber'))).toBe(false);
    expect(container.querySelector('main')!.innerHTML).toContain(`${ARRIVED}<!--/$-->`);
    expect(screen.getByRole('link', { name: 'Write to us' })).toHaveAttribute('href', '/contact');
    // A polite notice above the page, which takes no focus from it.
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('You can read this page and follow its links');
    expect(container.querySelector('main')!.firstElementChild!.contains(status)).toBe(true);
    expect(document.activeElement).toBe(document.body);
    expect(screen.queryByText(/We couldn't load/)).toBeNull();
    // A part of the page shows a failure: the fertilizer popup waits.
    expect(failure.shown).toBe(true);
    // No hydration error (a mismatch, or the part thrown away for a fallback); console.error
    // (which React's development build logs them with) fails the test by itself.
    expect(recoverable).not.toHaveBeenCalled();
  });

  it('comes alive by Retry once the remote answers, without losing the page meanwhile', async () => {
    setRemoteModule('content/AboutPage', () => Promise.reject(new Error('connection refused')));
    const { recoverable } = await hydrateRegion(`<!--$-->${ARRIVED}<!--/$-->`);
    await keptNotice();
    expect(failure.shown).toBe(true);
    const kept = container.querySelector('h1');
    let answer: (module: { default: typeof AboutPage }) => void = () => undefined;
    setRemoteModule('content/AboutPage', () => new Promise((resolve) => (answer = resolve)));
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    // Loading again: the page stays as it was.
    expect(container.querySelector('h1')).toBe(kept);
    await act(async () => answer({ default: AboutPage }));
    await waitFor(() => expect(screen.queryByText(NOTICE)).toBeNull());
    const live = screen.getByRole('heading', { name: 'About us' });
    expect(live).not.toBe(kept);
    expect(Object.keys(live).some((key) => key.startsWith('__reactFiber'))).toBe(true);
    expect(recoverable).not.toHaveBeenCalled();
    // Whole again: the fertilizer popup may come.
    expect(failure.shown).toBe(false);
    // Live now: it follows the chrome to another address of its route, as any page does.
    await act(async () => router.navigate('/about?from=menu'));
    expect(screen.getByRole('heading', { name: 'About us' })).toBe(live);
  });

  it('gives way to the fallback at another address of the route: the HTML kept is not that page', async () => {
    setRemoteModule('content/AboutPage', () => Promise.reject(new Error('connection refused')));
    await hydrateRegion(`<!--$-->${ARRIVED}<!--/$-->`);
    await keptNotice();
    // The boundary that keeps the failure inside the region logs it, and React with it.
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await act(async () => router.navigate('/about?from=menu'));
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't load this page");
    expect(container.querySelector('h1')).toBeNull();
    expect(screen.queryByText(NOTICE)).toBeNull();
    expect(consoleError).toHaveBeenCalledWith('The content part of the shop failed to load or render.', expect.anything(), expect.any(String));
  });

  it('shows the fallback, as before, where the region arrived without its HTML (left to the browser)', async () => {
    setRemoteModule('content/AboutPage', () => Promise.reject(new Error('connection refused')));
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { recoverable } = await hydrateRegion('<!--$!--><template data-dgst=""></template><div role="status" aria-live="polite">Loading…</div><!--/$-->');
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't load this page");
    expect(screen.queryByText(NOTICE)).toBeNull();
    expect(recoverable).not.toHaveBeenCalled();
    expect(consoleError).toHaveBeenCalledWith('The content part of the shop failed to load or render.', expect.anything(), expect.any(String));
  });
});
