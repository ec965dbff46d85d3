// A route's meta reads its page's strings from the loaders' data (ADR 0300): the nearest match
// that sent the domain (a dashboard page's title comes from the layout's "dashboard" strings).
import type { Domain, Strings } from "~/i18n/strings.server";

export function metaStrings<D extends Domain>(matches: readonly { data: unknown }[], domain: D): Strings<D> | undefined {
  for (let i = matches.length - 1; i >= 0; i--) {
    const found = (matches[i].data as { i18n?: Partial<Record<Domain, unknown>> } | undefined)?.i18n?.[domain];
    if (found) return found as Strings<D>;
  }
  return undefined;
}
