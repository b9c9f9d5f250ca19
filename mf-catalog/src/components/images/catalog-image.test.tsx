import { render, screen } from '@testing-library/react';
import { CatalogImage } from './catalog-image';

describe('CatalogImage', () => {
  it('draws a drawn picture as its WebP files, at the width its box needs, in its intrinsic size', () => {
    render(<CatalogImage src="https://catalog.example/uploads/products/olive-soap-1.svg" alt="Olive Soap by Mimea Naturals" kind="product" eager />);
    const picture = screen.getByRole('img', { name: 'Olive Soap by Mimea Naturals' });
    expect(picture).toHaveAttribute('src', 'https://catalog.example/uploads/products/olive-soap-1-600.webp');
    expect(picture).toHaveAttribute(
      'srcset',
      'https://catalog.example/uploads/products/olive-soap-1-320.webp 320w, https://catalog.example/uploads/products/olive-soap-1-600.webp 600w',
    );
    expect(picture.getAttribute('sizes')).toBeTruthy();
    expect(picture).toHaveAttribute('width', '600');
    expect(picture).toHaveAttribute('height', '600');
    expect(picture).toHaveAttribute('fetchpriority', 'high');
  });

  it('takes the width its box is laid out at from the page where it differs from its kind’s', () => {
    render(<CatalogImage src="/uploads/products/olive-soap-1.svg" alt="" kind="product" sizes="72px" />);
    expect(document.querySelector('img')).toHaveAttribute('sizes', '72px');
  });

  it('keeps the hero, the home page’s largest paint, as its SVG', () => {
    render(<CatalogImage src="https://catalog.example/uploads/hero/heart-care.svg" alt="Heart Care" kind="hero" eager />);
    const picture = screen.getByRole('img', { name: 'Heart Care' });
    expect(picture).toHaveAttribute('src', 'https://catalog.example/uploads/hero/heart-care.svg');
    expect(picture).not.toHaveAttribute('srcset');
  });

  it('leaves a picture that is not one of the drawn SVGs as it is', () => {
    render(<CatalogImage src="https://cdn.example/photo.jpg" alt="A photo" kind="hero" />);
    const picture = screen.getByRole('img', { name: 'A photo' });
    expect(picture).toHaveAttribute('src', 'https://cdn.example/photo.jpg');
    expect(picture).not.toHaveAttribute('srcset');
    expect(picture).toHaveAttribute('loading', 'lazy');
  });

  it("offers a photo uploaded in the office at its three widths, on the shop's origin", () => {
    render(<CatalogImage src="/api/catalogue/photos/ab12cd-640.webp" alt="Olive Soap" kind="product" />);
    const picture = screen.getByRole('img', { name: 'Olive Soap' });
    expect(picture).toHaveAttribute('src', '/api/catalogue/photos/ab12cd-640.webp');
    expect(picture).toHaveAttribute('srcset', '/api/catalogue/photos/ab12cd-320.webp 320w, /api/catalogue/photos/ab12cd-640.webp 640w, /api/catalogue/photos/ab12cd-1024.webp 1024w');
    expect(picture.getAttribute('sizes')).toBeTruthy();
  });
});
