import type { ProductDetails } from '../product-types';

/** What the product page shows of each of `sexualWellnessProducts` (products/sexual-wellness.ts), by product id. */
export const sexualWellnessDetails: Record<string, ProductDetails> = {
  'tongkat-ali-capsules': {
    shortDescription: "Tongkat ali root extract to support men's drive, stamina and performance.",
    description:
      'Tongkat ali (Eurycoma longifolia) root extract, a traditional Southeast Asian herb for men. Taken daily to support drive, stamina and performance as part of a healthy lifestyle.',
    ingredients: ['Tongkat ali root extract 200:1', 'Zinc', 'Vegetable capsule'],
    usage: 'Take 1 capsule a day after breakfast. Take a week off after every 8 weeks.',
    benefits: ['Supports natural drive', 'Supports stamina', 'Discreet packaging'],
    reviews: [
      { id: 'tongkat-ali-capsules-r1', name: 'Otieno Ouma', location: 'Kisumu', rating: 5, comment: 'Noticeable difference after three weeks. Discreet parcel.', date: '2025-05-30' },
      { id: 'tongkat-ali-capsules-r2', name: 'Kiprono Kirui', location: 'Kericho', rating: 4, comment: 'Good product, more energy at the gym too.', date: '2026-01-05' },
    ],
  },
  'epimedium-capsules': {
    shortDescription: "Epimedium, maca and zinc to support men's desire and circulation.",
    description:
      "Epimedium leaf extract, known in traditional Chinese herbalism as horny goat weed, with maca and zinc. Supports men's desire and circulation.",
    ingredients: ['Epimedium leaf extract (10% icariin)', 'Maca root', 'Zinc'],
    usage: "Take 2 capsules a day with food. Not for men using heart or blood-pressure medication without a doctor's advice.",
    benefits: ['Supports natural desire', 'Supports healthy circulation', 'Discreet packaging'],
    reviews: [
      { id: 'epimedium-capsules-r1', name: 'Mwangi Njoroge', location: 'Nairobi', rating: 4, comment: 'Works for me, and the delivery was private.', date: '2025-09-27' },
      { id: 'epimedium-capsules-r2', name: 'Juma Athman', location: 'Mombasa', rating: 4, comment: 'Good value compared to the chemist.', date: '2026-04-13' },
    ],
  },
  'l-arginine-performance-powder': {
    shortDescription: 'L-arginine, citrulline and beetroot drink to support blood flow and endurance.',
    description:
      'L-arginine and L-citrulline with beetroot in a lemon drink powder. Men take it before exercise to support blood flow, endurance and performance.',
    ingredients: ['L-arginine 3g per serving', 'L-citrulline', 'Beetroot powder', 'Lemon flavour'],
    usage: 'Mix one scoop in 300ml of water 30 minutes before exercise. Ask a doctor first if you take blood-pressure medication.',
    benefits: ['Supports healthy blood flow', 'Supports endurance', 'Refreshing lemon taste'],
    reviews: [
      { id: 'l-arginine-performance-powder-r1', name: 'Kiptoo Kosgei', location: 'Iten', rating: 4, comment: 'Good pump before training. Nice lemon flavour.', date: '2025-12-18' },
      { id: 'l-arginine-performance-powder-r2', name: 'Brian Wekesa', location: 'Kitale', rating: 4, comment: 'I feel the difference on long runs.', date: '2026-05-26' },
    ],
  },
  'mens-herbal-tonic': {
    shortDescription: "Ginger, mkombela root and honey tonic for men's vitality and desire.",
    description:
      "A liquid tonic of ginger, mondia whitei (mkombela) root and honey, based on a traditional East African recipe. A daily shot supports men's vitality and desire.",
    ingredients: ['Mondia whitei (mkombela) root extract', 'Ginger', 'Honey', 'Purified water'],
    usage: 'Take 15ml once a day after a meal. Shake well and refrigerate after opening.',
    benefits: ['Supports vitality', 'Supports natural desire', 'Traditional East African herbs'],
    reviews: [
      { id: 'mens-herbal-tonic-r1', name: 'Barasa Nyongesa', location: 'Busia', rating: 4, comment: "Strong ginger taste. Reminds me of my grandfather's mix.", date: '2025-11-08' },
      { id: 'mens-herbal-tonic-r2', name: 'Peter Mwaniki', location: "Murang'a", rating: 3, comment: 'Okay results, but the bottle finishes quickly.', date: '2026-06-19' },
    ],
  },
  'shatavari-capsules': {
    shortDescription: "Shatavari root for women's hormone balance, desire and monthly comfort.",
    description:
      'Shatavari root, the Ayurvedic herb traditionally used by women through every life stage. Supports hormone balance, natural desire and comfort during the monthly cycle and menopause.',
    ingredients: ['Shatavari root extract 500mg', 'Vegetable capsule'],
    usage: 'Take 1 capsule twice a day with meals. Not for use during pregnancy.',
    benefits: ['Supports hormone balance', 'Supports natural desire', 'Supports comfort in menopause'],
    reviews: [
      { id: 'shatavari-capsules-r1', name: 'Jane Wairimu', location: 'Nyeri', rating: 5, comment: 'Fewer hot flushes and better mood.', date: '2025-10-23' },
      { id: 'shatavari-capsules-r2', name: 'Lilian Chepngetich', location: 'Eldoret', rating: 4, comment: 'Gentle and easy to take.', date: '2026-03-26' },
    ],
  },
  'herbal-intimate-wash': {
    shortDescription: 'A pH-balanced aloe and chamomile wash for daily feminine freshness.',
    description:
      "A mild, pH-balanced feminine wash with aloe, chamomile and lactic acid. Made for daily external use, it keeps you fresh without soap's dryness.",
    ingredients: ['Aloe vera', 'Chamomile extract', 'Lactic acid', 'Mild plant cleanser'],
    usage: 'Use a small amount with water on external areas only, once or twice a day, then rinse.',
    benefits: ['Keeps you fresh', 'pH-balanced and mild', 'Fragrance-free'],
    reviews: [
      { id: 'herbal-intimate-wash-r1', name: 'Purity Kawira', location: 'Meru', rating: 5, comment: 'Gentle, no irritation at all.', date: '2025-08-26' },
      { id: 'herbal-intimate-wash-r2', name: 'Mariam Hassan', location: 'Mombasa', rating: 4, comment: 'Good product and discreet delivery.', date: '2026-02-20' },
    ],
  },
  'damiana-womens-wellness-tea': {
    shortDescription: 'Damiana, rose and hibiscus tea to relax and support natural desire.',
    description:
      'A floral evening tea of damiana leaf, rose petals and hibiscus. Women enjoy it to relax, ease stress and support natural desire.',
    ingredients: ['Damiana leaf', 'Rose petals', 'Hibiscus', 'Cinnamon'],
    usage: 'Steep one bag for 5 minutes and enjoy a cup in the evening. Not for use during pregnancy.',
    benefits: ['Helps you relax', 'Supports natural desire', 'Caffeine-free floral taste'],
    reviews: [
      { id: 'damiana-womens-wellness-tea-r1', name: 'Naliaka Simiyu', location: 'Kakamega', rating: 5, comment: 'Beautiful tea, so relaxing after work.', date: '2026-10-11' },
      { id: 'damiana-womens-wellness-tea-r2', name: 'Wanjiru Gachanja', location: 'Naivasha', rating: 4, comment: 'Lovely smell of roses.', date: '2026-11-06' },
    ],
  },
};
