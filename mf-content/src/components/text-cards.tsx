import { CardGrid } from './card-grid';
import { InfoCard } from './info-card';

/** A CardGrid of InfoCards that are a title and a line of text each (benefits, habits, pillars). */
export function TextCards({ cards, columns }: { cards: readonly { title: string; text: string }[]; columns?: 2 | 3 | 4 }) {
  return (
    <CardGrid columns={columns}>
      {cards.map((card) => (
        <InfoCard key={card.title} title={card.title}>
          {card.text}
        </InfoCard>
      ))}
    </CardGrid>
  );
}
