import { act, render, screen } from '@testing-library/react';
import { RemoteFallback } from './remote-fallback';

function setOnline(online: boolean) {
  jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
});

describe('the fallback of a remote that could not load', () => {
  test('online, it says the part could not load and offers Retry', () => {
    const onRetry = jest.fn();
    render(<RemoteFallback remote="content" onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent("We couldn't load this page");
    screen.getByRole('button', { name: 'Retry' }).click();
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  test('offline, it says so, and tries again by itself a second after the connection is back', () => {
    jest.useFakeTimers();
    jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const onRetry = jest.fn();
    render(<RemoteFallback remote="content" onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent("You're offline");
    expect(screen.getByRole('alert')).toHaveTextContent("This page hasn't been saved on this device yet");

    act(() => setOnline(true));
    expect(onRetry).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1000));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
