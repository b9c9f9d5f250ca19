import type { ReactNode } from 'react';
import { styled } from '@mimea/shared/ui/core';
import { useNearScreen } from '@mimea/shared';
import { SectionHeading } from './section-heading';

interface Props {
  id: string;
  title: string;
  viewAllTo?: string;
  actions?: ReactNode;
  /** Near the top of the page: laid out and painted at once (the others as they near the screen). */
  eager?: boolean;
  /** Heavy content (rows of product cards): drawn only as the section nears the screen. */
  drawWhenNear?: boolean;
  children: ReactNode;
}

/** The room a section's content is guessed to take before the browser (or React) draws it. */
const UNDRAWN_HEIGHT = 520;

/**
 * Sections below the first screen are laid out and painted only as they near it: the browser
 * skips them (content-visibility), so every update of the page (a carousel step, the deals
 * clock) costs a screen's work, not the whole long page's. Their height until then is a guess
 * the browser replaces with the real one once seen.
 */
export const renderWhenNear = { contentVisibility: 'auto', containIntrinsicSize: `auto ${UNDRAWN_HEIGHT}px` } as const;

const Section = styled('section')(({ theme }) => ({
  marginTop: theme.spacing(4),
  [theme.breakpoints.up('md')]: { marginTop: theme.spacing(6) },
  '&.render-when-near': renderWhenNear,
  '&.undrawn': { minHeight: UNDRAWN_HEIGHT },
}));

/**
 * One titled section of the home page. Its heading is always there (the page's outline, the
 * links to it). With `drawWhenNear` its content is drawn only when the section comes within a
 * screen of the view: the home page had ~5,000 elements, most of them product cards in sections
 * a shopper may never scroll to, and drawing them was most of the page's first seconds of script
 * on a phone.
 */
export function HomeSection({ id, title, viewAllTo, actions, eager = false, drawWhenNear = false, children }: Props) {
  const [near, nearRef] = useNearScreen();
  const drawn = !drawWhenNear || near;
  return (
    <Section
      ref={drawWhenNear ? nearRef : undefined}
      aria-labelledby={id}
      className={[eager ? '' : 'render-when-near', drawn ? '' : 'undrawn'].filter(Boolean).join(' ') || undefined}
    >
      <SectionHeading id={id} title={title} viewAllTo={viewAllTo}>
        {actions}
      </SectionHeading>
      {drawn && children}
    </Section>
  );
}
