import { useState } from 'react';
import { Box } from '@mimea/shared/ui/core';
import { ShopIconButton } from '@mimea/shared';
import { popupContent } from '../../domain/popup-content';
import { illustrations, illustrationUrl } from '../../domain/illustrations';
import { useCarousel } from './use-carousel';

const { slides, pause, play } = popupContent;
const { width, height } = illustrations.hero;
const PHONE_PICTURE_PX = 200;
/** A picture's dot, filled when its button is the current one. */
const DOT = {
  width: 12,
  height: 12,
  borderRadius: '50%',
  border: 2,
  borderColor: 'primary.main',
  bgcolor: 'transparent',
  '[aria-current="true"] > &': { bgcolor: 'primary.main' },
} as const;

/**
 * The popup's three pictures, advancing every 3 seconds and looping. A shopper can pause it and
 * pick a picture (WCAG 2.2.2: moving content can be stopped); all three load at once, so a
 * change never waits for the network.
 */
export function PopupCarousel() {
  const [paused, setPaused] = useState(false);
  const { index, show } = useCarousel(slides.length, paused);
  return (
    <Box role="group" aria-roledescription="carousel" aria-label="NOPF pictures">
      {/* At most 200 px wide on a phone (200 × 140): the dialog's actions fit a small screen, and
          the picture (drawn seconds after the page, over it) stays smaller than what the shopper
          came for, the home page's hero or a listing's product card (182 × 182 on a 390 px phone),
          which is what a first visit's largest paint should measure. At 300 px it was the largest
          paint of /shop, and the page's Lighthouse LCP 3.9 s instead of 1.3 s. */}
      <Box
        aria-live={paused ? 'polite' : 'off'}
        sx={{ position: 'relative', aspectRatio: `${width} / ${height}`, maxWidth: { xs: PHONE_PICTURE_PX, sm: 'none' }, mx: 'auto', bgcolor: 'secondary.light' }}
      >
        {slides.map((slide, i) => (
          <Box
            key={slide.name}
            component="img"
            src={illustrationUrl(slide.name)}
            alt={slide.alt}
            width={width}
            height={height}
            aria-hidden={i !== index}
            data-active={i === index}
            sx={{
              position: 'absolute',
              inset: 0,
              width: '100%',
              height: '100%',
              objectFit: 'cover',
              opacity: 0,
              '&[data-active="true"]': { opacity: 1 },
              // Opacity alone, on a layer of its own: the compositor fades the pictures. A
              // transition of visibility beside it kept the fade on the main thread, a repaint
              // every frame, every 3 s (hidden pictures are aria-hidden and cannot take focus).
              willChange: 'opacity',
              '@media (prefers-reduced-motion: no-preference)': { transition: 'opacity 400ms' },
            }}
          />
        ))}
      </Box>
      <Box sx={{ display: 'flex', justifyContent: 'center', alignItems: 'center', gap: 0.5, py: 0.5 }}>
        <ShopIconButton size="small" onClick={() => setPaused((value) => !value)} aria-label={paused ? play : pause}>
          <Box component="span" aria-hidden="true" sx={{ fontSize: 14, fontWeight: 700, width: 20, lineHeight: '20px' }}>
            {paused ? '▶' : '❚❚'}
          </Box>
        </ShopIconButton>
        {slides.map((slide, i) => (
          <ShopIconButton key={slide.name} size="small" onClick={() => show(i)} aria-label={`Show picture ${i + 1} of ${slides.length}`} aria-current={i === index}>
            <Box component="span" sx={DOT} />
          </ShopIconButton>
        ))}
      </Box>
    </Box>
  );
}
