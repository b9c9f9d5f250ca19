/** The stars' gold: 3.4:1 on white, enough for a graphic (WCAG 1.4.11). */
export const STAR_COLOR = '#B7860B';

/** One star's outline in a 24-unit box (Material's "Star" icon), as points to draw it at any offset. */
const STAR_POINTS: readonly (readonly [number, number])[] = [
  [12, 17.27], [18.18, 21], [16.54, 13.97], [22, 9.24], [14.81, 8.63],
  [12, 2], [9.19, 8.63], [2, 9.24], [7.46, 13.97], [5.82, 21],
];
const STAR_WIDTH = 24;
const STARS = 5;
/** Five stars side by side as one path. */
const FIVE_STARS = Array.from({ length: STARS }, (_, star) =>
  `M${STAR_POINTS.map(([x, y]) => `${+(x + star * STAR_WIDTH).toFixed(2)} ${y}`).join('L')}z`,
).join('');
const SIZE_PX = { small: 18, medium: 24 } as const;

interface Props {
  /** 0–5; drawn to the nearest half star. */
  value: number;
  size?: keyof typeof SIZE_PX;
}

/**
 * Read-only stars as one small SVG: grey stars under gold ones cut at the value. It replaces
 * MUI's read-only Rating (about 35 elements and 10 styled icons a row), which on the home page's
 * ~90 cards was a third of the page's elements. Decorative: the caller names the rating.
 */
export function StarRow({ value, size = 'small' }: Props) {
  const filled = Number.isFinite(value) ? Math.round(Math.min(STARS, Math.max(0, value)) * 2) / 2 : 0;
  const px = SIZE_PX[size];
  return (
    <svg width={px * STARS} height={px} viewBox={`0 0 ${STAR_WIDTH * STARS} ${STAR_WIDTH}`} aria-hidden="true" focusable="false" style={{ display: 'block', flexShrink: 0 }}>
      <path d={FIVE_STARS} fill="rgba(0, 0, 0, 0.26)" />
      {/* A nested <svg> clips what overflows it: the gold stars end at the value. */}
      <svg width={filled * STAR_WIDTH}>
        <path d={FIVE_STARS} fill={STAR_COLOR} />
      </svg>
    </svg>
  );
}
