// The shape of a message catalogue (issue 44, ADR 0391): one object per domain, keyed by id,
// each entry with its English and its Indonesian side by side. Placeholders are `{name}`,
// `{name, number}` for a number written the language's way (2,000 / 2.000), or `{name, time}` for
// a time of day (10:00 / 10.00). Both texts of an entry carry the same placeholders
// (tests/unit/language-catalogue.test.ts).
export type CatalogueEntry = { readonly en: string; readonly id: string };
export type Catalogue = Readonly<Record<string, CatalogueEntry>>;

/** A domain's catalogue, typed by its keys (the ids are `<domain>.<key>`). */
export function defineMessages<const C extends Catalogue>(catalogue: C): C {
  return catalogue;
}
