import { createRef } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from '../routing/routing';
import { ShopTextLink } from './shop-text-link';

/** The CSS rules whose selector starts with one of the element's classes, without spaces. */
function rulesOf(element: Element): string {
  const classes = [...element.classList].map((name) => `.${name}`);
  return [...document.styleSheets]
    .flatMap((sheet) => [...sheet.cssRules])
    .map((rule) => rule.cssText.replace(/\s+/g, ''))
    .filter((text) => classes.some((name) => text.startsWith(name)))
    .join('');
}

describe('ShopTextLink', () => {
  it('follows a route of the shop within the app with `to`', () => {
    const ref = createRef<HTMLAnchorElement>();
    render(
      <MemoryRouter initialEntries={['/contact']}>
        <Routes>
          <Route path="/contact" element={<ShopTextLink ref={ref} to="/shop">browse the shop</ShopTextLink>} />
          <Route path="/shop" element={<h1>The shop</h1>} />
        </Routes>
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: 'browse the shop' });
    expect(link).toHaveAttribute('href', '/shop');
    expect(ref.current).toBe(link);
    fireEvent.click(link);
    expect(screen.getByRole('heading', { name: 'The shop' })).toBeInTheDocument();
  });

  it('is the browser’s <a> to another address with `href`, its attributes kept', () => {
    render(
      <ShopTextLink href="https://wa.me/254700000000" target="_blank" rel="noopener noreferrer" aria-describedby="hours">
        Chat on WhatsApp
      </ShopTextLink>,
    );
    const link = screen.getByRole('link', { name: 'Chat on WhatsApp' });
    expect(link).toHaveAttribute('href', 'https://wa.me/254700000000');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).toHaveAttribute('aria-describedby', 'hours');
    expect(link).toHaveClass('shop-text-link');
  });

  it('looks like MUI’s Link: the theme’s green, underlined at 40 %, and a ring for the keyboard', () => {
    render(<ShopTextLink href="tel:+254720123456">0720 123 456</ShopTextLink>);
    const rules = rulesOf(screen.getByRole('link'));
    expect(rules).toMatch(/\{margin:0;color:#1E5B2E;(-webkit-text-decoration:underline;)?text-decoration:underline;text-decoration-color:rgba\(30,91,46,0\.4\);\}/);
    expect(rules).toMatch(/:hover\{text-decoration-color:inherit;\}/);
    expect(rules).toMatch(/:focus-visible\{outline:2pxsolidcurrentColor;outline-offset:2px;/);
  });

  it('takes the colour of the text around it, or is underlined on hover only, on request', () => {
    render(
      <MemoryRouter>
        <ShopTextLink to="/shop/skincare" color="inherit" underline="hover" className="title">
          Skincare
        </ShopTextLink>
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: 'Skincare' });
    expect(link).toHaveClass('shop-text-link', 'shop-text-link-inherit', 'shop-text-link-hover', 'title');
    const rules = rulesOf(link);
    expect(rules).toMatch(/\.shop-text-link-inherit\{color:inherit;text-decoration-color:currentColor;\}/);
    expect(rules).toMatch(/\.shop-text-link-hover\{(-webkit-text-decoration:none;)?text-decoration:none;\}/);
    expect(rules).toMatch(/\.shop-text-link-hover:hover\{(-webkit-text-decoration:underline;)?text-decoration:underline;\}/);
  });
});
