import type { OfficeProduct } from './catalogue-types';
import { changedFields, EMPTY_FORM, formOf, readForm, stockText, valueText } from './product-form';

const PRODUCT: OfficeProduct = {
  id: 'ginseng-coffee',
  name: 'Ginseng Coffee',
  price: 1950,
  salePrice: 1600,
  stock: 180,
  hidden: false,
  category: 'supplements',
  subcategory: 'immunity-energy',
  healthGoals: ['energy'],
  shortDescription: 'Coffee with ginseng.',
  description: 'Kenyan Arabica with Korean ginseng.',
  ingredients: ['Coffee', 'Ginseng'],
  usage: 'One sachet a day.',
  benefits: ['Energy'],
  images: ['/uploads/products/ginseng-coffee-1.svg'],
  version: 3,
  updatedAt: '2026-12-02T09:00:00.000Z',
};

describe('the product form', () => {
  it('reads a product back unchanged, and sends only the fields that changed', () => {
    const read = readForm(formOf(PRODUCT));
    expect(read.ok && changedFields(PRODUCT, read.fields)).toEqual({});
    const edited = readForm({ ...formOf(PRODUCT), price: '2,100', salePrice: '', stock: ' 7 ', ingredients: 'Coffee\n\n  Ginseng root \n' });
    expect(edited.ok && changedFields(PRODUCT, edited.fields)).toEqual({ price: 2100, salePrice: null, stock: 7, ingredients: ['Coffee', 'Ginseng root'] });
  });

  it('says what is wrong with each field, in words', () => {
    const read = readForm({ ...EMPTY_FORM, price: '12.50', salePrice: 'cheap', stock: '-1' });
    expect(read).toEqual({
      ok: false,
      problems: {
        name: 'Give the product a name.',
        price: 'Type the price in whole shillings, at least 1 (for example 2500).',
        salePrice: 'Type the sale price in whole shillings, or leave it empty when not on sale.',
        stock: 'The stock cannot be below 0.',
        category: 'Choose a category.',
        subcategory: 'Choose a subcategory.',
        shortDescription: 'Give a short description (one line).',
        description: 'Give a description.',
      },
    });
    const sale = readForm({ ...formOf(PRODUCT), salePrice: '1950' });
    expect(sale.ok ? null : sale.problems).toEqual({ salePrice: 'The sale price must be below the price.' });
  });

  it('tells values and stock in words', () => {
    expect(valueText('price', 2500)).toBe('KES 2,500');
    expect(valueText('salePrice', null)).toBe('not on sale');
    expect(valueText('hidden', true)).toBe('hidden');
    expect(valueText('stock', 0)).toBe('0');
    expect([stockText(0, 10), stockText(4, 10), stockText(120, 10)]).toEqual(['Out of stock', 'Low: 4 left', '120 in stock']);
  });
});
