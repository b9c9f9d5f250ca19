import type { ProductDetails } from '../product-types';

/** What the product page shows of each of `specialtyProducts` (products/specialty.ts), by product id. */
export const specialtyDetails: Record<string, ProductDetails> = {
  'tourmaline-flask': {
    shortDescription: 'A 500ml stainless steel flask with a mineral stone filter.',
    description:
      'A 500ml stainless steel flask with a removable filter of tourmaline and mineral stones. It keeps water cold or tea hot for hours and encourages you to drink more water through the day.',
    ingredients: ['Food-grade 304 stainless steel', 'Tourmaline and mineral stone filter', 'Silicone seal'],
    usage: 'Fill with drinking water and let it stand for 10 minutes before drinking. Rinse the filter weekly and replace it every 6 months.',
    benefits: ['Encourages you to drink more water', 'Keeps drinks hot or cold', 'Reusable, no plastic bottles'],
    reviews: [
      { id: 'tourmaline-flask-r1', name: 'Wanjiku Mwangi', location: 'Nairobi', rating: 5, comment: 'Sturdy flask, I carry it to the office every day.', date: '2025-05-17' },
      { id: 'tourmaline-flask-r2', name: 'Ali Mohamed', location: 'Mombasa', rating: 4, comment: 'Keeps water cold in the Mombasa heat.', date: '2026-01-31' },
    ],
  },
  'himalayan-salt-lamp': {
    shortDescription: 'Hand-carved salt lamp with a dimmer for a warm, calming evening glow.',
    description:
      'A hand-carved pink salt lamp on a wooden base, with a dimmer and a spare bulb. Its warm amber glow makes a calm corner for reading and winding down before sleep.',
    ingredients: ['Natural Himalayan rock salt (2 to 3kg)', 'Wooden base', 'Dimmer cable and 15W bulb'],
    usage: 'Place on a dry surface away from water and switch on in the evening. Wipe with a dry cloth.',
    benefits: ['Calming warm light', 'Helps you wind down', 'Every lamp is unique'],
    reviews: [
      { id: 'himalayan-salt-lamp-r1', name: 'Grace Wanjiru', location: 'Nakuru', rating: 5, comment: 'Beautiful in the bedroom. Arrived without a crack.', date: '2025-12-22' },
      { id: 'himalayan-salt-lamp-r2', name: 'David Omondi', location: 'Kisumu', rating: 4, comment: 'Nice glow. A bit smaller than I expected.', date: '2026-06-11' },
    ],
  },
  'bamboo-detox-foot-patches': {
    shortDescription: 'Overnight bamboo vinegar foot pads for a relaxing cleanse routine.',
    description:
      'Adhesive foot pads with bamboo vinegar and tourmaline powder, worn overnight. Many customers use them as a relaxing part of a weekend cleanse routine.',
    ingredients: ['Bamboo vinegar powder', 'Tourmaline powder', 'Ginger powder'],
    usage: 'Stick one patch on the sole of each clean, dry foot before bed and remove in the morning. Not for broken skin.',
    benefits: ['Relaxing bedtime ritual', 'Warming feel', '10 patches per box'],
    reviews: [
      { id: 'bamboo-detox-foot-patches-r1', name: 'Tabitha Muthoni', location: 'Thika', rating: 4, comment: 'My feet feel light and I sleep well with them.', date: '2025-11-14' },
      { id: 'bamboo-detox-foot-patches-r2', name: 'Kennedy Otieno', location: 'Migori', rating: 3, comment: 'Relaxing, but the smell of vinegar is strong.', date: '2026-03-19' },
    ],
  },
  'herbal-colon-cleanse-tea': {
    shortDescription: 'Senna-free dandelion and fennel tea for a gentle digestive cleanse.',
    description:
      "A senna-free cleanse tea with dandelion root, fennel, ginger and peppermint. Taken for one or two weeks to support digestion, gut comfort and the liver's natural cleansing.",
    ingredients: ['Dandelion root', 'Fennel seed', 'Ginger root', 'Peppermint leaf'],
    usage: 'Steep one bag for 5 minutes and drink one cup in the evening for 7 to 14 days.',
    benefits: ['Supports gentle cleansing', 'Supports gut comfort', 'Supports liver health'],
    reviews: [
      { id: 'herbal-colon-cleanse-tea-r1', name: 'Nancy Wangeci', location: 'Nyahururu', rating: 4, comment: 'Gentle, no cramps like other cleanse teas.', date: '2026-01-08' },
      { id: 'herbal-colon-cleanse-tea-r2', name: 'Hussein Abdi', location: 'Nairobi', rating: 5, comment: 'Good taste of fennel and mint.', date: '2026-05-10' },
    ],
  },
  'eucalyptus-steam-oil': {
    shortDescription: 'Eucalyptus and peppermint oil for steam inhalation and diffusers.',
    description:
      'Pure eucalyptus and peppermint essential oils for steam inhalation and diffusers. A few drops in hot water open up the senses and bring comfort in the cold season.',
    ingredients: ['Eucalyptus globulus oil', 'Peppermint oil'],
    usage: 'Add 3 drops to a bowl of hot water and breathe the steam under a towel for 5 minutes. Not for internal use or for children under 6.',
    benefits: ['Supports clear, easy breathing', 'Refreshing aroma', 'Use in a diffuser'],
    reviews: [
      { id: 'eucalyptus-steam-oil-r1', name: 'Paul Gitonga', location: 'Nanyuki', rating: 5, comment: 'Perfect for the cold Nanyuki nights.', date: '2026-09-19' },
      { id: 'eucalyptus-steam-oil-r2', name: 'Susan Chebet', location: 'Kericho', rating: 4, comment: 'Strong and fresh. A little goes far.', date: '2026-10-27' },
    ],
  },
};
