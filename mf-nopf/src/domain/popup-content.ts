/**
 * Every word of the fertilizer popup (purchase spec section 2.9), apart from the landing page's
 * (nopf-content.ts): the popup opens on a first visit to every page, so it carries only its own.
 */
import { FERTILIZER_NAME } from './fertilizer-name';
import type { IllustrationName } from './illustrations';

export const popupContent = {
  title: 'Grow more with NutriPlant Organic Plus',
  text: 'The organic amino-acid fertilizer for stronger roots, greener leaves and a longer fruiting season.',
  slides: [
    { name: 'hero', alt: 'Rows of green crops under the sun, with a bottle of NOPF in front' },
    { name: 'plant', alt: 'A fruiting plant with strong roots, flowers and ripe tomatoes' },
    { name: 'packs', alt: 'NOPF in 100ml and 1000ml bottles, each for 1-6 hectares' },
  ] satisfies { name: IllustrationName; alt: string }[],
  orderNow: 'Order Now',
  learnMore: 'Learn More',
  callUs: 'Call Us',
  close: 'Close',
  wait: 'Please wait...',
  pause: 'Pause slideshow',
  play: 'Play slideshow',
} as const;

/** The chat message of the popup's Order Now: an enquiry, no size chosen yet. */
export const enquiryMessage = `Hello Mimea Naturals, I would like to order ${FERTILIZER_NAME}. Please tell me the prices of the 100ml and 1000ml bottles.`;
