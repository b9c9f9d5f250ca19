import { render, screen } from '@testing-library/react';
import { styled } from '@mui/material';
import { ShopProviders } from '../store/shop-providers';
import { shopTheme } from '../theme/shop-theme';
import { actionAreaShade, cardSurface } from './card-surface';

const Card = styled('a')(({ theme }) => ({ ...cardSurface(theme), ...actionAreaShade(theme) }));

describe('cardSurface and actionAreaShade', () => {
  it("draw MUI's outlined card in the theme's colours, a column filling its cell, with a shade on hover and focus", () => {
    render(
      <ShopProviders>
        <Card href="/packages/HeartCare">Heart Care</Card>
      </ShopProviders>,
    );
    const card = getComputedStyle(screen.getByRole('link', { name: 'Heart Care' }));
    expect(card.display).toBe('flex');
    expect(card.flexDirection).toBe('column');
    expect(card.height).toBe('100%');
    expect(card.position).toBe('relative');
    expect(card.textDecoration).toBe('none');
    expect(card.border).toBe(`1px solid ${shopTheme.palette.divider}`);
    expect(card.borderRadius).toBe(`${shopTheme.shape.borderRadius}px`);
    const rules = [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText.replace(/\s+/g, ''))).join('');
    expect(rules).toContain(`:hover::after{opacity:${shopTheme.palette.action.hoverOpacity};}`);
    expect(rules).toContain(`:focus-visible::after{opacity:${shopTheme.palette.action.focusOpacity};}`);
  });
});
