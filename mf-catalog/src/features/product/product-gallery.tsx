import { useState } from 'react';
import { Box } from '@mimea/shared/ui/core';
import { CatalogImage } from '../../components/images/catalog-image';

/** The product's images: a large one and a thumbnail button per image. */
export function ProductGallery({ images, name }: { images: readonly string[]; name: string }) {
  const [active, setActive] = useState(0);
  const current = images[Math.min(active, images.length - 1)];
  return (
    <Box>
      <Box sx={{ borderRadius: 2, overflow: 'hidden', border: 1, borderColor: 'divider' }}>
        {/* The picture's alt says what it draws: the brand on its label, beside the name. */}
        <CatalogImage src={current} alt={`${name}, image ${active + 1} of ${images.length}, by Mimea Naturals`} kind="product" eager sizes="(min-width: 900px) 40vw, 100vw" />
      </Box>
      {images.length > 1 && (
        <Box sx={{ display: 'flex', gap: 1, mt: 1 }}>
          {images.map((image, index) => (
            // The browser's button: MUI's ButtonBase (a ripple) loaded MUI's controls with the page.
            <Box
              component="button"
              type="button"
              key={image}
              onClick={() => setActive(index)}
              aria-label={`Show image ${index + 1} of ${name}`}
              aria-pressed={index === active}
              sx={{
                display: 'inline-flex',
                width: 72,
                p: 0,
                m: 0,
                bgcolor: 'transparent',
                cursor: 'pointer',
                borderRadius: 1,
                overflow: 'hidden',
                border: 2,
                borderColor: index === active ? 'primary.main' : 'transparent',
                WebkitTapHighlightColor: 'transparent',
                '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' },
              }}
            >
              <CatalogImage src={image} alt="" kind="product" sizes="72px" />
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
