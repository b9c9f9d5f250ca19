// The catalogue's public reads (docs/order-service.md, "Catalogue"): no session, briefly cached
// by browsers and proxies; the revision is there for renderers to poll cheaply.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { RouteSetup } from '../route-setup';
import { cataloguePhotos } from '../db/schema';
import { readProduct, readRevision, readVisibleProducts, toCatalogueProduct } from './catalogue-store';

export const catalogueMessages = {
  noProduct: 'No product with this id.',
  noPhoto: 'No photo with this name.',
} as const;

/** Public, for 10 s: an edit shows within seconds, and a busy page costs one read per 10 s per cache. */
const BRIEFLY = 'public, max-age=10';
/** A photo's name is its content's hash: it never changes. */
const FOREVER = 'public, max-age=31536000, immutable';
const PHOTO_FILE = /^([A-Za-z0-9_-]{1,128})\.webp$/;
/** What a product id can be (a slug); anything else is no product, without asking the database. */
const PRODUCT_ID = /^[A-Za-z0-9_-]{1,128}$/;

/** The most products one `?ids=` asks for: a cart's lines, never the catalogue by another name. */
export const MAX_IDS_ASKED = 100;

/**
 * `?ids=a,b,c` (a cart's lines: its answer does not grow with the catalogue) as the ids that can
 * be products, at most MAX_IDS_ASKED; undefined when not asked (every shown product).
 */
function idsAsked(value: unknown): string[] | undefined {
  if (value === undefined) return undefined;
  const text = Array.isArray(value) ? value.join(',') : String(value);
  return [...new Set(text.split(','))].filter((id) => PRODUCT_ID.test(id)).slice(0, MAX_IDS_ASKED);
}

export async function catalogueRoutes(app: FastifyInstance, options: { setup: RouteSetup }): Promise<void> {
  const { inDatabase } = options.setup;

  app.get<{ Querystring: { ids?: unknown } }>('/api/catalogue/products', async (request, reply) => {
    const ids = idsAsked(request.query.ids);
    // One read after the other may see an edit between them: the revision is read first, so a
    // cache keyed on it at worst refreshes once more than needed, never keeps stale products.
    const revision = await inDatabase(request, readRevision);
    const products = await inDatabase(request, (db) => readVisibleProducts(db, ids));
    return reply.header('Cache-Control', BRIEFLY).send({ revision, currency: 'KES', products });
  });

  app.get<{ Params: { id: string } }>('/api/catalogue/products/:id', async (request, reply) => {
    const { id } = request.params;
    const row = PRODUCT_ID.test(id) ? await inDatabase(request, (db) => readProduct(db, id)) : null;
    // A hidden product is not the shop's to show: the same answer as one that never was.
    if (!row || row.hidden) return reply.code(404).header('Cache-Control', BRIEFLY).send({ error: catalogueMessages.noProduct });
    return reply.header('Cache-Control', BRIEFLY).send(toCatalogueProduct(row));
  });

  app.get('/api/catalogue/revision', async (request, reply) => {
    const revision = await inDatabase(request, readRevision);
    return reply.header('Cache-Control', 'no-cache').send({ revision });
  });

  app.get<{ Params: { file: string } }>('/api/catalogue/photos/:file', async (request, reply) => {
    const id = PHOTO_FILE.exec(request.params.file)?.[1];
    const [photo] = id
      ? await inDatabase(request, (db) => db.select({ bytes: cataloguePhotos.bytes, contentType: cataloguePhotos.contentType }).from(cataloguePhotos).where(eq(cataloguePhotos.id, id)))
      : [];
    if (!photo) return reply.code(404).send({ error: catalogueMessages.noPhoto });
    return reply.header('Cache-Control', FOREVER).type(photo.contentType).send(photo.bytes);
  });
}
