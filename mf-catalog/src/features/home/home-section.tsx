import type { ReactNode } from 'react';
import { Box } from '@mimea/shared/ui/core';
import { SectionHeading } from './section-heading';

interface Props {
  id: string;
  title: string;
  viewAllTo?: string;
  actions?: ReactNode;
  /** Near the top of the page: rendered at once (the others only as they near the screen). */
  eager?: boolean;
  children: ReactNode;
}

/**
 * Sections below the first screen are laid out and painted only as they near it: the browser
 * skips them (content-visibility), so every update of the page (a carousel step, the deals
 * clock) costs a screen's work, not the whole long page's. Their height until then is a guess
 * the browser replaces with the real one once seen.
 */
export const renderWhenNear = { contentVisibility: 'auto', containIntrinsicSize: 'auto 520px' } as const;

/** One titled section of the home page. */
export function HomeSection({ id, title, viewAllTo, actions, eager = false, children }: Props) {
  return (
    <Box component="section" aria-labelledby={id} sx={{ mt: { xs: 4, md: 6 }, ...(eager ? {} : renderWhenNear) }}>
      <SectionHeading id={id} title={title} viewAllTo={viewAllTo}>
        {actions}
      </SectionHeading>
      {children}
    </Box>
  );
}
