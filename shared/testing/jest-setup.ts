import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder, format } from 'node:util';

// react-router 7 needs these, and jsdom does not provide them.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// jsdom has <dialog> but none of its methods. Opening and closing as the attribute and the close
// event show them is all a test can read here; what the browser adds (top layer, inert page,
// focus moved in and given back) is checked in Chromium by the e2e journeys.
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}

// Every test renders React through act() (Testing Library's or React's own, where a test
// hydrates with react-dom itself): tell React so, or it warns that the environment is not
// configured for act.
Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

// A console error a test did not expect fails that test. A test that expects one replaces
// console.error itself (jest.spyOn(...).mockImplementation) and asserts what was logged.
const unexpectedErrors: { args: unknown[]; stack?: string }[] = [];
const logError = console.error.bind(console);
console.error = function reportError(...args: unknown[]) {
  const logged: { args: unknown[]; stack?: string } = { args };
  // Where it was logged from, not this wrapper: the failure points at the caller.
  Error.captureStackTrace(logged, reportError);
  unexpectedErrors.push(logged);
  logError(...args);
};
afterEach(() => {
  const [first, ...others] = unexpectedErrors.splice(0);
  if (!first) return;
  const message = `console.error was called unexpectedly${others.length > 0 ? ` (${others.length + 1} times; the first)` : ''}: ${format(...first.args)}`;
  const failure = new Error(message);
  failure.stack = `${message}\n${first.stack?.split('\n').slice(1).join('\n') ?? ''}`;
  throw failure;
});
