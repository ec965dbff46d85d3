// Reading a page's strings in components: loaders put them in `i18n` (pageStrings), and the
// nearest route that sent the domain answers. Only types come from the dictionaries here.
import { useMatches, useRouteLoaderData } from "@remix-run/react";
import { DEFAULT_LANG, isLang, type Lang } from "~/i18n/config";
import type { Domain, Strings } from "~/i18n/strings.server";

type WithStrings = { i18n?: Partial<Record<Domain, unknown>>; lang?: unknown } | undefined;

export function useStrings<D extends Domain>(domain: D): Strings<D> {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const found = (matches[i].data as WithStrings)?.i18n?.[domain];
    if (found) return found as Strings<D>;
  }
  throw new Error(`No loader on this page sent the "${domain}" strings`);
}

/** The page's language (the root loader's). */
export function useLang(): Lang {
  const data = useRouteLoaderData("root") as WithStrings;
  return isLang(data?.lang) ? data.lang : DEFAULT_LANG;
}
