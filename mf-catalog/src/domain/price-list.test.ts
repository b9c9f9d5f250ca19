import { priceList, type PriceList } from './price-list';
import type { Product } from './product-types';
import { products } from './products';

describe('priceList of the catalogue', () => {
  const list = priceList();

  it('lists every product once, by id, with its name and a whole positive price in KES', () => {
    expect(list.currency).toBe('KES');
    expect(Object.keys(list.products).sort()).toEqual(products.map((product) => product.id).sort());
    for (const product of products) {
      const entry = list.products[product.id]!;
      expect(entry.name).toBe(product.name);
      expect({ id: product.id, whole: Number.isInteger(entry.price), positive: entry.price > 0 }).toEqual({ id: product.id, whole: true, positive: true });
    }
  });

  it('lists a product on sale at its sale price', () => {
    const shea = products.find((product) => product.id === 'raw-shea-butter')!;
    expect(shea.salePrice! < shea.price).toBe(true);
    expect(list.products['raw-shea-butter']).toEqual({ name: 'Raw Shea Butter', price: 720 });
  });

  it('lists the prices the checkout e2e tests pay', () => {
    expect(list.products['olive-soap']?.price).toBe(500);
    expect(list.products['tourmaline-flask']?.price).toBe(3500);
  });
});

describe('priceList of given products', () => {
  const fixture = (id: string, price: number, salePrice?: number): Product => ({ id, name: `Name of ${id}`, price, salePrice, currency: 'KES' }) as Product;

  it('keys the products by id and pays the sale price only when it is below the price', () => {
    const expected: PriceList = {
      currency: 'KES',
      products: {
        plain: { name: 'Name of plain', price: 1200 },
        sale: { name: 'Name of sale', price: 800 },
        'not-a-sale': { name: 'Name of not-a-sale', price: 500 },
      },
    };
    expect(priceList([fixture('plain', 1200), fixture('sale', 1000, 800), fixture('not-a-sale', 500, 600)])).toEqual(expected);
  });

  it('is empty for no products', () => {
    expect(priceList([])).toEqual({ currency: 'KES', products: {} });
  });

  it('refuses an id listed twice', () => {
    expect(() => priceList([fixture('a', 100), fixture('a', 200)])).toThrow('product a is listed twice');
  });
});
