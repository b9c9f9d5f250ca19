import { shopContacts } from '@mimea/shared';
import type { Faq } from './product-types';

/**
 * The shop's questions and answers, with the store policies (storefront spec section 9). The product
 * page shows the first four and the contact page the first six, so the most asked come first.
 */
export const faqs: Faq[] = [
  {
    question: 'Are your products natural, and can I take them with my medication?',
    answer:
      'Our supplements, teas and skincare are made from natural ingredients, and every label lists them in full. Natural products can still interact with medicines, so if you are pregnant, breastfeeding, managing a condition or taking prescribed medication, please consult your doctor before you start.',
  },
  {
    question: 'What is your return policy?',
    answer:
      'Every order comes with a 30-day satisfaction guarantee. If a product is not right for you, contact us within 30 days of delivery: unopened products are refundable in full.',
  },
  {
    question: 'How do you deliver within Kenya?',
    answer:
      'We deliver to pickup stations in every county. Choose your county and the nearest station at checkout, where the delivery fee is shown. Orders over KES 10,000 ship free with the code FREESHIPPING-MAR25.',
  },
  {
    question: 'Which payment methods do you accept?',
    answer:
      'You pay by M-Pesa when you check out. Cash on delivery is available in the Nairobi area. Visa, Mastercard and PayPal are not taken online yet.',
  },
  {
    question: 'Do you ship outside Kenya?',
    answer:
      'Yes. International orders take 7 to 14 business days to arrive, depending on the destination and customs. Contact us for a shipping quote to your country.',
  },
  {
    question: 'Can I order via WhatsApp?',
    answer:
      `Yes. Tap Order via WhatsApp on any product page, or message us from the chat button, and our team will confirm the products, the delivery station and payment with you (${shopContacts.supportHours}).`,
  },
  {
    question: 'How should I store the products?',
    answer:
      'Keep products tightly closed in a cool, dry place away from direct sunlight and out of reach of children. Refrigerate juices and tonics after opening and use them within the time on the label.',
  },
  {
    question: 'Which health package is right for me?',
    answer:
      'Each package page lists the products it includes and who it is recommended for. If you are unsure, tap Get Expert Advice to chat with our wellness team, who will suggest a package that suits your goals.',
  },
];
