import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { phoneLink, shopContacts } from '@mimea/shared';
import NopfPage from './nopf-page';
import { nopfContent, orderMessage } from '../domain/nopf-content';

function chatText(link: HTMLElement): string | null {
  return new URL(link.getAttribute('href') ?? '').searchParams.get('text');
}

describe('NopfPage', () => {
  it('has every section of the spec, in order, under one page heading', () => {
    render(<NopfPage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('NutriPlant Organic Plus Fertilizer (NOPF)');
    expect(document.title).toBe('NutriPlant Organic Plus Fertilizer (NOPF) | Mimea Naturals');
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', 'http://localhost/nopf');
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Why Choose NOPF?',
      'Proven Benefits',
      "What's Inside",
      'Application Guide',
      'Endorsed',
      'Order NOPF',
    ]);
  });

  it('makes every claim of the spec', () => {
    render(<NopfPage />);
    const benefits = within(screen.getByRole('region', { name: 'Proven Benefits' }));
    for (const claim of [
      'Boosts photosynthesis and leaf development',
      'Enhances root development',
      'Increases resistance to pests and diseases',
      'Promotes seed germination',
      'Enhances vascular tissue',
      'Extends the fruiting period',
    ]) {
      expect(benefits.getByRole('heading', { name: claim })).toBeInTheDocument();
    }
    expect(screen.getByRole('region', { name: 'Endorsed' })).toHaveTextContent('presidents of three East African countries');
  });

  it('shows the composition figures and the notable amino acids', () => {
    render(<NopfPage />);
    const inside = within(screen.getByRole('region', { name: "What's Inside" }));
    expect(inside.getByText('100g/L')).toBeInTheDocument();
    expect(inside.getByRole('heading', { name: 'Amino acids' })).toBeInTheDocument();
    expect(inside.getByText('20g/L')).toBeInTheDocument();
    expect(inside.getByRole('heading', { name: 'Trace elements (Fe, Mn, Zn, B)' })).toBeInTheDocument();
    for (const element of ['Iron (Fe)', 'Manganese (Mn)', 'Zinc (Zn)', 'Boron (B)', 'Glycine', 'Methionine', 'Threonine', 'Valine']) {
      expect(inside.getByText(element)).toBeInTheDocument();
    }
  });

  it('gives the application steps as a numbered list with the spec figures', () => {
    render(<NopfPage />);
    const guide = screen.getByRole('region', { name: 'Application Guide' });
    const steps = within(guide).getAllByRole('listitem');
    expect(steps).toHaveLength(4);
    expect(steps[0]).toHaveTextContent('6-10 hours in 10ml of NOPF per 10L of water');
    expect(steps[1]).toHaveTextContent('every 2-3 weeks');
    expect(steps[2]).toHaveTextContent('flowering and fruiting');
    expect(steps[3]).toHaveTextContent(/spray application and for drip irrigation/);
  });

  it('orders the chosen bottle by chat and calls a consultant by phone', async () => {
    const user = userEvent.setup();
    render(<NopfPage />);
    const order = within(screen.getByRole('region', { name: 'Order NOPF' }));
    expect(order.getByRole('radio', { name: /1000ml · Suitable for 1-6 hectares/ })).toBeChecked();
    expect(order.getByRole('radio', { name: /100ml · Suitable for 1-6 hectares/ })).not.toBeChecked();
    const buyNow = order.getByRole('link', { name: 'Buy Now' });
    expect(buyNow).toHaveAttribute('href', expect.stringMatching(/^https:\/\/wa\.me\/254720123456\?text=/));
    expect(buyNow).toHaveAttribute('target', '_blank');
    expect(chatText(buyNow)).toBe(orderMessage('1000ml'));

    await user.click(order.getByRole('radio', { name: /100ml ·/ }));
    expect(chatText(order.getByRole('link', { name: 'Buy Now' }))).toBe(orderMessage('100ml'));
    expect(orderMessage('100ml')).toContain('NutriPlant Organic Plus Fertilizer (NOPF), 100ml bottle');

    expect(order.getByRole('link', { name: 'Talk to a Consultant' })).toHaveAttribute('href', phoneLink());
    expect(order.getByRole('link', { name: shopContacts.phoneDisplay })).toHaveAttribute('href', phoneLink());
  });

  it('describes every picture, and leaves the step pictures to their text', () => {
    render(<NopfPage />);
    expect(screen.getByRole('img', { name: nopfContent.hero.image.alt })).toHaveAttribute('loading', 'eager');
    expect(screen.getByRole('img', { name: nopfContent.hero.image.alt })).toHaveAttribute('fetchpriority', 'high');
    expect(screen.getByRole('img', { name: nopfContent.packs.image.alt })).toHaveAttribute('loading', 'lazy');
    expect(screen.getByRole('img', { name: nopfContent.benefits.image.alt })).toHaveAttribute('src', '/illustrations/nopf-plant.svg');
    for (const image of document.querySelectorAll('img')) {
      expect(image).toHaveAttribute('alt');
      expect(Number(image.getAttribute('width'))).toBeGreaterThan(0);
      expect(Number(image.getAttribute('height'))).toBeGreaterThan(0);
    }
  });

  it('links the hero to the order section and the application guide on the page', () => {
    render(<NopfPage />);
    expect(screen.getByRole('link', { name: 'Order NOPF' })).toHaveAttribute('href', '#order');
    expect(screen.getByRole('link', { name: 'How to apply' })).toHaveAttribute('href', '#application');
    expect(document.getElementById('order')).not.toBeNull();
    expect(document.getElementById('application')).not.toBeNull();
  });
});
