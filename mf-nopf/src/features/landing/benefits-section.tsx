import { VerifiedIcon } from '@mimea/shared';
import { nopfContent } from '../../domain/nopf-content';
import { Band } from './band';
import { IllustrationImage } from './illustration-image';
import { SplitLayout } from './split-layout';

const { benefits } = nopfContent;

export function BenefitsSection() {
  return (
    <Band id="benefits" title={benefits.title} tinted>
      <SplitLayout columns="1fr 1.2fr">
        <IllustrationImage name={benefits.image.name} alt={benefits.image.alt} />
        <div>
          <ul className="nopf-plain-list nopf-benefits">
            {benefits.items.map((benefit) => (
              <li key={benefit.title} className="nopf-benefit">
                <VerifiedIcon />
                <div>
                  <h3 className="nopf-benefit-title">{benefit.title}</h3>
                  <p className="nopf-small">{benefit.text}</p>
                </div>
              </li>
            ))}
          </ul>
          <p className="nopf-note">{benefits.note}</p>
        </div>
      </SplitLayout>
    </Band>
  );
}
