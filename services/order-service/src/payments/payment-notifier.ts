// Wakes the long polls of an order's payment view on this instance when its payment or prompt
// changed here (the other instances' polls re-read every 500 ms: payment-view.ts).
import { EventEmitter } from 'node:events';

export interface PaymentNotifier {
  /** Said after the change committed. */
  changed(orderId: string): void;
  /** Resolves when the order changes here or after `ms`, whichever is first; false on timeout. */
  wait(orderId: string, ms: number): Promise<boolean>;
}

export function paymentNotifier(): PaymentNotifier {
  const events = new EventEmitter();
  // One listener per waiting poll: many shoppers may wait at once.
  events.setMaxListeners(0);
  return {
    changed: (orderId) => void events.emit(orderId),
    wait(orderId, ms) {
      return new Promise((resolve) => {
        const done = (woken: boolean) => {
          clearTimeout(timer);
          events.off(orderId, onChange);
          resolve(woken);
        };
        const onChange = () => done(true);
        const timer = setTimeout(() => done(false), Math.max(0, ms));
        events.on(orderId, onChange);
      });
    },
  };
}
