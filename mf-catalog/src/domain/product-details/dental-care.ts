import type { ProductDetails } from '../product-types';

/** What the product page shows of each of `dentalCareProducts` (products/dental-care.ts), by product id. */
export const dentalCareDetails: Record<string, ProductDetails> = {
  'herbs-toothpaste': {
    shortDescription: 'Fluoride-free clove, neem and peppermint toothpaste for fresh breath.',
    description:
      'A fluoride-free herbal toothpaste with clove, neem and peppermint. It cleans teeth gently and leaves the mouth fresh, and the whole family can use it.',
    ingredients: ['Calcium carbonate', 'Neem leaf extract', 'Clove oil', 'Peppermint oil'],
    usage: 'Brush for two minutes, morning and night. Children under 6 should use a pea-sized amount with an adult.',
    benefits: ['Cleans teeth gently', 'Fresh breath', 'Supports healthy gums'],
    reviews: [
      { id: 'herbs-toothpaste-r1', name: 'Mutua Ndambuki', location: 'Kitui', rating: 5, comment: 'Tastes like clove, my gums feel better.', date: '2025-04-20' },
      { id: 'herbs-toothpaste-r2', name: 'Wangui Kamau', location: 'Nairobi', rating: 4, comment: 'The kids got used to the taste in a week.', date: '2025-12-27' },
    ],
  },
  'miswak-chewing-sticks': {
    shortDescription: 'Vacuum-packed natural miswak sticks, a traditional way to clean teeth.',
    description:
      'Natural arak (Salvadora persica) twigs, individually vacuum-packed to keep them fresh. Chewing sticks have been used for generations across the coast and North Eastern to clean teeth.',
    ingredients: ['Salvadora persica (arak) twig'],
    usage: 'Peel 1cm of bark, chew the tip until it forms bristles and brush. Trim and re-peel every day.',
    benefits: ['Traditional teeth cleaning', 'Fresh breath', 'Pack of 5 sticks'],
    reviews: [
      { id: 'miswak-chewing-sticks-r1', name: 'Abdullahi Noor', location: 'Garissa', rating: 5, comment: 'Fresh sticks, not dried out like in town.', date: '2025-06-05' },
      { id: 'miswak-chewing-sticks-r2', name: 'Fatuma Bakari', location: 'Mombasa', rating: 4, comment: 'Good price for five.', date: '2026-03-11' },
    ],
  },
  'herbal-mouthwash': {
    shortDescription: 'Alcohol-free tea tree and clove rinse for fresh breath and healthy gums.',
    description:
      'An alcohol-free mouthwash with tea tree, clove and peppermint. A daily rinse after brushing keeps breath fresh and supports healthy gums.',
    ingredients: ['Purified water', 'Tea tree oil', 'Clove oil', 'Peppermint oil', 'Xylitol'],
    usage: 'Rinse with 15ml for 30 seconds after brushing, then spit out. Do not swallow.',
    benefits: ['Fresh breath', 'Supports healthy gums', 'Alcohol-free, no sting'],
    reviews: [
      { id: 'herbal-mouthwash-r1', name: 'James Kiragu', location: 'Nyeri', rating: 4, comment: 'No burning like the usual ones.', date: '2025-10-09' },
      { id: 'herbal-mouthwash-r2', name: 'Phoebe Nekesa', location: 'Bungoma', rating: 5, comment: 'Breath stays fresh all morning.', date: '2026-05-15' },
    ],
  },
  'charcoal-tooth-powder': {
    shortDescription: 'Coconut charcoal tooth powder to lift tea and coffee stains.',
    description:
      'Coconut shell activated charcoal with bentonite clay and mint. Used two or three times a week to lift surface stains from tea and coffee.',
    ingredients: ['Activated coconut shell charcoal', 'Bentonite clay', 'Peppermint oil'],
    usage: 'Dip a damp brush in the powder and brush gently for one minute, two or three times a week. Use your usual toothpaste on other days.',
    benefits: ['Lifts surface stains', 'Fresh mint taste', 'Plastic-free tin'],
    reviews: [
      { id: 'charcoal-tooth-powder-r1', name: 'Daniel Maina', location: 'Nakuru', rating: 4, comment: 'Messy at first but my teeth look whiter.', date: '2026-10-24' },
      { id: 'charcoal-tooth-powder-r2', name: 'Rose Achieng', location: 'Kisumu', rating: 4, comment: 'Good for tea stains. Use it gently.', date: '2026-11-14' },
    ],
  },
};
