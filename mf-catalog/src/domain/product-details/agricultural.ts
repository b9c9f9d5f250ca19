import type { ProductDetails } from '../product-types';

/** What the product page shows of each of `agriculturalProducts` (products/agricultural.ts), by product id. */
export const agriculturalDetails: Record<string, ProductDetails> = {
  'nutriplant-fertilizer': {
    shortDescription: 'Liquid amino acid fertilizer (1000ml) for stronger roots, leaves and harvests.',
    description:
      'A 1000ml bottle of liquid organic fertilizer with amino acids and trace elements, for spraying or drip irrigation. It supports root growth, leaf development, germination and a longer fruiting period on maize, vegetables, coffee and fruit trees.',
    ingredients: ['Amino acids 100g/L (glycine, methionine, threonine, valine)', 'Trace elements 20g/L (Fe, Mn, Zn, B)'],
    usage: 'Soak seeds for 6 to 10 hours in 10ml per 10L of water. After germination, spray every 2 to 3 weeks through flowering and fruiting.',
    benefits: ['Stronger root development', 'Greener leaves', 'Better germination', 'Longer fruiting period'],
    reviews: [
      { id: 'nutriplant-fertilizer-r1', name: 'John Kipruto', location: 'Eldoret', rating: 5, comment: "My maize stood greener than my neighbour's this season.", date: '2025-08-14' },
      { id: 'nutriplant-fertilizer-r2', name: 'Mary Nyambura', location: 'Kiambu', rating: 5, comment: 'Tomatoes kept fruiting for weeks longer.', date: '2026-02-28' },
      { id: 'nutriplant-fertilizer-r3', name: 'Charles Mutinda', location: 'Makueni', rating: 4, comment: 'One bottle covered my whole farm. Good results.', date: '2026-07-09' },
    ],
  },
  'nutriplant-fertilizer-100ml': {
    shortDescription: 'Trial-size 100ml NutriPlant for kitchen gardens, nurseries and seed soaking.',
    description:
      'The trial size of NutriPlant Organic Plus: the same amino acid and trace element formula in a 100ml bottle. Ideal for kitchen gardens, nurseries and seed soaking.',
    ingredients: ['Amino acids 100g/L (glycine, methionine, threonine, valine)', 'Trace elements 20g/L (Fe, Mn, Zn, B)'],
    usage: 'Mix 10ml in 10L of water to soak seeds for 6 to 10 hours or to spray seedlings every 2 to 3 weeks.',
    benefits: ['Better germination', 'Stronger seedlings', 'Easy to try on a small plot'],
    reviews: [
      { id: 'nutriplant-fertilizer-100ml-r1', name: 'Esther Wanjala', location: 'Bungoma', rating: 5, comment: 'Sukuma seedlings came up fast and strong.', date: '2026-10-30' },
      { id: 'nutriplant-fertilizer-100ml-r2', name: 'Geoffrey Omwenga', location: 'Kisii', rating: 4, comment: 'Trying it on my bananas. Looks good so far.', date: '2026-11-18' },
    ],
  },
  'neem-leaf-garden-spray': {
    shortDescription: 'Organic neem and garlic spray to keep aphids and whiteflies off vegetables.',
    description:
      'A ready-to-dilute neem oil and garlic spray for organic gardens. Farmers use it on kales, tomatoes and beans to keep aphids and whiteflies away without synthetic chemicals.',
    ingredients: ['Cold-pressed neem oil', 'Garlic extract', 'Natural soap emulsifier'],
    usage: 'Mix 30ml in 1L of water and spray leaves in the evening every 7 days. Shake well before use.',
    benefits: ['Keeps common pests away', 'Safe for kitchen gardens', 'No synthetic chemicals'],
    reviews: [
      { id: 'neem-leaf-garden-spray-r1', name: 'Samuel Karanja', location: 'Limuru', rating: 4, comment: 'Fewer aphids on my kales after two sprays.', date: '2025-12-04' },
      { id: 'neem-leaf-garden-spray-r2', name: 'Agnes Nafula', location: 'Kitale', rating: 4, comment: 'Strong smell, but it works.', date: '2026-04-29' },
    ],
  },
};
