// Languages of the site (issue 27, ADR 0300). Shared by server and browser: no strings here,
// the dictionaries are server modules (app/i18n/dict/*.server.ts) so only the active
// language's strings of a page reach the browser, as loader data.

export const LANGUAGES = ["en", "id"] as const;
export type Lang = (typeof LANGUAGES)[number];
export const DEFAULT_LANG: Lang = "en";
/** The cookie that remembers the visitor's choice (a year; not HttpOnly-sensitive, no secret). */
export const LANG_COOKIE = "lang";
/** The query parameter of a shared link (`?lang=id`): it wins over the cookie and sets it. */
export const LANG_PARAM = "lang";
/** `<html lang>` and `hreflang` values. */
export const HTML_LANG: Record<Lang, string> = { en: "en", id: "id" };
/** Intl locale of each language (dates and numbers; money keeps `Rp 1.500.000` in both). */
export const INTL_LOCALE: Record<Lang, string> = { en: "en-GB", id: "id-ID" };

export function isLang(value: unknown): value is Lang {
  return value === "en" || value === "id";
}

/** Fills `{name}` placeholders: fill("Hello, {name}", { name: "Ayu" }). */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}

/**
 * The language of a request: an explicit `?lang=` (a shared link), else the cookie, else the
 * first supported language of Accept-Language by its q weight, else English.
 */
export function pickLanguage({ query, cookie, acceptLanguage }: { query?: string | null; cookie?: string | null; acceptLanguage?: string | null }): Lang {
  if (isLang(query)) return query;
  if (isLang(cookie)) return cookie;
  return fromAcceptLanguage(acceptLanguage ?? "");
}

export function fromAcceptLanguage(header: string): Lang {
  let best: { lang: Lang; q: number } | null = null;
  for (const part of header.split(",").slice(0, 20)) {
    const [tag, ...params] = part.trim().toLowerCase().split(";");
    const primary = tag.split("-")[0];
    // "in" is the old ISO code of Indonesian, still sent by some Android versions.
    const lang: Lang | null = primary === "id" || primary === "in" ? "id" : primary === "en" ? "en" : null;
    if (!lang) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (!(q > 0)) continue;
    if (!best || q > best.q) best = { lang, q };
  }
  return best?.lang ?? DEFAULT_LANG;
}

/** The path with `?lang=` set to the language (English: removed, it is the default). */
export function withLang(path: string, lang: Lang): string {
  const url = new URL(path, "http://same.invalid");
  if (lang === DEFAULT_LANG) url.searchParams.delete(LANG_PARAM);
  else url.searchParams.set(LANG_PARAM, lang);
  // A path that resolved to "//host" must not come out as one (ADR 0350).
  return `${url.pathname.replace(/^\/{2,}/, "/")}${url.search}${url.hash}`;
}

/** An option's label in a dictionary (key `<list>.<value>`), else the list's own English label. */
export function optionLabel(t: object, list: string, value: string | number, fallback: string): string {
  const found = (t as Record<string, unknown>)[`${list}.${value}`];
  return typeof found === "string" ? found : fallback;
}
