import type { PolicyDocument } from './policy-types';

/** The Terms and Conditions (/terms). Contact links are added by the page. */
export const terms: PolicyDocument = {
  title: 'Terms and Conditions',
  updated: '2026-11-23',
  intro:
    'These terms explain how ordering, paying, delivery, returns and coupons work when you shop with Mimea Naturals. Please read them before you place an order.',
  sections: [
    {
      heading: 'About these terms',
      paragraphs: [
        'These terms apply to every order placed on the Mimea Naturals website. Mimea Naturals is based at Kimathi House, Kimathi Street, Nairobi CBD, Kenya. By placing an order, you agree to these terms.',
        'How we handle your personal data is explained in our Privacy Policy.',
      ],
    },
    {
      heading: 'Orders and prices',
      paragraphs: [
        'All prices are in Kenyan shillings (KES) and include VAT where applicable. The delivery fee for your pickup station is shown separately at checkout before you place your order.',
        'Placing an order does not yet mean we have accepted it: every order is confirmed by our team. We may contact you on the phone number you gave at checkout if we have a question about your order.',
      ],
    },
    {
      heading: 'Payment',
      paragraphs: [
        'You can pay by M-Pesa at checkout, to our till number 3481712. At checkout you give us the phone number you paid from and the M-Pesa transaction ID, so that we can match your payment to your order.',
        'Cash on delivery is also available, in Nairobi CBD only (see Cash on delivery below).',
        'We do not take Visa, Mastercard or PayPal payments online yet.',
      ],
    },
    {
      heading: 'Delivery and pickup stations',
      paragraphs: [
        'We deliver to pickup stations in every county of Kenya. You choose your county and pickup station at checkout, and the delivery fee for that station is shown there. Fees start from KES 240 in Nairobi.',
        'Orders of KES 10,000 or more ship free with the code FREESHIPPING-MAR25.',
        'To collect your order, bring your national ID. The station checks it so that your parcel is handed only to you.',
      ],
    },
    {
      heading: 'Cash on delivery',
      paragraphs: [
        'Cash on delivery is available in Nairobi CBD only. You pay in cash when you receive your order. For delivery anywhere else, please pay by M-Pesa at checkout.',
      ],
    },
    {
      heading: 'International shipping',
      paragraphs: [
        'We can ship outside Kenya. Please contact us first for a quote before you order. International delivery takes 7 to 14 business days.',
      ],
    },
    {
      heading: 'Returns and refunds (30-day satisfaction guarantee)',
      paragraphs: [
        'We want you to be happy with what you buy. Our satisfaction guarantee lasts 30 days from the day your order is delivered.',
        'Unopened products are refundable in full: return them within those 30 days. We refund to the M-Pesa number you paid from, or in another way we agree with you.',
        'For hygiene reasons, opened products cannot be returned, unless they arrived damaged or are not what you ordered.',
        'To start a return, contact us by e-mail at info@mimeanaturals.co.ke or by phone or WhatsApp on +254 720 123 456, and give us your order ID. We will tell you what to do next.',
      ],
    },
    {
      heading: 'Coupons',
      paragraphs: [
        'The code WELCOME10 gives 10% off the subtotal of your order. Only one coupon can be used per order.',
      ],
    },
    {
      heading: 'Health information',
      paragraphs: [
        'The health information on our website is general information, not medical advice. Our products are not meant to diagnose any condition or to replace medical care.',
        'Please talk to your doctor before using our products if you are pregnant, breastfeeding, taking medication or managing a health condition. Always read the label and follow the directions for use.',
      ],
    },
    {
      heading: 'Governing law',
      paragraphs: [
        'These terms are governed by the laws of Kenya. Nothing in them takes away the rights you have as a consumer under Kenyan law.',
      ],
    },
    {
      heading: 'Contact us',
      paragraphs: [
        'If you have any questions about these terms or about an order, e-mail us at info@mimeanaturals.co.ke or call or WhatsApp us on +254 720 123 456. You are also welcome to visit us at Kimathi House, Kimathi Street, Nairobi CBD.',
      ],
    },
  ],
};
