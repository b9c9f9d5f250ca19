import { Box, Button, Card, CardActionArea, Typography } from '@mimea/shared/ui/core';
import { ChatIcon, chatLink, GridList, Link as RouterLink } from '@mimea/shared';
import type { HealthPackageTile } from '../../domain/product-types';
import { CatalogImage } from '../products/catalog-image';
import { HomeSection } from './home-section';

const EXPERT_ADVICE_MESSAGE = 'Hello Mimea Naturals, I would like expert advice on choosing a health package.';

/** The health packages grid, with a Get Expert Advice chat button. */
export function PackagesSection({ tiles }: { tiles: readonly HealthPackageTile[] }) {
  const advice = (
    <Button
      href={chatLink(EXPERT_ADVICE_MESSAGE)}
      target="_blank"
      rel="noopener noreferrer"
      variant="outlined"
      size="small"
      startIcon={<ChatIcon />}
      aria-label="Get Expert Advice on WhatsApp (opens in a new tab)"
    >
      Get Expert Advice
    </Button>
  );
  return (
    <HomeSection id="health-packages-title" title="Health Packages" actions={advice}>
      <GridList columns={{ xs: 2, sm: 3, lg: 4 }}>
        {tiles.map((tile) => (
          <li key={tile.id}>
            <Card variant="outlined" sx={{ height: '100%' }}>
              <CardActionArea component={RouterLink} to={tile.path} sx={{ height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'stretch', justifyContent: 'flex-start' }}>
                <CatalogImage src={tile.image} alt={`Products of the ${tile.title} package`} kind="package" />
                <Box sx={{ p: 1.5 }}>
                  <Typography component="h3" sx={{ fontWeight: 700 }}>
                    {tile.title}
                  </Typography>
                  <Typography variant="body2" color="textSecondary" sx={{ mt: 0.5 }}>
                    {tile.description}
                  </Typography>
                </Box>
              </CardActionArea>
            </Card>
          </li>
        ))}
      </GridList>
    </HomeSection>
  );
}
