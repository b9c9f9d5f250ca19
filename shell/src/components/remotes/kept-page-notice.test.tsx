import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { shopConnectivity, startConnectivity } from '../../domain/offline/connectivity';
import { KeptPageNotice } from './kept-page-notice';
import { serveRuntimeConfig } from '../../test/setup-runtime-config';

beforeAll(() => startConnectivity());
afterEach(() => shopConnectivity.stop());

describe('the notice above a page kept as it arrived, whose remote could not load', () => {
  // Online to start with: the shop's origin answers its check.
  beforeEach(async () => {
    serveRuntimeConfig();
    await act(() => shopConnectivity.probe());
  });

  test('it says the page is readable, politely (a status), takes no focus, and offers Retry by keyboard', async () => {
    const onRetry = jest.fn();
    await act(async () => {
      render(<KeptPageNotice retrying={false} onRetry={onRetry} />);
    });
    const notice = screen.getByRole('status');
    expect(notice).toHaveTextContent("This page didn't finish loading");
    expect(notice).toHaveTextContent('You can read this page and follow its links, but its buttons may not work until it loads.');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(document.activeElement).toBe(document.body);
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Retry' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  test('offline, it says the buttons work once the connection is back', async () => {
    await act(async () => {
      render(<KeptPageNotice retrying={false} onRetry={() => undefined} />);
    });
    act(() => void window.dispatchEvent(new Event('offline')));
    expect(screen.getByRole('status')).toHaveTextContent("You're offline");
    expect(screen.getByRole('status')).toHaveTextContent("its buttons may not work until it loads, once you're back online.");
  });

  test('while it tries again, its button says so', async () => {
    await act(async () => {
      render(<KeptPageNotice retrying onRetry={() => undefined} />);
    });
    expect(screen.getByRole('button', { name: 'Retrying…' })).toHaveAttribute('aria-disabled', 'true');
  });
});
