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

  it('passes props through to the SvgIcon', () => {
    const { container } = render(<CatalogIcon name="immunity" fontSize="small" titleAccess="Immunity" />);
    const svg = container.querySelector('svg')!;
    expect(svg.querySelector('title')?.textContent).toBe('Immunity');
    expect(svg).not.toHaveAttribute('aria-hidden');
    expect(svg.getAttribute('class')).toMatch(/fontSizeSmall/);
  });
});
