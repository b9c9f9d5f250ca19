import { GridList } from '@mimea/shared';
import { InfoCard } from './info-card';

/** A grid of InfoCards that are a title and a line of text each (benefits, habits, pillars). */
export function TextCards({ cards, columns = 3 }: { cards: readonly { title: string; text: string }[]; columns?: 2 | 3 | 4 }) {
  return (
    <GridList columns={{ xs: 1, sm: 2, md: columns }} gap={3}>
      {cards.map((card) => (
        <InfoCard key={card.title} title={card.title}>
          {card.text}
        </InfoCard>
      ))}
    </GridList>
  );
}
