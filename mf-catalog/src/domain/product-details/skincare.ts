import type { ProductDetails } from '../product-types';

/** What the product page shows of each of `skincareProducts` (products/skincare.ts), by product id. */
export const skincareDetails: Record<string, ProductDetails> = {
  'olive-soap': {
    shortDescription: 'A gentle cold-process soap made with olive oil, for dry and sensitive skin.',
    description:
      'A gentle cold-process bar made with olive oil and a little coconut oil, aged for six weeks. It cleans without stripping, so it suits dry and sensitive skin on face and body.',
    ingredients: ['Saponified olive oil', 'Coconut oil', 'Shea butter', 'Glycerin'],
    usage: 'Lather with warm water on face or body, rinse and pat dry. Keep the bar on a draining dish.',
    benefits: ['Cleans gently', 'Leaves skin soft', 'Fragrance-free'],
    reviews: [
      { id: 'olive-soap-r1', name: 'Achieng Otieno', location: 'Kisumu', rating: 5, comment: "My baby's skin is no longer dry. I buy three at a time.", date: '2025-03-16' },
      { id: 'olive-soap-r2', name: 'Mwende Mutua', location: 'Machakos', rating: 5, comment: 'Lasts long and my face feels soft.', date: '2025-10-30' },
      { id: 'olive-soap-r3', name: 'Salim Omar', location: 'Malindi', rating: 4, comment: 'Good simple soap, nice for the coast heat.', date: '2026-06-27' },
    ],
  },
  'raw-shea-butter': {
    shortDescription: 'Unrefined shea butter for dry skin, heels and hair ends.',
    description:
      "Unrefined shea butter, hand-made by women's groups in northern Uganda. It melts into dry elbows, heels, hair ends and stretch marks and keeps skin supple in the dry season.",
    ingredients: ['100% unrefined shea butter'],
    usage: 'Warm a small amount between your palms and apply to damp skin or hair ends.',
    benefits: ['Deeply moisturises', 'Keeps skin supple', 'For skin and hair'],
    reviews: [
      { id: 'raw-shea-butter-r1', name: 'Njeri Mwangi', location: 'Nanyuki', rating: 5, comment: 'Saved my cracked heels. Real, nutty smelling shea.', date: '2025-08-03' },
      { id: 'raw-shea-butter-r2', name: 'Zawadi Said', location: 'Kilifi', rating: 4, comment: 'Great for my natural hair.', date: '2026-03-21' },
    ],
  },
  'aloe-vera-gel': {
    shortDescription: 'Cooling 98% aloe vera gel for after sun, after shaving and oily skin.',
    description:
      'A clear, cooling gel of 98% aloe vera leaf. Used after sun, after shaving and as a light daily moisturiser for oily skin.',
    ingredients: ['Aloe vera leaf gel 98%', 'Vitamin E', 'Natural thickener'],
    usage: 'Apply a thin layer to clean skin as needed. Keep in the fridge for extra cooling.',
    benefits: ['Soothes and cools skin', 'Light, non-greasy moisture', 'Comfort after sun'],
    reviews: [
      { id: 'aloe-vera-gel-r1', name: 'Hassan Ali', location: 'Lamu', rating: 5, comment: 'Perfect after a day on the boat.', date: '2025-09-12' },
      { id: 'aloe-vera-gel-r2', name: 'Wanjiru Njeri', location: 'Nairobi', rating: 4, comment: 'Light and not sticky. Good after shaving.', date: '2026-02-06' },
    ],
  },
  'african-black-soap': {
    shortDescription: 'Traditional plantain-ash black soap for deep cleansing of oily skin.',
    description:
      'Traditional black soap made from plantain skin ash, cocoa pod and palm kernel oil. A deep-cleansing bar for oily and combination skin that also clears away sweat and dust.',
    ingredients: ['Plantain skin ash', 'Cocoa pod ash', 'Palm kernel oil', 'Shea butter'],
    usage: 'Rub a small piece between wet hands, lather on skin and rinse well. Follow with a moisturiser.',
    benefits: ['Deep cleansing', 'Suits oily skin', 'Natural, unscented'],
    reviews: [
      { id: 'african-black-soap-r1', name: 'Kevin Ouma', location: 'Kakamega', rating: 4, comment: 'My face is less oily. A little drying, so I use cream.', date: '2025-07-29' },
      { id: 'african-black-soap-r2', name: 'Mercy Chelangat', location: 'Bomet', rating: 5, comment: 'Genuine black soap, lasts long.', date: '2026-01-15' },
    ],
  },
  'rosehip-face-oil': {
    shortDescription: 'Cold-pressed rosehip oil for a nourished, even-looking complexion.',
    description:
      'Cold-pressed rosehip seed oil, rich in vitamin A and essential fatty acids. A few drops at night keep the face nourished and help even out the look of dark marks.',
    ingredients: ['100% cold-pressed rosehip seed oil'],
    usage: 'Press 3 to 4 drops into clean skin at night. Use sunscreen during the day.',
    benefits: ['Nourishes the face', 'Evens the look of dark marks', 'Absorbs quickly'],
    reviews: [
      { id: 'rosehip-face-oil-r1', name: 'Cynthia Wambui', location: 'Nairobi', rating: 5, comment: 'My dark spots look lighter after a month.', date: '2025-12-09' },
      { id: 'rosehip-face-oil-r2', name: 'Irene Kerubo', location: 'Kisii', rating: 4, comment: 'Lovely oil. Sold out fast, please restock!', date: '2026-07-19' },
    ],
  },
  'virgin-coconut-oil': {
    shortDescription: 'Cold-pressed Kwale coconut oil for skin, hair and cooking.',
    description:
      'Cold-pressed virgin coconut oil from Kwale coconuts. A multi-use oil for body, hair and makeup removal that is also good enough to cook with.',
    ingredients: ['100% cold-pressed virgin coconut oil'],
    usage: 'Apply to damp skin or hair, or use to remove makeup. Solid below 24°C: warm the jar in your hands.',
    benefits: ['Moisturises skin and hair', 'Removes makeup gently', 'Locally sourced'],
    reviews: [
      { id: 'virgin-coconut-oil-r1', name: 'Mwanajuma Bakari', location: 'Kwale', rating: 5, comment: 'Smells like fresh coconut from home.', date: '2025-10-18' },
      { id: 'virgin-coconut-oil-r2', name: 'Ann Wanjiku', location: 'Embu', rating: 4, comment: 'Good for my hair and my cooking.', date: '2026-04-25' },
    ],
  },
  'turmeric-clay-face-mask': {
    shortDescription: 'A weekly turmeric and clay mask for bright, clear-looking skin.',
    description:
      'Kaolin and bentonite clay with turmeric and honey powder. A weekly mask that lifts excess oil and leaves the skin looking bright and clear.',
    ingredients: ['Kaolin clay', 'Bentonite clay', 'Turmeric powder', 'Honey powder'],
    usage: 'Mix one teaspoon with water to a paste, apply for 10 minutes, then rinse. Use once or twice a week.',
    benefits: ['Lifts excess oil', 'Brightens the look of skin', 'Gentle weekly care'],
    reviews: [
      { id: 'turmeric-clay-face-mask-r1', name: 'Sharon Atieno', location: 'Kisumu', rating: 4, comment: 'Skin feels clean. Rinse well, turmeric can stain towels.', date: '2026-02-14' },
      { id: 'turmeric-clay-face-mask-r2', name: 'Lucy Nyawira', location: 'Nyeri', rating: 5, comment: 'My Sunday self-care ritual.', date: '2026-06-01' },
    ],
  },
  'marine-collagen-powder': {
    shortDescription: 'Marine collagen with vitamin C for skin elasticity, hair, nails and joints.',
    description:
      'Hydrolysed marine collagen peptides with vitamin C, unflavoured and easy to mix. Taken daily in tea or juice to support skin elasticity, hair, nails and joint comfort.',
    ingredients: ['Hydrolysed marine collagen peptides', 'Vitamin C (from acerola)', 'Hyaluronic acid'],
    usage: 'Stir one scoop (10g) into a drink once a day.',
    benefits: ['Supports skin elasticity', 'Supports hair and nails', 'Supports joint comfort'],
    reviews: [
      { id: 'marine-collagen-powder-r1', name: 'Beatrice Moraa', location: 'Nakuru', rating: 5, comment: 'No taste at all in my tea. Nails are stronger.', date: '2026-10-15' },
      { id: 'marine-collagen-powder-r2', name: 'Josephine Mumbi', location: 'Thika', rating: 4, comment: 'Good so far after one month.', date: '2026-11-12' },
    ],
  },
};
