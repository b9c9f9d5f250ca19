import { catalogue } from './catalogue';
import { productDetails } from './product-details';
import { products } from './products';
import { NO_FILTERS } from './shop/shop-filters';

describe('the catalogue API: lists without details, a product page and a search with them', () => {
  it('has the details of every listed product, and of no other', () => {
    expect(Object.keys(productDetails).sort()).toEqual(products.map((product) => product.id).sort());
    for (const product of products) expect(productDetails[product.id]!.description.length).toBeGreaterThan(20);
  });

  it('lists products without their details, which a listing page never downloads', async () => {
    for (const list of [await catalogue.summaries(), await catalogue.featured(), await catalogue.shop(NO_FILTERS)]) {
      expect(list.length).toBeGreaterThan(0);
      for (const product of list) expect(product).not.toHaveProperty('description');
    }
  });

  it("gives a product page the product's description, ingredients, usage, benefits and reviews", async () => {
    const soap = await catalogue.byId('olive-soap');
    expect(soap).toMatchObject({ name: 'Olive Soap', description: productDetails['olive-soap']!.description });
    expect(soap!.reviews.length).toBeGreaterThan(0);
    expect(soap!.ingredients).toContain('Saponified olive oil');
    expect(await catalogue.byId('no-such-product')).toBeNull();
  });

  it('keeps `all` whole, as the content app reads descriptions through it', async () => {
    for (const product of await catalogue.all()) expect(product.description).toBe(productDetails[product.id]!.description);
  });

  it('searches descriptions, in the catalogue search and in the shop with a search', async () => {
    // "six weeks" is only in the Olive Soap's description.
    expect((await catalogue.search('six weeks')).map((product) => product.id)).toEqual(['olive-soap']);
    expect((await catalogue.shop({ ...NO_FILTERS, search: 'six weeks' })).map((product) => product.id)).toEqual(['olive-soap']);
  });
});
