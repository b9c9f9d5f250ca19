import { Box, Typography } from '@mimea/shared/ui/core';
import { ShopTextLink, fullAddress, mapLink, shopContacts, useNearScreen } from '@mimea/shared';

/** An OpenStreetMap view of the shop's street: no key, no cookies, no script of ours. */
function embedUrl(): string {
  const { latitude, longitude } = shopContacts.address.geo;
  const span = 0.006;
  const bbox = [longitude - span, latitude - span / 2, longitude + span, latitude + span / 2].map((n) => n.toFixed(4)).join(',');
  return `https://www.openstreetmap.org/export/embed.html?bbox=${bbox}&layer=mapnik&marker=${latitude},${longitude}`;
}

/**
 * The embedded map, loaded only once it nears the screen (third-party pages are heavy on a
 * phone). The address and a text link come first, so the way there is known when the map
 * cannot load (offline, blocked).
 */
export function StoreMap() {
  const [near, nearRef] = useNearScreen('200px');
  return (
    <>
      <Typography sx={{ mb: 2 }}>
        {fullAddress()}.{' '}
        <ShopTextLink href={mapLink()} target="_blank" rel="noopener noreferrer">
          Open the map and directions in a new tab
        </ShopTextLink>
      </Typography>
      <Box ref={nearRef} sx={{ position: 'relative', width: '100%', aspectRatio: { xs: '4 / 3', md: '16 / 7' }, bgcolor: 'grey.100', borderRadius: 2, overflow: 'hidden' }}>
        {near && (
          <Box component="iframe" title={`Map of ${fullAddress()}`} src={embedUrl()} loading="lazy" referrerPolicy="no-referrer" sx={{ border: 0, width: '100%', height: '100%', display: 'block' }} />
        )}
      </Box>
    </>
  );
}
