import { styled } from '@mimea/shared/ui/core';
import { Button } from '@mimea/shared/ui/controls';
import { ChatIcon, chatLink, GridList, Link as RouterLink } from '@mimea/shared';
import type { HealthPackageTile } from '../../domain/product-types';
import { CatalogImage } from '../products/catalog-image';
import { HomeSection } from './home-section';

const EXPERT_ADVICE_MESSAGE = 'Hello Mimea Naturals, I would like expert advice on choosing a health package.';

/**
 * A package's card, the whole of it one link: MUI's outlined Card and CardActionArea (with its
 * hover and focus shade) drawn by one style for the page's twelve, not six components each.
 */
const PackageLink = styled(RouterLink)(({ theme }) => ({
  position: 'relative',
  height: '100%',
  display: 'flex',
  flexDirection: 'column',
  overflow: 'hidden',
  borderRadius: theme.shape.borderRadius,
  border: `1px solid ${theme.palette.divider}`,
  backgroundColor: theme.palette.background.paper,
  color: theme.palette.text.primary,
  textDecoration: 'none',
  '&::after': {
    content: '""',
    position: 'absolute',
    inset: 0,
    pointerEvents: 'none',
    backgroundColor: 'currentColor',
    opacity: 0,
    transition: theme.transitions.create('opacity', { duration: theme.transitions.duration.short }),
  },
  '&:hover::after': { opacity: theme.palette.action.hoverOpacity },
  '&:focus-visible::after': { opacity: theme.palette.action.focusOpacity },
  '& > div': { padding: theme.spacing(1.5) },
  '& h3': { ...theme.typography.body1, margin: 0, fontWeight: 700 },
  '& p': { ...theme.typography.body2, margin: `${theme.spacing(0.5)} 0 0`, color: theme.palette.text.secondary },
}));

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
            <PackageLink to={tile.path}>
              <CatalogImage src={tile.image} alt={`Products of the ${tile.title} package`} kind="package" />
              <div>
                <h3>{tile.title}</h3>
                <p>{tile.description}</p>
              </div>
            </PackageLink>
          </li>
        ))}
      </GridList>
    </HomeSection>
  );
}
