import type { ReactNode } from 'react';

interface Props {
  id: string;
  title: string;
  /** A tinted band, to tell one section from the next on a long phone scroll. */
  tinted?: boolean;
  children: ReactNode;
}

/** One section of the landing page (LandingRoot's look): a band with an anchor, a second-level heading and its content. */
export function Band({ id, title, tinted = false, children }: Props) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={tinted ? 'nopf-band nopf-band-tinted' : 'nopf-band'}>
      <div className="nopf-container">
        <h2 id={`${id}-title`} className="nopf-band-title">
          {title}
        </h2>
        {children}
      </div>
    </section>
  );
}
