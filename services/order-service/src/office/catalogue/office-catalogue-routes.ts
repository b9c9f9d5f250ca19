// The office's Products (docs/office.md, "Products"): the list with its filters, a new product,
// an edit on the version read, the CSV export and its import (a preview, then all of it in one
// transaction or nothing), a photo made into three WebP widths, and the catalogue's settings.
// The owner and managers may; staff when the owner lets them (catalogue_settings.staff_may_edit).
// Every change is in the access record with each field's old → new.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { fieldsOf, readCatalogueSettings, storePhotoFiles, writeCatalogueSettings, type ProductFields } from '../../catalogue/catalogue-edits';
import {
  insertProduct,
  readAllProducts,
  readProduct,
  toOfficeProduct,
  updateProduct,
  type OfficeCatalogueProduct,
  type ProductChanges,
} from '../../catalogue/catalogue-store';
import type { Db } from '../../db/database';
import { eastAfricaStamp } from '../../shop-time';
import { check } from '../../validation';
import { clientNetwork, recordAudit, recordRefusal } from '../audit/audit-record';
import { actorOf } from '../auth/office-guard';
import type { OfficePluginOptions } from '../office-routes';
import { planImport, productsCsv } from './catalogue-csv';
import { LISTED_WIDTH, PHOTO_LIMIT, PHOTO_TYPES, photoFiles, photoPath } from './photo-sizes';
import { filterProducts, productListQuery } from './product-filters';
import { changedFields, newProductSchema, productEditSchema, salePriceProblem, slugOf } from './product-input';

type IdParams = { Params: { id: string } };

const noProduct = { error: 'No product with this id.' } as const;
const staffRefusal = { error: 'Only the owner or a manager may edit products, unless the owner lets staff do it (Team, settings).', code: 'role' } as const;
const importSchema = z.object({ csv: z.string('Send the file’s text as csv.').max(1_000_000, 'The file is larger than 1 MB.') }).strict();
const settingsSchema = z
  .object({
    holdMinutes: z.number('The hold is a number of minutes.').int('The hold is whole minutes.').min(5, 'The hold is at least 5 minutes.').max(1440, 'The hold is at most 1,440 minutes (a day).'),
    staffMayEdit: z.boolean('Say true or false.'),
  })
  .strict();

/** A JSON body of an import (a few hundred products' lines) may be larger than the service's usual 16 KB. */
const IMPORT_LIMIT = 1024 * 1024;

const allProducts = async (db: Db): Promise<OfficeCatalogueProduct[]> => (await readAllProducts(db)).map(toOfficeProduct);
const oneProduct = async (db: Db, id: string): Promise<OfficeCatalogueProduct | null> => {
  const row = await readProduct(db, id);
  return row ? toOfficeProduct(row) : null;
};

/** Someone changed a product between an import's read and its write: it is rolled back whole. */
class ImportRace extends Error {}

export async function officeCatalogueRoutes(app: FastifyInstance, { setup, guard, now }: OfficePluginOptions): Promise<void> {
  const { inDatabase, inTransaction } = setup;

  // The photo's bytes as they are (image/jpeg, image/png, image/webp), up to 8 MB: this plugin's routes only.
  app.addContentTypeParser([...PHOTO_TYPES], { parseAs: 'buffer', bodyLimit: PHOTO_LIMIT }, (_request, body, done) => done(null, body));

  /** Staff may edit products only when the owner allows it; the refusal is recorded as the guard's are. */
  async function productsRight(request: FastifyRequest, reply: FastifyReply) {
    if (reply.sent) return reply;
    const actor = actorOf(request);
    if (actor.role !== 'staff') return;
    const { staffMayEdit } = await inDatabase(request, (db) => readCatalogueSettings(db));
    if (staffMayEdit) return;
    await inDatabase(request, (db) => recordRefusal(db, request, actor, 'role'));
    return reply.code(403).send(staffRefusal);
  }
  const editors = { preHandler: [guard.signedIn.preHandler, productsRight], config: guard.signedIn.config };

  app.get('/api/office/catalogue/products', editors, async (request, reply) => {
    const query = check(productListQuery, request.query);
    if (!query.ok) return reply.code(400).send({ error: 'The filters have problems.', problems: query.problems });
    const products = await inDatabase(request, allProducts);
    return { products: filterProducts(products, query.value) };
  });

  app.get<IdParams>('/api/office/catalogue/products/:id', editors, async (request, reply) => {
    const product = await inDatabase(request, (db) => oneProduct(db, request.params.id));
    return product ?? reply.code(404).send(noProduct);
  });

  app.post('/api/office/catalogue/products', editors, async (request, reply) => {
    const body = check(newProductSchema, request.body);
    if (!body.ok) return reply.code(400).send({ error: 'The product was not added.', problems: body.problems });
    const { id: givenId, ...given } = body.value;
    const id = givenId ?? slugOf(given.name);
    if (!id) return reply.code(400).send({ error: 'The product was not added.', problems: [{ field: 'id', message: 'Give the product an id (small letters, digits and dashes).' }] });
    const at = new Date(now());
    const fields: ProductFields = { ...given, ratings: { average: 0, count: 0 }, reviews: [], addedOn: eastAfricaStamp(at).slice(0, 10) };
    const sale = salePriceProblem(fields);
    if (sale) return reply.code(400).send({ error: 'The product was not added.', problems: [sale] });
    const actor = actorOf(request);
    const added = await inTransaction(request, async (tx) => {
      const { salePrice, ...rest } = fields;
      const row = await insertProduct(tx, { id, ...rest, ...(salePrice === null ? {} : { salePrice }) });
      const product = row ? toOfficeProduct(row) : null;
      if (product) await recordAudit(tx, { actor, action: 'catalogue.edit', detail: { id, created: true, changes: changedFields({}, fieldsOf(product)) }, network: clientNetwork(request), at });
      return product;
    });
    if (!added) return reply.code(409).send({ error: `There is a product with the id ${id} already.`, code: 'taken', problems: [{ field: 'id', message: `There is a product with the id ${id} already.` }] });
    return reply.code(201).send(added);
  });

  app.patch<IdParams>('/api/office/catalogue/products/:id', editors, async (request, reply) => {
    const body = check(productEditSchema, request.body);
    if (!body.ok) return reply.code(400).send({ error: 'The product was not saved.', problems: body.problems });
    const { version, ...edit } = body.value;
    const actor = actorOf(request);
    const at = new Date(now());
    const outcome = await inTransaction(request, async (tx) => {
      const current = await oneProduct(tx, request.params.id);
      if (!current) return { kind: 'missing' as const };
      if (current.version !== version) return { kind: 'stale' as const, product: current };
      const before = fieldsOf(current);
      const after: ProductFields = { ...before };
      for (const [key, value] of Object.entries(edit)) if (value !== undefined) Object.assign(after, { [key]: value });
      const sale = salePriceProblem(after);
      if (sale) return { kind: 'invalid' as const, problems: [sale] };
      const changes = changedFields(before, after);
      if (Object.keys(changes).length === 0) return { kind: 'saved' as const, product: current };
      const changed = Object.fromEntries(Object.entries(changes).map(([field, { to }]) => [field, to])) as ProductChanges;
      const updated = await updateProduct(tx, current.id, version, changed);
      // Read at this version in this transaction a moment ago: only a concurrent edit makes it stale.
      if (!updated.ok) return updated.reason === 'stale' ? { kind: 'stale' as const, product: toOfficeProduct(updated.current) } : { kind: 'missing' as const };
      await recordAudit(tx, { actor, action: 'catalogue.edit', detail: { id: current.id, changes }, network: clientNetwork(request), at });
      return { kind: 'saved' as const, product: toOfficeProduct(updated.after) };
    });
    switch (outcome.kind) {
      case 'missing':
        return reply.code(404).send(noProduct);
      case 'stale':
        return reply.code(409).send({ error: 'Someone changed this product after you opened it. Look at it again before you save.', code: 'changed', product: outcome.product });
      case 'invalid':
        return reply.code(400).send({ error: 'The product was not saved.', problems: outcome.problems });
      case 'saved':
        return outcome.product;
    }
  });

  app.get('/api/office/catalogue/products.csv', editors, async (request, reply) => {
    const products = await inDatabase(request, allProducts);
    return reply
      .header('Content-Type', 'text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="mimea-products-${eastAfricaStamp(new Date(now())).slice(0, 10)}.csv"`)
      .send(productsCsv(products));
  });

  app.post('/api/office/catalogue/import/preview', { ...editors, bodyLimit: IMPORT_LIMIT }, async (request, reply) => {
    const body = check(importSchema, request.body);
    if (!body.ok) return reply.code(400).send({ error: 'Nothing was read.', problems: body.problems });
    const products = await inDatabase(request, allProducts);
    const { changes, problems } = planImport(body.value.csv, products);
    return { changes, problems };
  });

  app.post('/api/office/catalogue/import', { ...editors, bodyLimit: IMPORT_LIMIT }, async (request, reply) => {
    const body = check(importSchema, request.body);
    if (!body.ok) return reply.code(400).send({ error: 'Nothing was imported.', problems: body.problems });
    const actor = actorOf(request);
    const at = new Date(now());
    const run = () =>
      inTransaction(request, async (tx) => {
        // Read again inside the transaction; each write is at the version read, so what is applied is what was checked.
        const products = await allProducts(tx);
        const plan = planImport(body.value.csv, products);
        if (plan.problems.length > 0) return { ok: false as const, problems: plan.problems, changes: plan.changes };
        const versions = new Map(products.map((product) => [product.id, product.version]));
        for (const [id, updates] of plan.updates) {
          const updated = await updateProduct(tx, id, versions.get(id) ?? 0, updates as ProductChanges);
          if (!updated.ok) throw new ImportRace(id);
        }
        if (plan.changes.length > 0) await recordAudit(tx, { actor, action: 'catalogue.import', detail: { products: plan.updates.size, changes: plan.changes }, network: clientNetwork(request), at });
        return { ok: true as const, changes: plan.changes };
      });
    let outcome: Awaited<ReturnType<typeof run>>;
    try {
      outcome = await run();
    } catch (error) {
      if (!(error instanceof ImportRace)) throw error;
      return reply.code(409).send({ error: 'Someone changed a product while the file was applied. Nothing was imported: preview it again.', code: 'changed' });
    }
    if (!outcome.ok) return reply.code(400).send({ error: 'Nothing was imported: the file has problems.', problems: outcome.problems, changes: outcome.changes });
    return { applied: outcome.changes.length, changes: outcome.changes, problems: [] };
  });

  app.post<IdParams>('/api/office/catalogue/products/:id/photos', { ...editors, bodyLimit: PHOTO_LIMIT }, async (request, reply) => {
    if (!Buffer.isBuffer(request.body)) return reply.code(415).send({ error: 'Send the photo’s bytes as image/jpeg, image/png or image/webp.' });
    const exists = await inDatabase(request, (db) => oneProduct(db, request.params.id));
    if (!exists) return reply.code(404).send(noProduct);
    const made = await photoFiles(request.body);
    if (!made.ok) return reply.code(400).send({ error: made.error });
    const actor = actorOf(request);
    const at = new Date(now());
    const listed = photoPath(made.hash, LISTED_WIDTH);
    const product = await inTransaction(request, async (tx) => {
      const current = await oneProduct(tx, request.params.id);
      if (!current) return null;
      await storePhotoFiles(tx, current.id, made.files, at);
      if (current.images.includes(listed)) return current;
      const images = [...current.images, listed];
      const updated = await updateProduct(tx, current.id, current.version, { images });
      if (!updated.ok) return null;
      await recordAudit(tx, { actor, action: 'catalogue.photo', detail: { id: current.id, photo: made.hash, changes: { images: { from: current.images, to: images } } }, network: clientNetwork(request), at });
      return toOfficeProduct(updated.after);
    });
    if (!product) return reply.code(404).send(noProduct);
    const widths = Object.fromEntries(made.files.map((file) => [file.width, photoPath(made.hash, file.width)]));
    return reply.code(201).send({ product, photo: { id: made.hash, url: listed, widths } });
  });

  app.get('/api/office/catalogue/settings', guard.signedIn, async (request) => inDatabase(request, (db) => readCatalogueSettings(db)));

  app.put('/api/office/catalogue/settings', guard.ownerOnly, async (request, reply) => {
    const body = check(settingsSchema, request.body);
    if (!body.ok) return reply.code(400).send({ error: 'The settings were not changed.', problems: body.problems });
    const actor = actorOf(request);
    const at = new Date(now());
    return inTransaction(request, async (tx) => {
      const before = await readCatalogueSettings(tx);
      const after = await writeCatalogueSettings(tx, body.value);
      const changes = changedFields(before, after);
      if (Object.keys(changes).length > 0) await recordAudit(tx, { actor, action: 'catalogue.settings', detail: { changes }, network: clientNetwork(request), at });
      return after;
    });
  });
}
