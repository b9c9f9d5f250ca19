import { ShopIcon, type IconProps } from '@mimea/shared';
import type { CatalogIconName } from '../../domain/product-types';
import { EVEN_ODD_ICONS, ICON_PATHS } from '../../domain/icon-paths';

export type { CatalogIconName };

/*
 * The catalog's own icons: one per category and health goal, 24 × 24 outlines kept in
 * src/domain/icon-paths.ts (the package tiles draw the same emblems). shared's ShopIcon, not
 * @mui/icons-material, which federation cannot share.
 */
export function CatalogIcon({ name, ...props }: { name: CatalogIconName } & IconProps) {
  return (
    <ShopIcon {...props} data-icon={name}>
      <path d={ICON_PATHS[name]} fillRule={EVEN_ODD_ICONS.has(name) ? 'evenodd' : undefined} />
    </ShopIcon>
  );
}

export default CatalogIcon;
