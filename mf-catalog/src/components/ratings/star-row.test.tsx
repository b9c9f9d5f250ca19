import { render } from '@testing-library/react';
import { StarRow } from './star-row';

/** The width of the gold stars, in the row's 24-units-a-star drawing. */
function goldWidth(value: number): number {
  const { container } = render(<StarRow value={value} />);
  return Number(container.querySelector('svg svg')?.getAttribute('width'));
}

describe('StarRow', () => {
  it('fills stars to the nearest half, as the shop has always shown them', () => {
    expect(goldWidth(4)).toBe(96);
    expect(goldWidth(4.3)).toBe(108);
    expect(goldWidth(4.2)).toBe(96);
    expect(goldWidth(4.8)).toBe(120);
  });

  it('keeps a tampered or missing value within 0 and 5 stars', () => {
    expect(goldWidth(9)).toBe(120);
    expect(goldWidth(-2)).toBe(0);
    expect(goldWidth(Number.NaN)).toBe(0);
  });

  it('is one decorative drawing of two layers, hidden from screen readers', () => {
    const { container } = render(<StarRow value={3} size="medium" />);
    const row = container.firstElementChild;
    expect(row).toHaveAttribute('aria-hidden', 'true');
    expect(row).toHaveAttribute('width', '120');
    expect(container.querySelectorAll('path')).toHaveLength(2);
  });
});
