// Reading a page's strings in components: loaders put them in `i18n` (pageStrings), and the
// nearest route that sent the domain answers. Only types come from the dictionaries here.
import { useMatches, useRouteLoaderData } from "@remix-run/react";
import { createContext, useContext } from "react";
import { DEFAULT_LANG, isLang, type Lang } from "~/i18n/config";
import type { Domain, Strings } from "~/i18n/strings.server";

type WithStrings = { i18n?: Partial<Record<Domain, unknown>>; lang?: unknown } | undefined;

/**
 * Strings fetched by a component itself, nearer than any loader's: the auth modal loads the
 * "auth" words when it opens (from /login's loader) instead of every page sending them.
 */
export const FetchedStrings = createContext<Partial<Record<Domain, unknown>> | null>(null);

export function useStrings<D extends Domain>(domain: D): Strings<D> {
  const fetched = useContext(FetchedStrings)?.[domain];
  const matches = useMatches();
  if (fetched) return fetched as Strings<D>;
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
