/** A product of the catalogue (storefront spec section 3). Issue 3 completes every field. */
export interface Product {
  id: string;
  name: string;
  price: number;
  salePrice?: number;
  currency: 'KES';
  shortDescription: string;
  category: string;
  subcategory: string;
  images: string[];
  stock: number;
}
