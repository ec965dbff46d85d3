// The language switch of the header and footer (issue 27, ADR 0300): a plain link to
// /language, which remembers the choice and comes back here. A whole-document load on purpose:
// every string of the page (and the root's) comes again from the server in the new language.
import { useLocation } from "@remix-run/react";
import { LANG_PARAM, type Lang } from "~/i18n/config";
import { useLang } from "~/i18n/use-strings";

// Each language named in itself, marked with its lang (screen readers pronounce it right).
const NAMES: Record<Lang, string> = { en: "English", id: "Bahasa Indonesia" };

export function LanguageSwitch({ className }: { className?: string }) {
  const lang = useLang();
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  params.delete(LANG_PARAM);
  const query = params.toString();
  const next = `${location.pathname}${query ? `?${query}` : ""}`;
  const other: Lang = lang === "id" ? "en" : "id";
  return (
    <a
      href={`/language?${new URLSearchParams({ lang: other, next })}`}
      hrefLang={other}
      lang={other}
      className={className}
      data-testid="language-switch"
    >
      {NAMES[other]}
    </a>
  );
}
