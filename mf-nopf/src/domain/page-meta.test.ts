import { DESCRIPTION_MAX, type PublishedPages } from '@mimea/shared';
import { nopfPageMeta } from './page-meta';
import { publishedFiles } from '../build-time/published-files';

describe('the fertilizer page’s metadata', () => {
  it('names NutriPlant Organic Plus Fertilizer in the title and the description, within the limit', () => {
    const meta = nopfPageMeta();
    expect(meta).toMatchObject({ path: '/nopf', title: 'NutriPlant Organic Plus Fertilizer (NOPF) | Mimea Naturals' });
    expect(meta.description).toMatch(/NutriPlant Organic Plus.*fertilizer/);
    expect(meta.description.length).toBeLessThanOrEqual(DESCRIPTION_MAX);
    expect(meta.description.endsWith('…')).toBe(false);
  });

  it('is published as /nopf/pages.json, which parses as PublishedPages with /nopf at 0.7', () => {
    const files = publishedFiles();
    expect(files.map((file) => file.path)).toEqual(['/nopf/pages.json']);
    const published = JSON.parse(files[0]!.content) as PublishedPages;
    expect(published).toEqual({ pages: [{ ...nopfPageMeta(), priority: 0.7 }] });
  });
});
