import { MemoryRouter, Route, Routes } from '@mimea/shared';
import { render, screen } from '@testing-library/react';
import PackagePage, { packageTitle } from './package-page';

describe('package pages', () => {
  it('titles a package from its path name', () => {
    expect(packageTitle('HeartCare')).toBe('Heart Care');
    expect(packageTitle('ImmuneBooster')).toBe('Immune Booster');
    expect(packageTitle('Slimming')).toBe('Slimming');
  });

  it('renders the package named in the route with a way to ask the shop', () => {
    render(
      <MemoryRouter initialEntries={['/packages/DiabetesCare']}>
        <Routes>
          <Route path="/packages/:name" element={<PackagePage />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Diabetes Care Package' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'on WhatsApp' })).toHaveAttribute('href', expect.stringMatching(/^https:\/\/wa\.me\//));
  });
});
