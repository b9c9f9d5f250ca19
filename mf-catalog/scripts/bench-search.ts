// Benchmark (not a test): search and filter over a synthetic catalogue of 10,000 products and
// print the time per query. The architecture budget is 5 ms per query.
//
//   npm run bench -w mf-catalog
import { performance } from 'node:perf_hooks';
import { fullProducts as products } from '../src/domain/product-details';
import type { Product } from '../src/domain/product-types';
import { NO_FILTERS, type ShopFilters } from '../src/domain/shop/shop-filters';
import { filterProducts } from '../src/domain/shop/shop-results';

const SIZE = 10_000;
const RUNS = 50;

/** Copies of the real products with new ids, names and prices, so text and numbers vary. */
function syntheticCatalogue(size: number): Product[] {
  return Array.from({ length: size }, (_, i) => {
    const base = products[i % products.length]!;
    const price = 402 + ((i * 7919) % 21_648);
    return { ...base, id: `${base.id}-${i}`, name: `${base.name} ${i}`, price, salePrice: i % 9 === 0 ? Math.round(price * 0.8) : undefined };
  });
}

const queries: [string, Partial<ShopFilters>][] = [
  ['everything', {}],
  ['search "tea"', { search: 'tea' }],
  ['search "immunity"', { search: 'immunity' }],
  ['search with no match', { search: 'no such product anywhere' }],
  ['search "fertiliser" (British)', { search: 'fertiliser' }],
  ['search "tooth paste" (split)', { search: 'tooth paste' }],
  ['search "ginsing" (typo)', { search: 'ginsing' }],
  ['category supplements', { category: 'supplements' }],
  ['subcategory mens-health', { subcategory: 'mens-health' }],
  ['goals immunity + sleep', { healthGoals: ['immunity', 'sleep'] }],
  ['price up to 2,500', { maxPrice: 2500 }],
  ['search + category + goal + price', { search: 'capsules', category: 'supplements', healthGoals: ['energy'], maxPrice: 5000 }],
];

const catalogue = syntheticCatalogue(SIZE);
const rows = queries.map(([name, change]) => {
  const filters = { ...NO_FILTERS, ...change };
  const first = performance.now();
  const found = filterProducts(catalogue, filters).length;
  const firstMs = performance.now() - first;
  const times: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const start = performance.now();
    filterProducts(catalogue, filters);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { query: name, found, 'first ms': firstMs.toFixed(2), 'median ms': times[RUNS >> 1]!.toFixed(2), 'p95 ms': times[Math.floor(RUNS * 0.95)]!.toFixed(2) };
});

console.log(`${SIZE} products, ${RUNS} runs a query (after a first run that also builds the search index)`);
console.table(rows);
const worst = Math.max(...rows.map((row) => Number(row['median ms'])));
console.log(`Slowest median: ${worst.toFixed(2)} ms a query (budget 5 ms).`);
