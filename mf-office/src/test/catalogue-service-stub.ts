// The stand-in office service's Products (office-service-stub.ts serves them), with the order
// service's rules (services/order-service/src/office/catalogue/): the owner and managers may,
// staff when the settings let them; an edit on a stale version is 409 `changed`; the import's
// preview and its all-or-nothing apply; a photo's upload; the settings, the owner's to change.
// A test sets the products and what the import's preview answers.
import type { OfficeProduct } from '../domain/catalogue-types';

export interface CatalogueStubState {
  products: OfficeProduct[];
  settings: { holdMinutes: number; staffMayEdit: boolean };
  /** What a preview (and an import, when it has problems) answers: changes and problems. */
  preview: { changes: unknown[]; problems: unknown[] };
  /** The CSV texts sent to preview and import, and the edits sent, in order. */
  csvs: { path: string; csv: string }[];
  edits: { id: string; body: Record<string, unknown> }[];
  /** The photos sent: their type and size in bytes. */
  photos: { id: string; contentType: string; bytes: number }[];
}

export function catalogueProduct(id: string, overrides: Partial<OfficeProduct> = {}): OfficeProduct {
  return {
    id,
    name: 'Ginseng Coffee',
    price: 1950,
    salePrice: 1600,
    stock: 180,
    hidden: false,
    category: 'supplements',
    subcategory: 'immunity-energy',
    healthGoals: ['energy', 'immunity'],
    shortDescription: 'Instant coffee with Korean ginseng.',
    description: 'Kenyan Arabica coffee blended with Korean ginseng root powder.',
    ingredients: ['Kenyan Arabica instant coffee', 'Korean ginseng root powder'],
    usage: 'Stir one sachet into 150ml of hot water.',
    benefits: ['Supports energy and focus'],
    images: [`/uploads/products/${id}-1.svg`],
    version: 1,
    updatedAt: '2026-12-02T06:00:00.000Z',
    ...overrides,
  };
}

export function catalogueState(): CatalogueStubState {
  return {
    products: [
      catalogueProduct('ginseng-coffee'),
      catalogueProduct('moringa-leaf-powder', { name: 'Moringa Leaf Powder', price: 950, salePrice: null, stock: 4, healthGoals: ['immunity'] }),
      catalogueProduct('rosehip-face-oil', { name: 'Rosehip Face Oil', price: 1500, salePrice: null, stock: 0, category: 'skincare', subcategory: 'beauty-care', hidden: true }),
    ],
    settings: { holdMinutes: 60, staffMayEdit: false },
    preview: { changes: [], problems: [] },
    csvs: [],
    edits: [],
    photos: [],
  };
}

interface CatalogueRequest {
  method: string;
  path: string;
  url: URL;
  contentType: string;
  bytes: number;
  json: Record<string, unknown>;
  role: string;
}

type Answer = (status: number, body?: unknown) => void;

const PHOTO = /^image\/(jpeg|png|webp)$/;

/** Answers a call under /api/office/catalogue; false when it is none of them. */
export function answerCatalogue(state: CatalogueStubState, request: CatalogueRequest, answer: Answer): boolean {
  const { method, path, url, json } = request;
  if (!path.startsWith('/catalogue/')) return false;
  if (path === '/catalogue/settings') {
    if (method === 'GET') answer(200, state.settings);
    else if (request.role !== 'owner') answer(403, { code: 'role', error: 'Only the owner may do this.' });
    else {
      state.settings = { holdMinutes: Number(json.holdMinutes), staffMayEdit: json.staffMayEdit === true };
      answer(200, state.settings);
    }
    return true;
  }
  if (request.role === 'staff' && !state.settings.staffMayEdit) {
    answer(403, { code: 'role', error: 'Only the owner or a manager may edit products, unless the owner lets staff do it (Team, settings).' });
    return true;
  }
  const one = /^\/catalogue\/products\/([^/]+)(\/photos)?$/.exec(path);
  const found = one ? state.products.find((entry) => entry.id === decodeURIComponent(one[1] ?? '')) : undefined;
  if (method === 'GET' && path === '/catalogue/products') {
    const search = (url.searchParams.get('search') ?? '').toLowerCase();
    const stock = url.searchParams.get('stock');
    const visibility = url.searchParams.get('visibility');
    const category = url.searchParams.get('category');
    const products = state.products.filter(
      (entry) =>
        entry.name.toLowerCase().includes(search) &&
        (!category || entry.category === category) &&
        (visibility !== 'hidden' || entry.hidden) &&
        (visibility !== 'shown' || !entry.hidden) &&
        (stock !== 'out' || entry.stock === 0) &&
        (stock !== 'low' || (entry.stock > 0 && entry.stock <= 10)),
    );
    answer(200, { products });
  } else if (method === 'POST' && path === '/catalogue/products') {
    const id = String(json.name).toLowerCase().replace(/[^a-z0-9]+/g, '-');
    const added = { ...catalogueProduct(id), ...(json as Partial<OfficeProduct>), id, images: [], version: 1 };
    state.products.push(added);
    answer(201, added);
  } else if (method === 'POST' && (path === '/catalogue/import/preview' || path === '/catalogue/import')) {
    state.csvs.push({ path, csv: String(json.csv) });
    if (path === '/catalogue/import' && state.preview.problems.length > 0) answer(400, { error: 'Nothing was imported: the file has problems.', ...state.preview });
    else answer(200, path === '/catalogue/import' ? { applied: state.preview.changes.length, ...state.preview } : state.preview);
  } else if (!found) answer(404, { error: 'No product with this id.' });
  else if (method === 'GET' && !one?.[2]) answer(200, found);
  else if (method === 'PATCH' && !one?.[2]) {
    state.edits.push({ id: found.id, body: json });
    if (json.version !== found.version) return answer(409, { code: 'changed', error: 'Someone changed this product after you opened it. Look at it again before you save.', product: found }), true;
    Object.assign(found, json, { version: found.version + 1 });
    answer(200, found);
  } else if (method === 'POST' && one?.[2]) {
    if (!PHOTO.test(request.contentType)) return answer(415, { error: 'Send the photo’s bytes as image/jpeg, image/png or image/webp.' }), true;
    state.photos.push({ id: found.id, contentType: request.contentType, bytes: request.bytes });
    const hash = `${'ab'.repeat(15)}${String(state.photos.length).padStart(2, '0')}`;
    const widths = Object.fromEntries([320, 640, 1024].map((width) => [width, `/api/catalogue/photos/${hash}-${width}.webp`]));
    Object.assign(found, { images: [...found.images, widths[640]], version: found.version + 1 });
    answer(201, { product: found, photo: { id: hash, url: widths[640], widths } });
  } else answer(404, { error: 'Not found.' });
  return true;
}
