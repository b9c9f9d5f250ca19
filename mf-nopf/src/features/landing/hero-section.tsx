import { ShopButton } from '@mimea/shared';
import { nopfContent } from '../../domain/nopf-content';
import { IllustrationImage } from './illustration-image';
import { SplitLayout } from './split-layout';

const { hero, name, shortName, order } = nopfContent;

/** The top of /nopf: what NOPF is, its three figures, and the way to order or learn to apply it. */
export function HeroSection() {
  return (
    <section aria-labelledby="nopf-title" className="nopf-hero">
      <div className="nopf-container">
        <SplitLayout columns="1.1fr 1fr">
          <div>
            <p className="nopf-eyebrow">{hero.eyebrow}</p>
            <h1 id="nopf-title" className="nopf-title">
              {name} ({shortName})
            </h1>
            <p className="nopf-tagline">{hero.tagline}</p>
            <ul aria-label="At a glance" className="nopf-plain-list nopf-tags" style={{ marginBottom: 24 }}>
              {hero.highlights.map((highlight) => (
                <li key={highlight}>
                  <span className="nopf-tag nopf-tag-outlined">{highlight}</span>
                </li>
              ))}
            </ul>
            <div className="nopf-actions">
              <ShopButton variant="contained" size="large" href="#order">
                {order.title}
              </ShopButton>
              <ShopButton variant="outlined" size="large" href="#application">
                {hero.howToApply}
              </ShopButton>
            </div>
          </div>
          <IllustrationImage name={hero.image.name} alt={hero.image.alt} eager />
        </SplitLayout>
      </div>
    </section>
  );
}
