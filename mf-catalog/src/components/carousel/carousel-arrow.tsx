import { styled } from '@mimea/shared/ui/core';
import { ExpandMoreIcon, ShopIconButton } from '@mimea/shared';

/** A small round button on a white disc ('&&' outranks the icon buttons' own rules). */
const ArrowButton = styled(ShopIconButton)(({ theme }) => ({
  '&&': {
    backgroundColor: theme.palette.background.paper,
    border: `1px solid ${theme.palette.divider}`,
    boxShadow: theme.shadows[1],
    '&.over-image': { backgroundColor: 'rgba(255,255,255,0.92)' },
    '&:hover': { backgroundColor: '#fff' },
  },
}));

interface Props {
  direction: 'previous' | 'next';
  label: string;
  onClick: () => void;
  /** Colours for arrows drawn over an image. */
  overImage?: boolean;
}

/** A round arrow button of a carousel (the chevron of ExpandMore, turned). */
export function CarouselArrow({ direction, label, onClick, overImage = false }: Props) {
  return (
    <ArrowButton onClick={onClick} aria-label={label} size="small" className={overImage ? 'over-image' : undefined}>
      <ExpandMoreIcon style={{ transform: direction === 'next' ? 'rotate(-90deg)' : 'rotate(90deg)' }} />
    </ArrowButton>
  );
}
