import type { PolicyDocument } from './policy-types';

/** The Privacy Policy (/privacy-policy). Contact links are added by the page. */
export const privacyPolicy: PolicyDocument = {
  title: 'Privacy Policy',
  updated: '2026-11-23',
  intro:
    'This policy explains what personal data Mimea Naturals collects when you shop with us or get in touch, why we need it, how long we keep it, who we share it with and the rights you have under the Data Protection Act, 2019. We collect only what we need to serve you, and we never sell your data.',
  sections: [
    {
      heading: 'Who we are',
      paragraphs: [
        'Mimea Naturals is an online shop of natural health products based at Kimathi House, Kimathi Street, Nairobi CBD, Kenya. We decide how the personal data described in this policy is used, and we are responsible for looking after it.',
        'You can shop with us without an account. We do not use tracking or advertising cookies, and we do not use analytics tools on our website.',
      ],
    },
    {
      heading: 'What we collect and why',
      paragraphs: [
        'We collect only the personal data we need, and only for the reasons given here:',
      ],
      list: [
        'At checkout: your first and last name, phone number, e-mail address (optional), national ID number, county and pickup station, payment method (M-Pesa or cash on delivery), order notes (optional) and the products, quantities and prices in your order, plus, for M-Pesa payments, the phone number you paid from and the M-Pesa transaction ID. We use these to prepare your order and deliver it to your pickup station, to let the station check that the person collecting the parcel is you (this is what your ID number is for), to match your M-Pesa payment to your order, to contact you about your order, and to keep the accounting records that Kenyan tax law requires.',
        'Through the contact form: your name, your e-mail address, your phone number and the product you are interested in (both optional), and your message. We use these only to answer you.',
        'For the newsletter: your e-mail address. We use it only to send you the newsletter and the 10% offer on your first order. You can unsubscribe at any time using the link in every newsletter, or by e-mailing info@mimeanaturals.co.ke.',
        "In your own browser: your cart, any coupon you have applied and notes that you have already seen a popup (so that it does not keep appearing) are saved in your browser's local storage and are never sent to us. We receive the products, quantities and prices only when you place an order. You can remove this information at any time by clearing the site data for our website in your browser's settings.",
      ],
    },
    {
      heading: 'How long we keep it',
      paragraphs: ['We keep personal data only for as long as we need it:'],
      list: [
        'Order and payment records: 5 years, as Kenyan tax law requires us to keep them.',
        'Your national ID number: erased from the order 90 days after the order is collected or cancelled.',
        'Messages sent through the contact form: deleted 12 months after our last reply.',
        'Newsletter e-mail addresses: kept until you unsubscribe.',
      ],
    },
    {
      heading: 'Who we share it with',
      paragraphs: [
        'We never sell your personal data. We share it only where it is needed to complete your order or where the law requires it:',
      ],
      list: [
        'Our pickup-station and courier partner receives your parcel together with your name, phone number and national ID number, so that it can hand the parcel to the right person.',
        'Safaricom M-Pesa processes your payment when you pay by M-Pesa. When you ask for the M-Pesa prompt, we send Safaricom the phone number you give and the amount, so that the prompt reaches your phone; Safaricom tells us how it ended and, for each payment to our till, its M-Pesa receipt, amount, time, the paying number (partly hidden) and the first name M-Pesa holds for it, which we keep with your order to match the payment to it.',
        'Government authorities receive data when the law requires us to provide it.',
      ],
    },
    {
      heading: 'Your rights under the Data Protection Act, 2019',
      paragraphs: [
        "Kenya's Data Protection Act, 2019 gives you the rights listed below. To use any of them, e-mail us at info@mimeanaturals.co.ke or call us on +254 720 123 456. We will answer within 7 days. We may ask you to confirm your identity first, so that we do not give your data to someone else.",
        'If the law requires us to keep a record, for example order and payment records for tax purposes, we may not be able to delete it straight away. In that case we will explain why.',
      ],
      list: [
        'The right to be informed about how your personal data is used, which is what this policy is for.',
        'The right to access the personal data we hold about you.',
        'The right to have incorrect or incomplete data corrected.',
        'The right to have your data deleted.',
        'The right to object to the processing of your data, including for direct marketing such as our newsletter.',
        'The right to data portability: to receive your data in a commonly used format and have it passed to another organisation.',
        'The right to complain to the Office of the Data Protection Commissioner (ODPC) at www.odpc.go.ke if you are unhappy with how we handle your data.',
      ],
    },
    {
      heading: 'Security',
      paragraphs: [
        'Your personal data is stored on servers that we control. Access is limited to the members of our staff who need it to do their work, such as preparing your order or answering your message.',
      ],
    },
    {
      heading: 'Children',
      paragraphs: [
        'Some of our products are made for children, but they are bought by adults. We do not knowingly collect personal data of children. If you believe a child has given us personal data, please contact us so that we can delete it.',
      ],
    },
    {
      heading: 'Changes to this policy',
      paragraphs: [
        'We may update this policy when our practices or the law change. The date at the top of this page shows when it was last changed, so please check it from time to time.',
      ],
    },
    {
      heading: 'Contact us',
      paragraphs: [
        'If you have any questions about this policy or about your personal data, e-mail us at info@mimeanaturals.co.ke or call or WhatsApp us on +254 720 123 456. You are also welcome to visit us at Kimathi House, Kimathi Street, Nairobi CBD.',
      ],
    },
  ],
};
