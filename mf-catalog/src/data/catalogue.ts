import { products } from './products';
import type { Product } from './product-types';

export type { Product };

/** The typed, async catalogue API other apps use through federation (`catalog/catalogue`). */
export const catalogue = {
  async all(): Promise<Product[]> {
    return products;
  },
  async byId(id: string): Promise<Product | null> {
    return products.find((product) => product.id === id) ?? null;
  },
  async byCategory(category: string): Promise<Product[]> {
    return products.filter((product) => product.category === category);
  },
  async search(text: string): Promise<Product[]> {
    const term = text.trim().toLowerCase();
    if (term === '') return products;
    return products.filter((product) => `${product.name} ${product.shortDescription}`.toLowerCase().includes(term));
  },
};

export default catalogue;
