import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from '../routing/routing';
import { Breadcrumb } from './breadcrumb';
import { Tag } from './tag';

describe('Breadcrumb', () => {
  it('is a navigation landmark listing the way to the page, the page itself marked and not a link', () => {
    render(
      <MemoryRouter>
        <Breadcrumb crumbs={[{ label: 'Home', to: '/' }, { label: 'Shop', to: '/shop' }, { label: 'Olive Soap' }]} />
      </MemoryRouter>,
    );
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(trail).toHaveTextContent('Home/Shop/Olive Soap');
    expect(within(trail).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/', '/shop']);
    // The separators are not read out: the list holds the three crumbs.
    expect(within(trail).getAllByRole('listitem')).toHaveLength(3);
    expect(within(trail).getByText('Olive Soap')).toHaveAttribute('aria-current', 'page');
  });
});

describe('Tag', () => {
  it('is a link when it leads somewhere, marked when it is the chosen filter, and a label otherwise', () => {
    render(
      <MemoryRouter>
        <Tag to="/blog?category=Immunity" tone="primary" current>
          Immunity
        </Tag>
        <Tag>Organic</Tag>
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Immunity' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByText('Organic').tagName).toBe('SPAN');
  });
});
