// The catalog remote's data this app reads, declared by hand (docs/architecture.md, section 2.8:
// types across the border, `dts: false`). They mirror mf-catalog/src/domain/catalogue.ts; change
// both sides together. The modules themselves load in components/catalog/catalog-modules.ts.

/** The fields of a catalogue product this app reads; the rest travels through untouched. */
export interface CatalogProduct {
  id: string;
  name: string;
  description: string;
  subcategory: string;
  healthGoals: readonly string[];
}

/** A product as the catalogue's lists carry it: without its description (and other details). */
export type CatalogProductSummary = Omit<CatalogProduct, 'description'>;

export interface CatalogFaq {
  question: string;
  answer: string;
}

/** `catalog/catalogue`: the typed, async data API (only the calls used here). */
export interface Catalogue {
  all(): Promise<CatalogProduct[]>;
  /** Every product without its details: a tenth of the bytes of `all`. */
  summaries(): Promise<CatalogProductSummary[]>;
  /** null for an unknown id. */
  byId(id: string): Promise<CatalogProduct | null>;
  faqs(): Promise<CatalogFaq[]>;
}
