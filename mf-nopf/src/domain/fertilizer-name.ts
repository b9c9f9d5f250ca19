/** The fertilizer's full name, as the chat messages of the landing page and the popup write it. */
export const FERTILIZER_NAME = 'NutriPlant Organic Plus Fertilizer (NOPF)';
