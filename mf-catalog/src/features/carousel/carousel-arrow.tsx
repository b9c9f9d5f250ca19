import { IconButton } from '@mimea/shared/ui/controls';
import { ExpandMoreIcon } from '@mimea/shared';

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
    <IconButton
      onClick={onClick}
      aria-label={label}
      size="small"
      sx={{
        bgcolor: overImage ? 'rgba(255,255,255,0.92)' : 'background.paper',
        border: 1,
        borderColor: 'divider',
        boxShadow: 1,
        '&:hover': { bgcolor: '#fff' },
      }}
    >
      <ExpandMoreIcon style={{ transform: direction === 'next' ? 'rotate(-90deg)' : 'rotate(90deg)' }} />
    </IconButton>
  );
}
