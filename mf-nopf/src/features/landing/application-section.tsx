import { phoneLink } from '@mimea/shared';
import { nopfContent } from '../../domain/nopf-content';
import { Band } from './band';
import { IllustrationImage } from './illustration-image';

const { application, order } = nopfContent;

/** The four steps of applying NOPF, numbered, each with its picture and its figures. */
export function ApplicationSection() {
  return (
    <Band id="application" title={application.title} tinted>
      <p className="nopf-text" style={{ marginBottom: 24 }}>
        {application.intro}
      </p>
      <ol className="nopf-grid nopf-grid-4">
        {application.steps.map((step, i) => (
          <li key={step.title}>
            <div className="nopf-card nopf-step">
              <IllustrationImage name={step.image} alt="" />
              <div>
                <h3 className="nopf-card-title">
                  <span className="nopf-step-number">{i + 1}.</span>
                  {step.title}
                </h3>
                <p className="nopf-text">{step.text}</p>
              </div>
            </div>
          </li>
        ))}
      </ol>
      <p className="nopf-text" style={{ marginTop: 24 }}>
        {application.advice}{' '}
        <a className="nopf-link" href={phoneLink()}>
          {order.consultant}
        </a>
      </p>
    </Band>
  );
}
