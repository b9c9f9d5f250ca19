import { nopfContent } from '../../domain/nopf-content';
import { Band } from './band';

const { inside } = nopfContent;

/** The composition as a farmer reads a label: two big figures, then what they are made of. */
export function InsideSection() {
  return (
    <Band id="inside" title={inside.title}>
      <ul className="nopf-grid">
        {inside.composition.map((part) => (
          <li key={part.label}>
            <div className="nopf-card">
              <p className="nopf-figure">{part.amount}</p>
              <h3 className="nopf-card-title">{part.label}</h3>
            </div>
          </li>
        ))}
      </ul>
      <div className="nopf-chips">
        <ChipList title={inside.traceElementsTitle} items={inside.traceElements.map((element) => `${element.name} (${element.symbol})`)} />
        <ChipList title={inside.aminoAcidsTitle} items={inside.aminoAcids} />
      </div>
    </Band>
  );
}

function ChipList({ title, items }: { title: string; items: readonly string[] }) {
  return (
    <div>
      <h3 className="nopf-card-title" style={{ marginBottom: 8 }}>
        {title}
      </h3>
      <ul className="nopf-plain-list nopf-tags">
        {items.map((item) => (
          <li key={item}>
            <span className="nopf-tag">{item}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
