import { render } from '@testing-library/react';
import { ShopProviders } from '../store/shop-providers';
import { CartIcon, PhoneIcon } from './shop-icons';

describe('shop icons', () => {
  it('are the browser’s svg, hidden from assistive technology, on a 24-unit grid', () => {
    const { container } = render(<CartIcon />);
    const svg = container.querySelector('svg')!;
    expect(svg).toHaveAttribute('viewBox', '0 0 24 24');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('focusable', 'false');
    expect(svg.getAttribute('class')).toBe('shop-icon');
    expect(svg.querySelector('path')?.getAttribute('d')).toMatch(/^M7 18/);
  });

  it('take MUI SvgIcon’s sizes as classes, and a caller’s class and style', () => {
    const { container } = render(
      <>
        <PhoneIcon fontSize="small" />
        <PhoneIcon fontSize="inherit" className="extra" style={{ color: 'rgb(212, 167, 44)' }} />
      </>,
    );
    const [small, inherit] = [...container.querySelectorAll('svg')];
    expect(small).toHaveClass('shop-icon', 'shop-icon-small');
    expect(inherit).toHaveClass('shop-icon', 'shop-icon-inherit', 'extra');
    expect(inherit).toHaveStyle({ color: 'rgb(212, 167, 44)' });
  });

  it('are drawn by the rules ShopProviders gives the page (1.5rem, currentColor)', () => {
    render(
      <ShopProviders>
        <CartIcon />
      </ShopProviders>,
    );
    const rules = [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText.replace(/\s+/g, ''))).join('');
    expect(rules).toMatch(/\.shop-icon\{[^}]*fill:currentColor;[^}]*font-size:1\.5rem;/);
    expect(rules).toMatch(/\.shop-icon\.shop-icon-small\{font-size:1\.25rem;\}/);
  });
});
