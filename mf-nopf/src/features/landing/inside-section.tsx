import { Box, Typography } from '@mimea/shared/ui/core';
import { Card, CardContent } from '@mimea/shared/ui/controls';
import { shopColors, GridList } from '@mimea/shared';
import { PageSection, Tag } from '@mimea/shared/ui/parts';
import { nopfContent } from '../../domain/nopf-content';

const { inside } = nopfContent;

/** The composition as a farmer reads a label: two big figures, then what they are made of. */
export function InsideSection() {
  return (
    <PageSection id="inside" title={inside.title}>
      <GridList columns={{ xs: 1, sm: 2 }} gap={2}>
        {inside.composition.map((part) => (
          <li key={part.label}>
            <Card variant="outlined" sx={{ height: '100%' }}>
              <CardContent>
                <Typography component="p" sx={{ fontSize: { xs: '2rem', md: '2.6rem' }, fontWeight: 800, color: 'primary.dark', lineHeight: 1.1 }}>
                  {part.amount}
                </Typography>
                <Typography component="h3" variant="h6" sx={{ fontWeight: 700 }}>
                  {part.label}
                </Typography>
              </CardContent>
            </Card>
          </li>
        ))}
      </GridList>
      <Box sx={{ display: 'grid', gap: 3, mt: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <ChipList title={inside.traceElementsTitle} items={inside.traceElements.map((element) => `${element.name} (${element.symbol})`)} />
        <ChipList title={inside.aminoAcidsTitle} items={inside.aminoAcids} />
      </Box>
    </PageSection>
  );
}

function ChipList({ title, items }: { title: string; items: readonly string[] }) {
  return (
    <Box>
      <Typography component="h3" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
        {title}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {items.map((item) => (
          <li key={item}>
            <Tag sx={{ fontWeight: 600, bgcolor: shopColors.forestLight }}>{item}</Tag>
          </li>
        ))}
      </Box>
    </Box>
  );
}
