import { memo, useState } from 'react';
import { styled } from '@mimea/shared/ui/core';
import { ShopButton } from '@mimea/shared';
import type { HeroSlide } from '../../domain/product-types';
import { CatalogImage } from '../../components/images/catalog-image';
import { CarouselArrow } from '../../components/carousel/carousel-arrow';
import { nextIndex, previousIndex } from '../../domain/carousel-position';
import { useAutoAdvance } from '../../components/carousel/use-auto-advance';

/** Hero timing (storefront spec section 9): a new slide every 3 s, cross-fading over 300 ms. */
export const HERO = { intervalMs: 3000, fadeMs: 300 } as const;

/**
 * The carousel's look, one style for its slides, captions, arrows' row and dots (the page's
 * first screen: ~50 MUI components before, each with its own style and layers to hydrate).
 * Slides share one grid cell, so the carousel is as tall as a slide and never shifts.
 */
const Carousel = styled('section')(({ theme }) => ({
  position: 'relative',
  display: 'grid',
  borderRadius: Number(theme.shape.borderRadius) * 2,
  overflow: 'hidden',
  backgroundColor: theme.palette.primary.dark,
  // Its own layer: the fade is the compositor's work, not a repaint on the main thread.
  '.slide': { gridArea: '1 / 1', position: 'relative', willChange: 'opacity' },
  '.caption': {
    position: 'static',
    padding: theme.spacing(1.5),
    backgroundColor: 'rgba(20, 63, 32, 0.9)',
    color: '#fff',
    [theme.breakpoints.up('sm')]: { position: 'absolute', left: 24, right: 'auto', bottom: 40, maxWidth: '48%', padding: theme.spacing(2.5), borderRadius: Number(theme.shape.borderRadius) * 2 },
  },
  '.caption h2': { ...theme.typography.h5, margin: 0, fontWeight: 800, fontSize: '1.15rem', [theme.breakpoints.up('md')]: { fontSize: '1.6rem' } },
  '.caption p': {
    ...theme.typography.body1,
    margin: theme.spacing(1, 0),
    fontSize: '0.85rem',
    display: 'none',
    [theme.breakpoints.up('sm')]: { display: 'block' },
    [theme.breakpoints.up('md')]: { fontSize: '1rem' },
  },
  '.caption a': { marginTop: theme.spacing(1), [theme.breakpoints.up('sm')]: { marginTop: 0 } },
  // Arrows and dots sit over the image (2:1), whatever the text panel below it does.
  '.controls': {
    position: 'absolute',
    top: 0,
    left: 0,
    right: 0,
    aspectRatio: '2 / 1',
    padding: theme.spacing(0, 1),
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    zIndex: 2,
    pointerEvents: 'none',
    '& > button': { pointerEvents: 'auto' },
  },
  '.dots': { position: 'absolute', bottom: 4, left: 0, right: 0, display: 'flex', justifyContent: 'center', gap: theme.spacing(0.5), pointerEvents: 'auto' },
  '.dots button': {
    // A 24 px target around a small dot (WCAG 2.5.8).
    width: 24,
    height: 24,
    padding: 0,
    border: 0,
    backgroundColor: 'transparent',
    cursor: 'pointer',
    display: 'grid',
    placeItems: 'center',
    // The current dot is wider. Styled by its attribute, so a step changes an attribute, not
    // the style engine's rules, and with no transition: a width animates on the main thread
    // (layout and paint every frame), every 3 s, with nobody touching the page.
    '&::after': { content: '""', width: 9, height: 9, borderRadius: 5, backgroundColor: 'rgba(255,255,255,0.9)', border: '1px solid rgba(0,0,0,0.35)' },
    '&[aria-current="true"]::after': { width: 18, backgroundColor: theme.palette.secondary.main },
    '&:focus-visible': { outline: '2px solid #fff', outlineOffset: 1 },
  },
}));

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
      <div className="caption">
        <h2>{slide.title}</h2>
        <p>{slide.description}</p>
        <ShopButton to={slide.link} variant="contained" color="secondary" size="small">
          Shop {slide.title}
        </ShopButton>
      </div>
    </>
  );
});

/** One slide. Memoised: a step re-renders the slide that goes and the one that comes, no other. */
const Slide = memo(function Slide({ slide, index, count, shown, reducedMotion }: SlideProps) {
  return (
    <div
      className="slide"
      role="group"
      aria-roledescription="slide"
      aria-label={`${index + 1} of ${count}: ${slide.title}`}
      aria-hidden={!shown}
      inert={!shown}
      // Inline: showing a slide changes two numbers, not the style engine's rules.
      style={{ opacity: shown ? 1 : 0, zIndex: shown ? 1 : 0, transition: reducedMotion ? 'none' : `opacity ${HERO.fadeMs}ms ease-in-out` }}
    >
      <SlideContent slide={slide} eager={index === 0} />
    </div>
  );
});

/** The home page's package slides: 2:1 images, arrows that wrap, one dot per slide. */
export function HeroCarousel({ slides }: { slides: readonly HeroSlide[] }) {
  const [active, setActive] = useState(0);
  const count = slides.length;
  const { rootRef, pauseHandlers, reducedMotion } = useAutoAdvance(() => setActive((i) => nextIndex(i, count)), HERO.intervalMs, count > 1);

  return (
    <Carousel ref={rootRef} role="region" aria-roledescription="carousel" aria-label="Health package offers" {...pauseHandlers}>
      {slides.map((slide, index) => (
        <Slide key={slide.id} slide={slide} index={index} count={count} shown={index === active} reducedMotion={reducedMotion} />
      ))}
      <div className="controls">
        <CarouselArrow direction="previous" label="Previous slide" overImage onClick={() => setActive((i) => previousIndex(i, count))} />
        <CarouselArrow direction="next" label="Next slide" overImage onClick={() => setActive((i) => nextIndex(i, count))} />
        <div className="dots">
          {slides.map((slide, index) => (
            <button
              type="button"
              key={slide.id}
              aria-label={`Go to slide ${index + 1}: ${slide.title}`}
              aria-current={index === active ? 'true' : undefined}
              onClick={() => setActive(index)}
            />
          ))}
        </div>
      </div>
    </Carousel>
  );
}
