import { heroArt, heroImageAlt } from './hero-art';
import { byteSize, expectSelfContainedSvg } from './svg-test-helpers';

const slides = [
  { id: 'immune-booster', title: 'Immune Booster Package', description: 'A-Power Capsules, Kuding Plus Tea and Blueberry Powder.' },
  { id: 'heart-care', title: 'Heart Care Package', description: 'Omega-3, turmeric and reishi for a healthy heart.' },
  { id: 'skin-glow', title: 'Glowing skin with "Shea" & <Olive>', description: 'Soaps, oils and butters.' },
  { id: 'something-else', title: 'Welcome to Mimea Naturals' },
];

describe('heroArt', () => {
  it.each(slides.map((slide) => [slide.id, slide] as const))('%s is a self-contained 1200 × 600 SVG of at most 8 KB', (_id, slide) => {
    const svg = heroArt(slide);
    expectSelfContainedSvg(svg, 1200, 600, heroImageAlt(slide));
    expect(byteSize(svg)).toBeLessThanOrEqual(8192);
  });

  it('draws no words but the brand, leaving the title to the page', () => {
    const root = expectSelfContainedSvg(heroArt(slides[0]!), 1200, 600);
    const words = new Set(Array.from(root.querySelectorAll('text')).map((text) => text.textContent));
    expect([...words]).toEqual(['MIMEA NATURALS']);
  });

  it('gives each slide its own picture', () => {
    expect(new Set(slides.map((slide) => heroArt(slide))).size).toBe(slides.length);
  });
});
