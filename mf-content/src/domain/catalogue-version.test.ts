import { catalogueVersion } from './catalogue-version';

const product = { id: 'olive-soap', name: 'Olive Soap', price: 500, images: ['/uploads/products/olive-soap-1.svg'] };

describe('the version of the catalogue products a page shows', () => {
  it('is the same for the same products, wherever their pictures are addressed', () => {
    expect(catalogueVersion([product])).toBe(catalogueVersion([{ ...product }]));
    expect(catalogueVersion([{ ...product, images: ['https://catalog-origin.invalid/uploads/products/olive-soap-1.svg'] }])).toBe(catalogueVersion([product]));
  });

  it('changes with a price, a name, a picture or the products shown', () => {
    const version = catalogueVersion([product]);
    expect(catalogueVersion([{ ...product, price: 450 }])).not.toBe(version);
    expect(catalogueVersion([{ ...product, name: 'Olive Soap Bar' }])).not.toBe(version);
    expect(catalogueVersion([{ ...product, images: ['/uploads/products/olive-soap-2.svg'] }])).not.toBe(version);
    expect(catalogueVersion([product, { ...product, id: 'shea-butter' }])).not.toBe(version);
    expect(catalogueVersion([])).not.toBe(version);
  });
});
