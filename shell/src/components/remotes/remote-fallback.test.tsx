import { act, render, screen } from '@testing-library/react';
import { shopConnectivity, startConnectivity } from '../../domain/offline/connectivity';
import { RemoteFallback } from './remote-fallback';

beforeAll(() => startConnectivity());
afterEach(() => shopConnectivity.stop());

describe('the fallback of a remote that could not load', () => {
  // The fallback focuses Retry as it appears, and MUI starts the button's focus ripple then: the
  // render is awaited so that update lands inside act().
  const renderFallback = (onRetry: () => void) =>
    act(async () => {
      render(<RemoteFallback remote="content" onRetry={onRetry} />);
    });

  test('online, it says the part could not load and offers Retry', async () => {
    const onRetry = jest.fn();
    await renderFallback(onRetry);
    expect(screen.getByRole('alert')).toHaveTextContent("We couldn't load this page");
    act(() => screen.getByRole('button', { name: 'Retry' }).click());
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  test('offline, it says so: the page has not been saved on this device yet', async () => {
    const onRetry = jest.fn();
    await renderFallback(onRetry);
    // The browser says the connection is gone (coming back is the e2e journey's: it needs a real network).
    act(() => void window.dispatchEvent(new Event('offline')));
    expect(screen.getByRole('alert')).toHaveTextContent("You're offline");
    expect(screen.getByRole('alert')).toHaveTextContent("This page hasn't been saved on this device yet");
    expect(onRetry).not.toHaveBeenCalled();
  });
});
