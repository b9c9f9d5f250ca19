import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from '@mimea/shared';
import { CATEGORY_OVERVIEW } from '../../domain/category-overview';
import { CategoryCard } from './category-card';

const healthPackages = CATEGORY_OVERVIEW.find((category) => category.category === 'health-packages')!;

describe('CategoryCard', () => {
  it('is a list item: its icon, its name as a heading linking to the category, and its links into the shop', () => {
    render(
      <MemoryRouter>
        <ul>
          <CategoryCard category={healthPackages} />
        </ul>
      </MemoryRouter>,
    );
    const card = screen.getAllByRole('listitem')[0]!;
    expect(card.querySelector('svg[data-icon="health-packages"]')).toHaveAttribute('aria-hidden', 'true');
    const heading = within(card).getByRole('heading', { level: 2, name: 'Health Packages' });
    expect(within(heading).getByRole('link')).toHaveAttribute('href', '/shop/health-packages');
    const links = within(within(card).getByRole('list')).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(healthPackages.links.map((link) => [link.label, link.to]));
    // Text links, drawn as the shop's own (no MUI Link, which loaded MUI's controls group).
    for (const link of [within(heading).getByRole('link'), ...links]) expect(link).toHaveClass('shop-text-link', 'shop-text-link-hover');
    expect(within(heading).getByRole('link')).toHaveClass('shop-text-link-inherit');
  });
});
