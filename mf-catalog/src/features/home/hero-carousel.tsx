import { memo, useState } from 'react';
import { Box, Button, Typography } from '@mimea/shared/ui/core';
import { Link as RouterLink } from '@mimea/shared';
import type { HeroSlide } from '../../domain/product-types';
import { CatalogImage } from '../products/catalog-image';
import { CarouselArrow } from '../carousel/carousel-arrow';
import { nextIndex, previousIndex } from '../../domain/carousel-position';
import { useAutoAdvance } from '../carousel/use-auto-advance';

/** Hero timing (storefront spec section 9): a new slide every 3 s, cross-fading over 300 ms. */
export const HERO = { intervalMs: 3000, fadeMs: 300 } as const;

interface SlideProps {
  slide: HeroSlide;
  index: number;
  count: number;
  shown: boolean;
  reducedMotion: boolean;
}

/** What a slide shows. Memoised apart from the slide: showing or hiding a slide leaves it alone. */
const SlideContent = memo(function SlideContent({ slide, eager }: { slide: HeroSlide; eager: boolean }) {
  return (
    <>
      <CatalogImage src={slide.image} alt={slide.title} kind="hero" eager={eager} />
      <Box
        sx={{
          position: { xs: 'static', sm: 'absolute' },
          left: { xs: 0, sm: 24 },
          right: { xs: 0, sm: 'auto' },
          bottom: { xs: 0, sm: 40 },
          maxWidth: { sm: '48%' },
          p: { xs: 1.5, sm: 2.5 },
          bgcolor: 'rgba(20, 63, 32, 0.9)',
          color: '#fff',
          borderRadius: { xs: 0, sm: 2 },
        }}
      >
        <Typography variant="h5" component="h2" sx={{ fontWeight: 800, fontSize: { xs: '1.15rem', md: '1.6rem' } }}>
          {slide.title}
        </Typography>
        <Typography sx={{ my: 1, fontSize: { xs: '0.85rem', md: '1rem' }, display: { xs: 'none', sm: 'block' } }}>{slide.description}</Typography>
        <Button component={RouterLink} to={slide.link} variant="contained" color="secondary" size="small" sx={{ mt: { xs: 1, sm: 0 } }}>
          Shop {slide.title}
        </Button>
      </Box>
    </>
  );
});

/** One slide. Memoised: a step re-renders the slide that goes and the one that comes, no other. */
const Slide = memo(function Slide({ slide, index, count, shown, reducedMotion }: SlideProps) {
  return (
    <Box
      role="group"
      aria-roledescription="slide"
      aria-label={`${index + 1} of ${count}: ${slide.title}`}
      aria-hidden={!shown}
      inert={!shown}
      // Its own layer: the fade is the compositor's work, not a repaint on the main thread.
      sx={{ gridArea: '1 / 1', position: 'relative', willChange: 'opacity' }}
      // Inline: showing a slide changes two numbers, not the style engine's rules.
      style={{ opacity: shown ? 1 : 0, zIndex: shown ? 1 : 0, transition: reducedMotion ? 'none' : `opacity ${HERO.fadeMs}ms ease-in-out` }}
    >
      <SlideContent slide={slide} eager={index === 0} />
    </Box>
  );
});

/** The home page's package slides: 2:1 images, arrows that wrap, one dot per slide. */
export function HeroCarousel({ slides }: { slides: readonly HeroSlide[] }) {
  const [active, setActive] = useState(0);
  const count = slides.length;
  const { rootRef, pauseHandlers, reducedMotion } = useAutoAdvance(() => setActive((i) => nextIndex(i, count)), HERO.intervalMs, count > 1);

  return (
    <Box
      ref={rootRef}
      component="section"
      role="region"
      aria-roledescription="carousel"
      aria-label="Health package offers"
      {...pauseHandlers}
      // Slides share one grid cell, so the carousel is as tall as a slide and never shifts.
      sx={{ position: 'relative', display: 'grid', borderRadius: 2, overflow: 'hidden', bgcolor: 'primary.dark' }}
    >
      {slides.map((slide, index) => (
        <Slide key={slide.id} slide={slide} index={index} count={count} shown={index === active} reducedMotion={reducedMotion} />
      ))}
      {/* Arrows and dots sit over the image (2:1), whatever the text panel below it does. */}
      <Box sx={{ position: 'absolute', top: 0, left: 0, right: 0, aspectRatio: '2 / 1', px: 1, display: 'flex', alignItems: 'center', justifyContent: 'space-between', zIndex: 2, pointerEvents: 'none', '& > button': { pointerEvents: 'auto' } }}>
        <CarouselArrow direction="previous" label="Previous slide" overImage onClick={() => setActive((i) => previousIndex(i, count))} />
        <CarouselArrow direction="next" label="Next slide" overImage onClick={() => setActive((i) => nextIndex(i, count))} />
        <Box sx={{ position: 'absolute', bottom: 4, left: 0, right: 0, display: 'flex', justifyContent: 'center', gap: 0.5, pointerEvents: 'auto' }}>
        {slides.map((slide, index) => (
          <Box
            component="button"
            type="button"
            key={slide.id}
            aria-label={`Go to slide ${index + 1}: ${slide.title}`}
            aria-current={index === active ? 'true' : undefined}
            onClick={() => setActive(index)}
            sx={{
              // A 24 px target around a small dot (WCAG 2.5.8).
              width: 24,
              height: 24,
              p: 0,
              border: 0,
              bgcolor: 'transparent',
              cursor: 'pointer',
              display: 'grid',
              placeItems: 'center',
              // The current dot is wider. Styled by its attribute, so a step changes an attribute,
              // not the style engine's rules, and with no transition: a width animates on the main
              // thread (layout and paint every frame), every 3 s, with nobody touching the page.
              '&::after': {
                content: '""',
                width: 9,
                height: 9,
                borderRadius: 5,
                bgcolor: 'rgba(255,255,255,0.9)',
                border: '1px solid rgba(0,0,0,0.35)',
              },
              '&[aria-current="true"]::after': { width: 18, bgcolor: 'secondary.main' },
              '&:focus-visible': { outline: '2px solid #fff', outlineOffset: 1 },
            }}
          />
        ))}
        </Box>
      </Box>
    </Box>
  );
}
