import { type SvgIconProps } from '@mui/material';
import { SvgIcon } from '@mimea/shared/ui/core';
import type { CatalogIconName } from '../../domain/product-types';
import { EVEN_ODD_ICONS, ICON_PATHS } from '../../domain/icon-paths';

export type { CatalogIconName };

/*
 * The catalog's own icons: one per category and health goal, 24 × 24 outlines kept in
 * src/domain/icon-paths.ts (the package tiles draw the same emblems). MUI's SvgIcon from
 * @mui/material, not @mui/icons-material, which federation cannot share.
 */
export function CatalogIcon({ name, ...props }: { name: CatalogIconName } & SvgIconProps) {
  return (
    <SvgIcon {...props} data-icon={name}>
      <path d={ICON_PATHS[name]} fillRule={EVEN_ODD_ICONS.has(name) ? 'evenodd' : undefined} />
    </SvgIcon>
  );
}

export default CatalogIcon;
