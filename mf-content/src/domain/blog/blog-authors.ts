import type { BlogAuthor } from './blog-types';

/** The people who write the blog, Mimea Naturals staff. */
export const blogAuthors: readonly BlogAuthor[] = [
  {
    name: 'Wanjiru Kamau',
    role: 'Nutritionist',
    bio: 'Wanjiru is a registered nutritionist who helps Mimea Naturals customers build balanced plates around everyday Kenyan foods. She believes in small, realistic changes rather than strict diets, and her favourite breakfast is millet uji with a spoon of moringa.',
  },
  {
    name: 'Brian Otieno',
    role: 'Pharmacist',
    bio: 'Brian is the pharmacist on our customer care team and reviews the usage and safety notes for the products we stock. He spends his days answering questions about supplements, medicines and how the two fit together, and he always encourages customers to keep their own doctor in the loop.',
  },
  {
    name: 'Amina Hassan',
    role: 'Herbal Products Specialist',
    bio: 'Amina grew up in Mombasa surrounded by the herbs, spices and chewing sticks of coastal tradition. She sources and checks our teas and herbal supplements, and writes about how traditional plants can fit into modern, busy lives.',
  },
  {
    name: 'Faith Chebet',
    role: 'Skincare Specialist',
    bio: "Faith looks after Mimea Naturals' skincare range, from shea butter to clay masks. She is passionate about simple routines that suit African skin and the Kenyan climate, and she answers many of our customers' skincare questions herself.",
  },
];
