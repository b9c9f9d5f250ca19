import type { ProductDetails } from '../product-types';

/** What the product page shows of each of `healthPackageProducts` (products/health-packages.ts), by product id. */
export const healthPackageDetails: Record<string, ProductDetails> = {
  'immune-booster-package': {
    shortDescription: 'A-Power Capsules, Kuding Plus Tea and Blueberry Powder, 15% off together.',
    description:
      'Our best-loved bundle: A-Power Capsules, Kuding Plus Tea and Blueberry Powder, one month of each. Together they support energy, digestion and natural immunity, now at 15% off.',
    ingredients: ['A-Power Capsules (60 capsules)', 'Kuding Plus Tea (30 bags)', 'Blueberry Powder (150g)'],
    usage: 'Take the capsules after breakfast, add the powder to food once a day and drink the tea after meals.',
    benefits: ['Supports natural immunity', 'Supports daily energy', 'Saves 15% on the three products'],
    reviews: [
      { id: 'immune-booster-package-r1', name: 'Wanjiku Njoroge', location: 'Nairobi', rating: 5, comment: 'The whole family uses it and we all feel stronger.', date: '2025-07-14' },
      { id: 'immune-booster-package-r2', name: 'Omondi Otieno', location: 'Kisumu', rating: 5, comment: 'Cheaper than buying the three separately.', date: '2026-02-09' },
    ],
  },
  'diabetes-support-package': {
    shortDescription: 'Bitter melon, cinnamon and chromium, and Kuding tea for healthy blood sugar.',
    description:
      "Bitter Melon Capsules, Cinnamon & Chromium Tablets and Kuding Plus Tea for people managing blood sugar. Use it alongside your doctor's advice, a balanced diet and regular activity.",
    ingredients: ['Bitter Melon Capsules (60)', 'Cinnamon & Chromium Tablets (60)', 'Kuding Plus Tea (30 bags)'],
    usage: 'Take the capsules and tablets with meals and a cup of tea after lunch. Keep taking prescribed medication and monitor your levels.',
    benefits: ['Supports healthy blood sugar', 'Helps curb sugar cravings', 'One month supply'],
    reviews: [
      { id: 'diabetes-support-package-r1', name: 'Kiprotich Bett', location: 'Kericho', rating: 5, comment: 'My clinic readings have been steadier with diet changes.', date: '2025-10-02' },
      { id: 'diabetes-support-package-r2', name: 'Mary Wangari', location: 'Thika', rating: 4, comment: 'Good bundle. The advice on WhatsApp was helpful.', date: '2026-05-12' },
    ],
  },
  'heart-care-package': {
    shortDescription: 'Omega-3, turmeric and ginger, and reishi to support a healthy heart.',
    description:
      'Omega-3 Fish Oil, Turmeric & Ginger Capsules and Reishi Mushroom Capsules in one box. Chosen to support heart health and circulation as part of an active, low-salt lifestyle.',
    ingredients: ['Omega-3 Fish Oil (60 softgels)', 'Turmeric & Ginger Capsules (60)', 'Reishi Mushroom Capsules (30)'],
    usage: 'Take each product with meals as shown on its label. Ask your doctor first if you take heart or blood-pressure medication.',
    benefits: ['Supports heart health', 'Supports healthy circulation', 'Saves on three products'],
    reviews: [
      { id: 'heart-care-package-r1', name: 'Joseph Mutiso', location: 'Machakos', rating: 5, comment: 'Bought for my father after his check-up. He likes it.', date: '2026-01-30' },
      { id: 'heart-care-package-r2', name: 'Grace Chepkoech', location: 'Eldoret', rating: 4, comment: 'Well explained instructions for each product.', date: '2026-06-21' },
    ],
  },
  'respiratory-care-package': {
    shortDescription: 'Black seed oil, eucalyptus steam oil and moringa for easy breathing.',
    description:
      'Black Seed Oil Capsules, Eucalyptus Steam Inhalation Oil and Moringa Leaf Powder for the cold, dusty months. Supports clear, comfortable breathing and natural immunity.',
    ingredients: ['Black Seed Oil Capsules (60)', 'Eucalyptus Steam Inhalation Oil (30ml)', 'Moringa Leaf Powder (200g)'],
    usage: 'Take the capsules with food, add moringa to a meal and use 3 drops of eucalyptus oil in a bowl of hot water for steam.',
    benefits: ['Supports respiratory comfort', 'Supports natural immunity', 'Useful in cold, dusty seasons'],
    reviews: [
      { id: 'respiratory-care-package-r1', name: 'Nyaboke Kemunto', location: 'Kisii', rating: 4, comment: 'The steam oil is lovely in the cold July mornings.', date: '2026-07-24' },
      { id: 'respiratory-care-package-r2', name: 'Abdi Hussein', location: 'Garissa', rating: 5, comment: 'Helps with the dust here. Good value.', date: '2026-08-28' },
    ],
  },
  'brain-focus-package': {
    shortDescription: 'Ginkgo, ginseng coffee and omega-3 for memory, focus and a clear mind.',
    description:
      'Ginkgo Biloba Capsules, Ginseng Coffee and Omega-3 Fish Oil for students and busy professionals. Supports memory, mental focus and a calm, clear mind through demanding weeks.',
    ingredients: ['Ginkgo Biloba Capsules (60)', 'Ginseng Coffee (20 sachets)', 'Omega-3 Fish Oil (60 softgels)'],
    usage: 'Take the ginkgo and omega-3 with meals and enjoy one ginseng coffee in the morning.',
    benefits: ['Supports memory and focus', 'Supports mental energy', 'Good for exam seasons'],
    reviews: [
      { id: 'brain-focus-package-r1', name: 'Brian Kipkemboi', location: 'Nairobi', rating: 5, comment: 'Bought it for my KCSE candidate. She likes the coffee.', date: '2026-10-20' },
      { id: 'brain-focus-package-r2', name: 'Esther Nduta', location: 'Nyeri', rating: 4, comment: 'Nice package for long office days.', date: '2026-11-10' },
    ],
  },
  'slimming-package': {
    shortDescription: 'Fibre, Kuding tea and plant protein to support healthy weight management.',
    description:
      'Psyllium Husk Fibre, Kuding Plus Tea and Plant Protein Powder, a month of support for your weight-management plan. Fibre and protein help you feel full while the tea supports digestion.',
    ingredients: ['Psyllium Husk Fibre (300g)', 'Kuding Plus Tea (30 bags)', 'Plant Protein Powder (500g)'],
    usage: 'Have a protein shake for breakfast, fibre in water before lunch and a cup of tea after dinner. Combine with regular exercise.',
    benefits: ['Helps you feel full', 'Supports comfortable digestion', 'Supports gentle daily cleansing'],
    reviews: [
      { id: 'slimming-package-r1', name: 'Lydia Wairimu', location: 'Nakuru', rating: 4, comment: 'Lost 4kg in six weeks with walking every evening.', date: '2025-11-25' },
      { id: 'slimming-package-r2', name: 'Aisha Abdalla', location: 'Mombasa', rating: 4, comment: 'The shake is filling. The tea is bitter but fine.', date: '2026-04-07' },
    ],
  },
  'male-vitality-package': {
    shortDescription: "Tongkat ali, maca and L-arginine for men's stamina, drive and performance.",
    description:
      'Tongkat Ali Capsules, Maca Root Powder and L-Arginine Performance Powder for men who want more stamina. Supports drive, performance and confidence as part of a healthy lifestyle.',
    ingredients: ['Tongkat Ali Capsules (60)', 'Maca Root Powder (200g)', 'L-Arginine Performance Powder (250g)'],
    usage: 'Take the capsules after breakfast, add maca to a shake and mix arginine in water before exercise. Consult a doctor if you use heart medication.',
    benefits: ['Supports stamina and drive', 'Supports physical performance', 'Discreet packaging'],
    reviews: [
      { id: 'male-vitality-package-r1', name: 'Peter Odhiambo', location: 'Kisumu', rating: 5, comment: 'Discreet delivery and I feel stronger at the gym.', date: '2025-12-15' },
      { id: 'male-vitality-package-r2', name: 'Samuel Kiprop', location: 'Eldoret', rating: 4, comment: 'Good results after about three weeks.', date: '2026-05-03' },
    ],
  },
  'female-sexual-wellness-package': {
    shortDescription: "Shatavari, damiana tea and evening primrose oil for women's intimate wellness.",
    description:
      "Shatavari Capsules, Damiana Women's Wellness Tea and Evening Primrose Oil for women's intimate wellbeing. Supports hormone balance, natural desire and relaxation.",
    ingredients: ['Shatavari Capsules (60)', "Damiana Women's Wellness Tea (20 bags)", 'Evening Primrose Oil (60 softgels)'],
    usage: 'Take the capsules and softgels with meals and enjoy a cup of tea in the evening. Not for use during pregnancy.',
    benefits: ['Supports hormone balance', 'Supports natural desire', 'Discreet packaging'],
    reviews: [
      { id: 'female-sexual-wellness-package-r1', name: 'Caroline Akinyi', location: 'Nairobi', rating: 5, comment: 'I feel more balanced and relaxed. Discreet parcel.', date: '2025-11-11' },
      { id: 'female-sexual-wellness-package-r2', name: 'Faith Jepchirchir', location: 'Kapsabet', rating: 4, comment: 'The tea is my favourite part.', date: '2026-06-08' },
    ],
  },
  'premium-wellness-package': {
    shortDescription: 'Eight of our best supplements with a free wellness consultation.',
    description:
      'Our complete three-month programme: Reishi Mushroom Capsules, Royal Jelly Capsule, Omega-3 Fish Oil, A-Power Capsules, Probiotic Capsules, Glucosamine & Turmeric Capsules, Moringa Leaf Powder and Ginkgo Biloba Capsules. Includes a free consultation with our wellness advisor.',
    ingredients: ['Reishi, Royal Jelly, A-Power and Ginkgo capsules', 'Omega-3 Fish Oil', 'Probiotic and Glucosamine & Turmeric capsules', 'Moringa Leaf Powder'],
    usage: 'Follow the daily plan card in the box. Our advisor calls you in the first week to set it up.',
    benefits: ['Supports natural immunity', 'Supports heart and joint health', 'Supports vitality as you age', 'Free consultation'],
    reviews: [
      { id: 'premium-wellness-package-r1', name: 'Wilson Kariuki', location: 'Nairobi', rating: 5, comment: 'Well designed plan and a very helpful advisor call.', date: '2026-10-28' },
    ],
  },
};
