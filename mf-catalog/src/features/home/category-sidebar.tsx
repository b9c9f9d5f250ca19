import { useState, type KeyboardEvent } from 'react';
import { Box, Typography } from '@mimea/shared/ui/core';
import { Link as RouterLink, shopColors } from '@mimea/shared';
import type { SidebarCategory } from '../../domain/product-types';
import { CatalogIcon } from '../../components/icons/catalog-icons';

const linkSx = { display: 'flex', alignItems: 'center', gap: 1.25, px: 2, py: 1.1, color: 'text.primary', fontWeight: 500, textDecoration: 'none' } as const;

/**
 * "All Categories" beside the hero (medium screens and up). Each category links to its first
 * subcategory; hovering it, or focusing it with the keyboard, opens a flyout of its subcategories,
 * which closes when the pointer leaves or on Escape.
 */
export function CategorySidebar({ categories }: { categories: readonly SidebarCategory[] }) {
  const [open, setOpen] = useState<string | null>(null);
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key === 'Escape') setOpen(null);
  };

  return (
    // MUI's outlined Paper
    <Box
      component="nav"
      aria-labelledby="all-categories-title"
      onMouseLeave={() => setOpen(null)}
      onKeyDown={closeOnEscape}
      sx={{ bgcolor: 'background.paper', border: 1, borderColor: 'divider', borderRadius: 1, display: { xs: 'none', md: 'block' }, position: 'relative', width: 250, flexShrink: 0, alignSelf: 'flex-start', zIndex: 3 }}
    >
      <Typography id="all-categories-title" component="h2" sx={{ bgcolor: 'primary.main', color: '#fff', px: 2, py: 1.25, fontWeight: 700, borderRadius: '8px 8px 0 0' }}>
        All Categories
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {categories.map((category) => {
          const first = category.subcategories[0];
          const expanded = open === category.name;
          const flyoutId = `flyout-${category.icon}`;
          return (
            <Box
              component="li"
              key={category.name}
              onMouseEnter={() => setOpen(category.name)}
              onFocus={() => setOpen(category.name)}
              onBlur={(event) => {
                if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen((current) => (current === category.name ? null : current));
              }}
              sx={{ borderTop: 1, borderColor: 'divider', bgcolor: expanded ? '#F1F7F2' : undefined }}
            >
              <Box component={RouterLink} to={first?.path ?? '/shop'} sx={{ ...linkSx, '&:hover': { color: 'primary.main', bgcolor: '#F1F7F2' } }} aria-controls={flyoutId} aria-expanded={expanded}>
                <CatalogIcon name={category.icon} fontSize="small" style={{ color: shopColors.forest }} />
                {category.name}
              </Box>
              {expanded && (
                // MUI's Paper of elevation 4
                <Box
                  id={flyoutId}
                  component="ul"
                  aria-label={`${category.name} subcategories`}
                  sx={{ bgcolor: 'background.paper', boxShadow: 4, borderRadius: 1, listStyle: 'none', m: 0, py: 1, px: 0, position: 'absolute', left: '100%', top: 0, minWidth: 240, minHeight: '100%', boxSizing: 'border-box' }}
                >
                  {category.subcategories.map((subcategory) => (
                    <li key={subcategory.path}>
                      <Box component={RouterLink} to={subcategory.path} sx={{ display: 'block', px: 2.5, py: 1, color: 'text.primary', textDecoration: 'none', '&:hover': { color: 'primary.main', textDecoration: 'underline' } }}>
                        {subcategory.name}
                      </Box>
                    </li>
                  ))}
                </Box>
              )}
            </Box>
          );
        })}
        <Box component="li" sx={{ borderTop: 1, borderColor: 'divider' }}>
          <Box component={RouterLink} to="/shop" sx={{ ...linkSx, fontWeight: 700, color: 'primary.main', '&:hover': { textDecoration: 'underline' } }}>
            View All Products
          </Box>
        </Box>
      </Box>
    </Box>
  );
}
