// A page loader's language data (ADR 0300), from one module: each .server module a route
// imports costs every page of it an empty chunk in the client build.
import { LANG_PARAM } from "~/i18n/config";
import { languageOf } from "~/i18n/lang.server";
import { pageStrings, strings, type Domain } from "~/i18n/strings.server";
import { contentIn, type Bilingual } from "~/i18n/content-language";
import type { Lang } from "~/i18n/config";
import { appOrigin } from "~/utils/url.server";

export { calendarNotesIn, reservationRowIn, messageText, translateReply } from "~/i18n/messages.server";

export function rootLanguageData(request: Request) {
  const lang = languageOf(request);
  const url = new URL(request.url);
  url.searchParams.delete(LANG_PARAM);
  return {
    lang,
    // The error pages' strings too: an error page has only the root's data (ADR 0326). Not the
    // auth strings: the sign-up modal fetches its own when it opens (ADR 0375).
    i18n: pageStrings(lang, "layout", "errors"),
    // This page without ?lang=: the hreflang alternates and canonical build on it.
    here: `${url.pathname}${url.search}`,
    origin: appOrigin(request),
  };
}

/** The page's language and its domains' strings, for a loader's `lang` and `i18n` fields. */
export function pageLanguage<D extends Domain>(request: Request, ...domains: D[]) {
  const lang = languageOf(request);
  return { lang, i18n: pageStrings(lang, ...domains) };
}

/** A vendor's text in the page's language, or the other one marked (ADR 0325); null when neither. */
export function vendorText(lang: Lang, texts: Bilingual) {
  const t = strings(lang, "listing");
  return contentIn(lang, texts, { en: t.inEnglish, id: t.inIndonesian });
}
export { formMessages } from "~/i18n/catalog/form-messages.server";
