import { applyPageMeta } from './apply-page-meta';
import { organizationJsonLd, pageDescription, pageHeadTags, pageTitle, type PageMeta } from './page-meta';

const product: PageMeta = {
  path: '/product/olive-soap',
  title: pageTitle('Olive Soap – KES 450'),
  description: 'A gentle olive oil soap.',
  type: 'product',
  jsonLd: [{ '@context': 'https://schema.org', '@type': 'Product', name: 'Olive </script><b>Soap' }],
};

describe('page metadata', () => {
  test('titles carry the brand', () => {
    expect(pageTitle('Shop')).toBe('Shop | Mimea Naturals');
  });

  test('descriptions are plain text, cut at a word within 160 characters', () => {
    expect(pageDescription('<p>Rich &amp; rare.</p>')).toBe('Rich & rare.');
    expect(pageDescription('<p>Rich in <b>antioxidants</b>.</p>')).toBe('Rich in antioxidants.');
    const long = pageDescription('word '.repeat(60));
    expect(long.length).toBeLessThanOrEqual(160);
    expect(long.endsWith('word…')).toBe(true);
  });

  test('the head tags give an absolute canonical URL, Open Graph and JSON-LD that cannot close its script', () => {
    const tags = pageHeadTags(product, 'https://shop.example/');
    expect(tags).toContainEqual({ tag: 'link', rel: 'canonical', href: 'https://shop.example/product/olive-soap' });
    expect(tags).toContainEqual({ tag: 'meta', key: 'property', name: 'og:type', content: 'product' });
    expect(tags).toContainEqual({ tag: 'meta', key: 'property', name: 'og:image', content: 'https://shop.example/icons/share-card.png' });
    const script = tags.find((tag) => tag.tag === 'script');
    expect(script && script.tag === 'script' && script.json).not.toContain('</script>');
    expect(JSON.parse(script && script.tag === 'script' ? script.json : '{}')).toMatchObject({ name: 'Olive </script><b>Soap' });
  });

  test('the organisation lists the shop contacts, with links made absolute on the page', () => {
    const [script] = pageHeadTags({ path: '/', title: 'Home', description: 'Shop.', jsonLd: [organizationJsonLd()] }, 'https://shop.example').filter((tag) => tag.tag === 'script');
    expect(JSON.parse(script?.tag === 'script' ? script.json : '{}')).toMatchObject({
      '@type': 'Organization',
      name: 'Mimea Naturals',
      telephone: '+254720123456',
      email: 'info@mimeanaturals.co.ke',
      url: 'https://shop.example/',
      logo: 'https://shop.example/icons/icon-512.png',
    });
  });

  test('applying a page updates the tags in place and replaces the previous structured data', () => {
    document.head.innerHTML = '<meta name="description" content="old"><script type="application/ld+json">{"@type":"Organization"}</script>';
    applyPageMeta(document, product, 'http://localhost:3000');
    applyPageMeta(document, { path: '/cart', title: pageTitle('Cart'), description: 'Your cart.', noindex: true }, 'http://localhost:3000');
    expect(document.title).toBe('Cart | Mimea Naturals');
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('Your cart.');
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('http://localhost:3000/cart');
    expect(document.head.querySelectorAll('script[type="application/ld+json"]')).toHaveLength(0);
  });
});
