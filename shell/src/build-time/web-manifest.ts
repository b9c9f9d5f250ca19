import { shopContacts } from '@mimea/shared/pure';

/** The web app manifest, so a shopper can add the shop to a phone's home screen. */
export function webManifest(): string {
  return JSON.stringify(
    {
      name: shopContacts.brand,
      short_name: 'Mimea',
      description: 'Natural supplements, teas, skincare and health packages, delivered to pickup stations across Kenya.',
      lang: 'en-KE',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      background_color: '#FAFAF7',
      theme_color: '#1E5B2E',
      categories: ['shopping', 'health'],
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        { src: '/icons/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
      ],
    },
    null,
    2,
  );
}
