import { act, render, screen, waitFor } from '@testing-library/react';
import { ShopProviders } from '../store/shop-providers';
import { onToastWaiting, showToast } from './show-toast';

const stack = () => document.querySelector('.notistack-SnackbarContainer');

describe('showToast', () => {
  it('draws no toast stack until the first toast, then shows the toasts in the order asked', async () => {
    render(
      <ShopProviders>
        <p>Page</p>
      </ShopProviders>,
    );
    expect(stack()).toBeNull();
    act(() => {
      showToast({ title: 'Added to cart', text: 'Kuding Plus Tea has been added to your cart' });
      showToast({ title: 'Coupon Error', text: 'Invalid coupon code' }, 'error');
    });
    expect(await screen.findByText('Kuding Plus Tea has been added to your cart')).toBeInTheDocument();
    expect(await screen.findByText('Invalid coupon code')).toBeInTheDocument();
    const titles = Array.from(document.querySelectorAll('.notistack-SnackbarContainer strong')).map((title) => title.textContent);
    expect(titles).toEqual(expect.arrayContaining(['Added to cart', 'Coupon Error']));
    expect(stack()).not.toBeNull();

    // Once loaded, a toast is drawn after the next paint, not in the task (a tap) that asked for it.
    act(() => showToast({ title: 'Item removed', text: 'Kuding Plus Tea has been removed from your cart' }, 'info'));
    expect(screen.queryByText('Kuding Plus Tea has been removed from your cart')).not.toBeInTheDocument();
    expect(await screen.findByText('Kuding Plus Tea has been removed from your cart')).toBeInTheDocument();
  });

  it('keeps a toast asked for before any page mounted its providers, and shows it when one does', async () => {
    act(() => showToast({ title: 'Message Sent', text: 'Thank you, Wanjiku. We will reply within 24 hours.' }));
    render(
      <ShopProviders>
        <p>Page</p>
      </ShopProviders>,
    );
    expect(await screen.findByText('Thank you, Wanjiku. We will reply within 24 hours.')).toBeInTheDocument();
  });

  it('asks for the toasts library after the paint that answers the tap, not in its task', async () => {
    const wake = jest.fn();
    const stopListening = onToastWaiting(wake);
    showToast({ title: 'Added to cart', text: 'Olive Soap has been added to your cart' });
    expect(wake).not.toHaveBeenCalled();
    await waitFor(() => expect(wake).toHaveBeenCalledTimes(1));
    stopListening();
    // A page's providers then show it.
    render(
      <ShopProviders>
        <p>Page</p>
      </ShopProviders>,
    );
    expect(await screen.findByText('Olive Soap has been added to your cart')).toBeInTheDocument();
  });
});
