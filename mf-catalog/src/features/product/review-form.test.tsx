import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ShopProviders } from '@mimea/shared';
import { ReviewForm } from './review-form';

function setup() {
  render(
    <ShopProviders>
      <ReviewForm productName="Olive Soap" />
    </ShopProviders>,
  );
}

describe('ReviewForm', () => {
  it('requires name, email and review text, and a valid email', async () => {
    setup();
    await userEvent.click(screen.getByRole('button', { name: 'Submit Review' }));
    expect(screen.getByText('Please enter your name')).toBeInTheDocument();
    expect(screen.getByText('Please enter your email')).toBeInTheDocument();
    expect(screen.getByText('Please write your review')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: /Your email/ }), 'wanjiku@example');
    await userEvent.click(screen.getByRole('button', { name: 'Submit Review' }));
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.queryByText('Review Submitted')).not.toBeInTheDocument();
  });

  it('thanks the shopper, clears the fields and resets the rating to 5', async () => {
    setup();
    expect(screen.getByRole('radio', { name: '5 Stars' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: '3 Stars' }));
    await userEvent.type(screen.getByRole('textbox', { name: /Your name/ }), 'Wanjiku Kamau');
    await userEvent.type(screen.getByRole('textbox', { name: /Your email/ }), 'wanjiku@example.co.ke');
    await userEvent.type(screen.getByRole('textbox', { name: /Your review/ }), 'Gentle on my skin.');
    await userEvent.click(screen.getByRole('button', { name: 'Submit Review' }));
    expect(await screen.findByText('Review Submitted')).toBeInTheDocument();
    expect(screen.getByText('Thank you for your feedback! Your review will be published after moderation.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Your name/ })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: /Your email/ })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: /Your review/ })).toHaveValue('');
    expect(screen.getByRole('radio', { name: '5 Stars' })).toBeChecked();
  });
});
