import { render } from '@testing-library/react';
import { CATEGORIES, HEALTH_GOALS, type CatalogIconName } from '../../domain/product-types';
import { CatalogIcon } from './catalog-icons';

const names: CatalogIconName[] = [...new Set<CatalogIconName>([...CATEGORIES, ...HEALTH_GOALS])];

describe('CatalogIcon', () => {
  it.each(names)('draws %s as an svg with a path', (name) => {
    const { container } = render(<CatalogIcon name={name} />);
    const svg = container.querySelector('svg');
    expect(svg).not.toBeNull();
    expect(svg).toHaveAttribute('viewBox', '0 0 24 24');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    const d = svg!.querySelector('path')?.getAttribute('d') ?? '';
    expect(d).toMatch(/^M[\d.\s,-]+/);
    expect(d.length).toBeGreaterThan(20);
  });

  it('passes its size, style and name through to the svg', () => {
    const { container } = render(<CatalogIcon name="immunity" fontSize="small" style={{ color: 'rgb(30, 91, 46)' }} />);
    const svg = container.querySelector('svg')!;
    expect(svg).toHaveClass('shop-icon', 'shop-icon-small');
    expect(svg).toHaveStyle({ color: 'rgb(30, 91, 46)' });
    expect(svg).toHaveAttribute('data-icon', 'immunity');
  });
});
