import { blogArticles } from '../domain/blog/blog-articles';
import { blogAuthors } from '../domain/blog/blog-authors';
import { BLOG_CATEGORIES } from '../domain/blog/blog-types';
import { sanitizeArticleHtml } from '../domain/blog/sanitize-html';
import { healthPackages } from '../domain/packages/package-content';
import { kidsCareContent } from '../domain/packages/kids-care-content';
import { packagesLanding } from '../domain/packages/packages-landing-content';
import { PACKAGE_SLUGS } from '../domain/packages/package-types';
import { privacyPolicy } from '../domain/policies/privacy-policy';
import { terms } from '../domain/policies/terms';
import { aboutContent } from '../domain/about-content';
import { artManifest } from './art-manifest';
import type { PolicyDocument } from '../domain/policies/policy-types';

const DISEASE_CLAIM = /\b(cure[sd]?|treat(s|ment)?|heal(s)?|prevent(s)?)\b/i;
const policyText = (policy: PolicyDocument) =>
  [policy.intro, ...policy.sections.flatMap((section) => [section.heading, ...section.paragraphs, ...(section.list ?? [])])].join(' ');

describe('blog articles', () => {
  it('has real articles in every category, with unique ids and known authors', () => {
    expect(blogArticles.length).toBeGreaterThanOrEqual(8);
    expect(new Set(blogArticles.map((a) => a.id)).size).toBe(blogArticles.length);
    for (const category of BLOG_CATEGORIES) expect(blogArticles.some((a) => a.category === category)).toBe(true);
    const authors = new Set(blogAuthors.map((a) => a.name));
    for (const article of blogArticles) {
      expect(authors.has(article.author)).toBe(true);
      expect(article.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(article.image).toBe(`/art/blog/${article.id}.svg`);
      expect(article.date).toMatch(/^2026-\d\d-\d\d$/);
      expect(new Date(`${article.date}T00:00:00Z`).toISOString().startsWith(article.date)).toBe(true);
      expect(article.relatedProductIds.length).toBeGreaterThanOrEqual(1);
      expect(article.excerpt.length).toBeLessThanOrEqual(200);
      // Several paragraphs, and only the markup the sanitiser keeps.
      expect(article.content.match(/<p>/g)?.length ?? 0).toBeGreaterThanOrEqual(4);
      expect(sanitizeArticleHtml(article.content).replace(/\s+/g, ' ').trim()).toBe(article.content.replace(/\s+/g, ' ').trim());
    }
  });

  it('never claims that anything cures, treats, heals or prevents', () => {
    for (const article of blogArticles) {
      const text = `${article.title} ${article.excerpt} ${article.content}`;
      expect([article.id, text.match(DISEASE_CLAIM)?.[0]]).toEqual([article.id, undefined]);
    }
  });
});

describe('health packages', () => {
  it('has the eleven of purchase spec section 2.7, in order, each with every part of its page', () => {
    expect(healthPackages.map((pkg) => pkg.slug)).toEqual([...PACKAGE_SLUGS]);
    for (const pkg of healthPackages) {
      expect(pkg.keyBenefits).toHaveLength(4);
      expect(pkg.features).toHaveLength(4);
      expect(pkg.about.length).toBeGreaterThanOrEqual(2);
      expect(pkg.recommendedFor.length).toBeGreaterThanOrEqual(4);
    }
    expect(packagesLanding.valueCards).toHaveLength(3);
  });

  it('never claims that anything cures, treats, heals or prevents', () => {
    const texts = [JSON.stringify(healthPackages), JSON.stringify(kidsCareContent), JSON.stringify(packagesLanding), JSON.stringify(aboutContent)];
    for (const text of texts) expect(text.match(DISEASE_CLAIM)?.[0]).toBeUndefined();
  });
});

describe('policies', () => {
  it('the privacy policy says what is collected, why, for how long, and the rights under the Data Protection Act, 2019', () => {
    const text = policyText(privacyPolicy);
    for (const fact of ['national ID', 'M-Pesa transaction ID', 'pickup station', '5 years', '90 days', '12 months', 'Data Protection Act, 2019', 'Office of the Data Protection Commissioner', 'local storage'])
      expect(text).toContain(fact);
  });

  it('the terms state returns, payment, pickup delivery, cash on delivery and international shipping', () => {
    const text = policyText(terms);
    for (const fact of ['30-day satisfaction guarantee', 'Unopened products are refundable', 'M-Pesa', 'pickup station', 'Nairobi CBD only', '7 to 14 business days'])
      expect(text).toContain(fact);
  });
});

describe('the drawn pictures', () => {
  it('draws one well-formed, titled SVG for every article and package', () => {
    const files = artManifest();
    const paths = files.map((file) => file.path);
    for (const article of blogArticles) expect(paths).toContain(article.image);
    for (const slug of PACKAGE_SLUGS) expect(paths).toContain(`/art/packages/${slug}.svg`);
    for (const { content: svg } of files) {
      const doc = new DOMParser().parseFromString(svg, 'image/svg+xml');
      expect(doc.querySelector('parsererror')).toBeNull();
      expect(doc.documentElement.getAttribute('width')).toBe('1200');
      expect(doc.querySelector('title')?.textContent).toBeTruthy();
    }
  });
});
