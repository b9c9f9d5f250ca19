import type { Testimonial } from './product-types';

/** The home page's three review cards. */
export const testimonials: Testimonial[] = [
  {
    id: 'testimonial-1',
    name: 'Wanjiku Kamau',
    location: 'Nairobi',
    rating: 5,
    testimonial:
      'I started A-Power Capsules after a tiring year, and I have steady energy through my workday again. Delivery to my pickup station was quick.',
    productId: 'a-power-capsules',
  },
  {
    id: 'testimonial-2',
    name: 'Otieno Ochieng',
    location: 'Kisumu',
    rating: 5,
    testimonial:
      'Kuding Plus Tea is now part of my evening. My digestion feels lighter, and the team on WhatsApp answered all my questions.',
    productId: 'kuding-plus-tea',
  },
  {
    id: 'testimonial-3',
    name: 'John Kipruto',
    location: 'Eldoret',
    rating: 5,
    testimonial:
      'I used NutriPlant Organic Plus on my maize and vegetables this season. The crop was greener and the tomatoes kept fruiting for weeks longer.',
    productId: 'nutriplant-fertilizer',
  },
];
