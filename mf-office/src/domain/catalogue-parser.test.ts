import { parseCatalogueSettings, parseImportPreview, parseProduct, parseProducts, parseUploadedPhoto } from './catalogue-parser';

const PRODUCT = {
  id: 'ginseng-coffee',
  name: 'Ginseng Coffee',
  price: 1950,
  salePrice: 1600,
  currency: 'KES',
  stock: 180,
  hidden: false,
  category: 'supplements',
  subcategory: 'immunity-energy',
  healthGoals: ['energy'],
  shortDescription: 'Coffee.',
  description: 'Coffee with ginseng.',
  ingredients: ['Coffee'],
  usage: 'Stir.',
  benefits: ['Energy'],
  images: ['/uploads/products/ginseng-coffee-1.svg'],
  version: 2,
  updatedAt: '2026-12-02T09:00:00.000Z',
  reviews: [],
};

describe('the products answers', () => {
  it('reads a product; no sale price is null; an answer without an id, price or version is none', () => {
    expect(parseProduct(PRODUCT)).toMatchObject({ id: 'ginseng-coffee', salePrice: 1600, version: 2, images: ['/uploads/products/ginseng-coffee-1.svg'] });
    expect(parseProduct({ ...PRODUCT, salePrice: undefined })?.salePrice).toBeNull();
    expect(parseProduct({ ...PRODUCT, price: '1950' })).toBeNull();
    expect(parseProduct({ ...PRODUCT, id: '' })).toBeNull();
    expect(parseProducts({ products: [PRODUCT, { nonsense: true }] })).toHaveLength(1);
    expect(parseProducts({})).toBeNull();
  });

  it('reads a preview, keeping only the changes and problems that make sense', () => {
    const preview = parseImportPreview({
      changes: [
        { id: 'ginseng-coffee', name: 'Ginseng Coffee', field: 'price', from: 1950, to: 2100 },
        { id: 'ginseng-coffee', field: 'colour', from: 'red', to: 'blue' },
      ],
      problems: [{ line: 3, id: null, message: 'The id is empty.' }, { line: 4 }],
    });
    expect(preview).toEqual({
      changes: [{ id: 'ginseng-coffee', name: 'Ginseng Coffee', field: 'price', from: 1950, to: 2100 }],
      problems: [{ line: 3, id: null, message: 'The id is empty.' }],
    });
    expect(parseImportPreview({ changes: [] })).toBeNull();
  });

  it('reads an uploaded photo and the settings', () => {
    const widths = { 320: '/api/catalogue/photos/ab-320.webp', 640: '/api/catalogue/photos/ab-640.webp' };
    expect(parseUploadedPhoto({ product: PRODUCT, photo: { id: 'ab', url: widths[640], widths } })).toMatchObject({ url: widths[640], widths: { '320': widths[320], '640': widths[640] } });
    expect(parseUploadedPhoto({ product: PRODUCT })).toBeNull();
    expect(parseCatalogueSettings({ holdMinutes: 60, staffMayEdit: false })).toEqual({ holdMinutes: 60, staffMayEdit: false });
    expect(parseCatalogueSettings({ holdMinutes: '60', staffMayEdit: false })).toBeNull();
  });
});
