import { nopfContent } from '../../domain/nopf-content';
import { Band } from './band';

const { whyChoose } = nopfContent;

export function WhyChooseSection() {
  return (
    <Band id="why-choose" title={whyChoose.title}>
      <p className="nopf-text" style={{ marginBottom: 24, maxWidth: 720 }}>
        {whyChoose.intro}
      </p>
      <ul className="nopf-grid nopf-grid-4">
        {whyChoose.reasons.map((reason) => (
          <li key={reason.title}>
            <div className="nopf-card nopf-card-accent">
              <h3 className="nopf-card-title" style={{ marginBottom: 4 }}>
                {reason.title}
              </h3>
              <p className="nopf-text">{reason.text}</p>
            </div>
          </li>
        ))}
      </ul>
    </Band>
  );
}
