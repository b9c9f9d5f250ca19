import { VerifiedIcon } from '@mimea/shared';
import { nopfContent } from '../../domain/nopf-content';

const { endorsed } = nopfContent;

export function EndorsedSection() {
  return (
    <section id="endorsed" aria-labelledby="endorsed-title" className="nopf-endorsed">
      <div className="nopf-container nopf-container-md">
        <VerifiedIcon />
        <h2 id="endorsed-title" className="nopf-endorsed-title">
          {endorsed.title}
        </h2>
        <p className="nopf-text" style={{ fontSize: '1.15rem' }}>
          {endorsed.text}
        </p>
      </div>
    </section>
  );
}
