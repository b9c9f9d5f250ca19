import { styled } from '@mimea/shared/ui/core';
import { outlinedSurface, ShopTextLink } from '@mimea/shared';
import { CatalogIcon } from '../../components/icons/catalog-icons';
import type { CATEGORY_OVERVIEW } from '../../domain/category-overview';

type OverviewCategory = (typeof CATEGORY_OVERVIEW)[number];

/**
 * MUI's outlined Card and CardContent with the heading's Typography, in one style for the card:
 * they loaded MUI's controls group with the page, and each card was a dozen components to hydrate.
 */
const Card = styled('li')(({ theme }) => {
  const { palette, typography } = theme;
  return {
    height: '100%',
    boxSizing: 'border-box',
    padding: theme.spacing(2, 2, 3),
    overflow: 'hidden',
    ...outlinedSurface(theme),
    '.category-heading': { display: 'flex', alignItems: 'center', gap: theme.spacing(1.5), marginBottom: theme.spacing(1) },
    '.category-heading .shop-icon': { color: palette.primary.main },
    '.category-name': { ...typography.h6, margin: 0, fontWeight: 700 },
    '.category-links': { margin: 0, paddingLeft: theme.spacing(4.5) },
  };
});

/** One category of the overview: its icon and name (a link to its page) and its links into the shop. */
export function CategoryCard({ category }: { category: OverviewCategory }) {
  return (
    <Card>
      <div className="category-heading">
        <CatalogIcon name={category.category} />
        <h2 className="category-name">
          <ShopTextLink to={`/shop/${category.category}`} color="inherit" underline="hover">
            {category.name}
          </ShopTextLink>
        </h2>
      </div>
      <ul className="category-links">
        {category.links.map((link) => (
          <li key={link.to}>
            <ShopTextLink to={link.to} underline="hover">
              {link.label}
            </ShopTextLink>
          </li>
        ))}
      </ul>
    </Card>
  );
}
