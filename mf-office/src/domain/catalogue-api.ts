// The Products section's calls (docs/office.md, "Products"): the list with its filters, one
// product, a new one, an edit on the version read, a photo's upload, the CSV's preview and
// import, and the catalogue's settings. Each goes through the office's client (its session, CSRF
// token and faults), each answer parsed.
import { PlainBody, type OfficeApi } from './office-api';
import { parseCatalogueSettings, parseImportPreview, parseProduct, parseProducts, parseUploadedPhoto } from './catalogue-parser';
import type { CatalogueSettings, ProductFields, ProductsFilter } from './catalogue-types';

/** The largest photo the order service takes (its PHOTO_LIMIT): larger files are refused before they are sent. */
export const PHOTO_MAX_BYTES = 8 * 1024 * 1024;
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** The products' CSV, every product (the import's starting point; nothing personal in it). */
export const productsCsv = (api: OfficeApi) => api.csv('/catalogue/products.csv');

/** The list's query string: only what differs from "everything". */
export function productsQuery(filter: ProductsFilter): string {
  const params = new URLSearchParams();
  if (filter.search.trim()) params.set('search', filter.search.trim());
  if (filter.category) params.set('category', filter.category);
  if (filter.visibility !== 'all') params.set('visibility', filter.visibility);
  if (filter.stock !== 'all') params.set('stock', filter.stock);
  const query = params.toString();
  return query ? `?${query}` : '';
}

export const products = (api: OfficeApi, filter: ProductsFilter) => api.callParsed('GET', `/catalogue/products${productsQuery(filter)}`, parseProducts);

export const product = (api: OfficeApi, id: string) => api.callParsed('GET', `/catalogue/products/${encodeURIComponent(id)}`, parseProduct);

/** A new product: the service makes its id from the name. */
export const addProduct = (api: OfficeApi, fields: ProductFields) => api.callParsed('POST', '/catalogue/products', parseProduct, fields);

/** Saves the fields that changed, on the version the form was filled from (409 `changed` when someone saved first). */
export function saveProduct(api: OfficeApi, id: string, version: number, changes: Partial<ProductFields>) {
  return api.callParsed('PATCH', `/catalogue/products/${encodeURIComponent(id)}`, parseProduct, { version, ...changes });
}

/** Sends the photo's bytes as they are; the service makes its three widths. */
export function uploadPhoto(api: OfficeApi, id: string, photo: File) {
  return api.callParsed('POST', `/catalogue/products/${encodeURIComponent(id)}/photos`, parseUploadedPhoto, new PlainBody(photo.type, photo));
}

export const previewImport = (api: OfficeApi, csv: string) => api.callParsed('POST', '/catalogue/import/preview', parseImportPreview, { csv });

export const applyImport = (api: OfficeApi, csv: string) => api.callParsed('POST', '/catalogue/import', parseImportPreview, { csv });

export const catalogueSettings = (api: OfficeApi) => api.callParsed('GET', '/catalogue/settings', parseCatalogueSettings);

export const saveCatalogueSettings = (api: OfficeApi, settings: CatalogueSettings) => api.callParsed('PUT', '/catalogue/settings', parseCatalogueSettings, settings);
