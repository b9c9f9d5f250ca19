import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

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

