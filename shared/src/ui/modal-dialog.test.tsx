import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ModalDialog } from './modal-dialog';

/** A page with a button that opens a dialog; `closable` says whether the owner lets it close. */
function Page({ closable = true }: { closable?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Place Order
      </button>
      <ModalDialog open={open} onCloseRequest={() => closable && setOpen(false)} aria-labelledby="pay-title">
        <h2 id="pay-title">Pay with M-Pesa</h2>
        <button type="button" onClick={() => setOpen(false)}>
          Cancel
        </button>
      </ModalDialog>
    </>
  );
}

const dialogElement = () => document.querySelector('dialog')!;

describe('ModalDialog', () => {
  it('is a dialog named by its title, opened as a modal with the focus in it', async () => {
    render(<Page />);
    expect(dialogElement()).not.toHaveAttribute('open');
    await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    const dialog = screen.getByRole('dialog', { name: 'Pay with M-Pesa' });
    expect(dialog).toHaveAttribute('open');
    expect(dialog).toHaveFocus();
  });

  it('asks its owner on Escape and on a click of the backdrop, and closes when the owner agrees', async () => {
    render(<Page />);
    await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    await userEvent.keyboard('{Escape}');
    expect(dialogElement()).not.toHaveAttribute('open');
    await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    // The dialog has no padding: a click on the dialog element itself is on its backdrop.
    fireEvent.click(dialogElement());
    expect(dialogElement()).not.toHaveAttribute('open');
  });

  it('stays open when its owner refuses, however often Escape is pressed (the browser would close it the second time)', async () => {
    render(<Page closable={false} />);
    await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    await userEvent.keyboard('{Escape}');
    const escape = new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true });
    dialogElement().dispatchEvent(escape);
    expect(escape.defaultPrevented).toBe(true);
    const cancel = new Event('cancel', { cancelable: true });
    dialogElement().dispatchEvent(cancel);
    expect(cancel.defaultPrevented).toBe(true);
    expect(dialogElement()).toHaveAttribute('open');
    // A click inside is not on the backdrop.
    fireEvent.click(screen.getByRole('heading', { name: 'Pay with M-Pesa' }));
    expect(dialogElement()).toHaveAttribute('open');
  });

  it('closes itself when its owner closes it or unmounts it', async () => {
    const { unmount } = render(<Page />);
    await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    const dialog = dialogElement();
    const closed = jest.fn();
    dialog.addEventListener('close', closed);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(dialog).not.toHaveAttribute('open');
    expect(closed).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    unmount();
    expect(closed).toHaveBeenCalledTimes(2);
  });
});
