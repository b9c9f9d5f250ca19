import { styled } from '@mimea/shared/ui/core';
import { actionAreaShade, cardSurface, Link as RouterLink } from '@mimea/shared';
import type { HealthPackage } from '../../domain/packages/package-types';
import { packagePath } from '../../domain/packages/package-links';
import { packageArt } from '../../domain/art/art-paths';
import { ArtImage } from '../../components/art/art-image';

/**
 * MUI's outlined Card whose whole face is a CardActionArea (a shade on hover and on the keyboard's
 * focus), with its CardContent and Typography, as one styled link (shared's `cardSurface` and
 * `actionAreaShade`, as the catalog's home page tiles). A focus ring marks the keyboard's place.
 */
const Tile = styled(RouterLink)(({ theme }) => {
  const { palette, typography } = theme;
  return {
    ...cardSurface(theme),
    ...actionAreaShade(theme),
    boxSizing: 'border-box',
    '&:focus-visible': { outline: `2px solid ${palette.primary.main}`, outlineOffset: 2 },
    // 16 px all round: in MUI's CardActionArea the content was not the last child (its focus shade was).
    '.tile-content': { flex: 1, padding: theme.spacing(2) },
    '.tile-title': { ...typography.h6, margin: 0, marginBottom: theme.spacing(1), fontWeight: 700 },
    '.tile-text': { ...typography.body1, margin: 0, color: palette.text.secondary, lineHeight: 1.6 },
  };
});

/** A health package in the packages list: its picture, title and words, the whole of it one link. */
export function PackageTile({ healthPackage: pkg }: { healthPackage: HealthPackage }) {
  return (
    <Tile to={packagePath(pkg)}>
      <ArtImage path={packageArt(pkg.slug)} />
      <div className="tile-content">
        <h3 className="tile-title">{pkg.title}</h3>
        <p className="tile-text">{pkg.description}</p>
      </div>
    </Tile>
  );
}
