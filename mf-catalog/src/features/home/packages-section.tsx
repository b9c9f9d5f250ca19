import { styled } from '@mimea/shared/ui/core';
import { ChatIcon, chatLink, GridList, ShopButton } from '@mimea/shared';
import type { HealthPackageTile } from '../../domain/product-types';
import { CatalogImage } from '../../components/images/catalog-image';
import { HomeSection } from './home-section';
import { TileLink } from './tile-link';

const EXPERT_ADVICE_MESSAGE = 'Hello Mimea Naturals, I would like expert advice on choosing a health package.';

/** A package's card: its picture, title and words, the whole of it one link. */
const PackageLink = styled(TileLink)(({ theme }) => ({
  '& > div': { padding: theme.spacing(1.5) },
  '& h3': { ...theme.typography.body1, margin: 0, fontWeight: 700 },
  '& p': { ...theme.typography.body2, margin: `${theme.spacing(0.5)} 0 0`, color: theme.palette.text.secondary },
}));

/** The health packages grid, with a Get Expert Advice chat button. */
export function PackagesSection({ tiles }: { tiles: readonly HealthPackageTile[] }) {
  const advice = (
    <ShopButton
      href={chatLink(EXPERT_ADVICE_MESSAGE)}
      target="_blank"
      rel="noopener noreferrer"
      variant="outlined"
      size="small"
      startIcon={<ChatIcon />}
      aria-label="Get Expert Advice on WhatsApp (opens in a new tab)"
    >
      Get Expert Advice
    </ShopButton>
  );
  return (
    <HomeSection id="health-packages-title" title="Health Packages" actions={advice}>
      <GridList columns={{ xs: 2, sm: 3, lg: 4 }}>
        {tiles.map((tile) => (
          <li key={tile.id}>
            <PackageLink to={tile.path}>
              <CatalogImage src={tile.image} alt={`${tile.title}: a Mimea Naturals health package gift box with its products`} kind="package" />
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
