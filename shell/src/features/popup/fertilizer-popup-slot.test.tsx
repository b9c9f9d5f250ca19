import { act, render, screen, waitFor } from '@testing-library/react';
import { FertilizerPopupSlot } from './fertilizer-popup-slot';
import { PAGE_SEEN_DELAY_MS } from './use-after-page-load';
import { forgetRemoteComponent } from '../../components/remotes/remote-component';
import { RemoteFallback } from '../../components/remotes/remote-fallback';
import { resetRemoteModules, setRemoteModule } from '../../test/federation-runtime';
import { serveRuntimeConfig } from '../../test/setup-runtime-config';

let loads = 0;

beforeEach(() => {
  loads = 0;
  resetRemoteModules();
  // The lazy component is cached per module: each test loads it afresh.
  forgetRemoteComponent('nopf', 'FertilizerPopup');
  serveRuntimeConfig();
});
afterEach(() => jest.restoreAllMocks());

function popupModule(text: string) {
  setRemoteModule('nopf/FertilizerPopup', async () => {
    loads += 1;
    return { default: () => <div role="dialog" aria-label={text} /> };
  });
}

describe('FertilizerPopupSlot', () => {
  it('loads nothing until the page has loaded, the browser is idle and the shopper has seen the page, then mounts the popup', async () => {
    popupModule('Fertilizer popup');
    const idle: IdleRequestCallback[] = [];
    Object.defineProperty(document, 'readyState', { configurable: true, get: () => 'loading' });
    window.requestIdleCallback = (callback) => idle.push(callback);
    window.cancelIdleCallback = () => undefined;
    try {
      const view = render(<FertilizerPopupSlot />);
      expect(loads).toBe(0);
      window.dispatchEvent(new Event('load'));
      expect(idle).toHaveLength(1);
      expect(loads).toBe(0);
      act(() => idle[0]!({ didTimeout: false, timeRemaining: () => 10 }));
      // Loaded, but nobody has looked at the page yet: it is theirs for a moment.
      await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
      expect(loads).toBe(0);
      act(() => void window.dispatchEvent(new Event('scroll')));
      expect(await screen.findByRole('dialog', { name: 'Fertilizer popup' })).toBeInTheDocument();
      expect(loads).toBe(1);
      view.unmount();
    } finally {
      Reflect.deleteProperty(document, 'readyState');
      Reflect.deleteProperty(window, 'requestIdleCallback');
      Reflect.deleteProperty(window, 'cancelIdleCallback');
    }
  });

  it('comes by itself once the shopper has had the page for a few seconds without touching it', async () => {
    popupModule('Fertilizer popup');
    jest.useFakeTimers();
    try {
      const view = render(<FertilizerPopupSlot />);
      act(() => void jest.advanceTimersByTime(PAGE_SEEN_DELAY_MS - 100));
      expect(loads).toBe(0);
      act(() => void jest.advanceTimersByTime(200));
      jest.useRealTimers();
      expect(await screen.findByRole('dialog', { name: 'Fertilizer popup' })).toBeInTheDocument();
      view.unmount();
    } finally {
      jest.useRealTimers();
    }
  });

  it('shows nothing at all, no fallback and no Retry, when the nopf remote is down', async () => {
    setRemoteModule('nopf/FertilizerPopup', async () => {
      loads += 1;
      throw new Error('connection refused');
    });
    // The failure is logged, by React and by the boundary that keeps it out of the page: only that.
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { container } = render(<FertilizerPopupSlot />);
    act(() => void window.dispatchEvent(new Event('pointerdown')));
    await waitFor(() => expect(consoleError).toHaveBeenCalledTimes(2));
    const failure = expect.objectContaining({ name: 'RemoteLoadError', message: 'Could not load nopf/FertilizerPopup: connection refused' });
    expect(consoleError.mock.calls).toEqual([
      [expect.any(String), failure, 'The above error occurred in one of your React components.', expect.stringContaining('FailureBoundary')],
      ['The nopf part of the shop failed to load or render.', failure, expect.any(String)],
    ]);
    expect(loads).toBe(1);
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('waits while a part of the page shows a failure, so it never covers its Retry, and comes once none does', async () => {
    popupModule('Fertilizer popup');
    const page = (failed: boolean) => (
      <>
        {failed && <RemoteFallback remote="catalog" onRetry={() => undefined} />}
        <FertilizerPopupSlot />
      </>
    );
    const view = render(page(true));
    act(() => void window.dispatchEvent(new Event('keydown')));
    // Long enough for the page to have loaded and the browser to be idle (jsdom has no idle callback).
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(loads).toBe(0);
    expect(screen.queryByRole('dialog')).toBeNull();
    view.rerender(page(false));
    expect(await screen.findByRole('dialog', { name: 'Fertilizer popup' })).toBeInTheDocument();
    // A part that fails later takes it away: its Retry must stay reachable.
    view.rerender(page(true));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    view.unmount();
  });
});
