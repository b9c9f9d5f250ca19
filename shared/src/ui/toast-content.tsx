import type { ReactNode } from 'react';
import type { ToastText } from '../cart/cart-messages';

/** A toast body with a bold title over its text, as the spec words every notice. */
export function toastContent({ title, text }: ToastText): ReactNode {
  return (
    <span>
      <strong style={{ display: 'block' }}>{title}</strong>
      {text}
    </span>
  );
}
