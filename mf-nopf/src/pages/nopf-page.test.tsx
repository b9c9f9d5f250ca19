import { render, screen } from '@testing-library/react';
import { phoneLink } from '@mimea/shared';
import NopfPage from './nopf-page';
import { nopfContent } from '../content/nopf-content';

describe('NopfPage', () => {
  it('orders by chat with the prefilled order message, and calls a consultant by phone', () => {
    render(<NopfPage />);
    const buyNow = screen.getByRole('link', { name: 'Buy Now' });
    expect(new URL(buyNow.getAttribute('href') ?? '').searchParams.get('text')).toBe(nopfContent.orderMessage);
    expect(screen.getByRole('link', { name: 'Talk to a Consultant' })).toHaveAttribute('href', phoneLink());
    expect(screen.getByText(/1-6 hectares/)).toBeInTheDocument();
  });
});
