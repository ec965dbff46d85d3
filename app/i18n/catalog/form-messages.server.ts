// The templates a form's browser-side check may need (app/i18n/form-messages.ts), in the page's
// language: the entries of whole catalogues ("supplier") or single ids ("accounts.personName").
import type { Lang } from "~/i18n/config";
import type { FormMessages } from "~/i18n/form-messages";
import type { MessageDomain, MessageKey } from "~/i18n/catalog/catalogues.server";
import { catalogueEntries } from "~/i18n/catalog/text.server";

export function formMessages(lang: Lang, ...sources: (MessageDomain | MessageKey)[]): FormMessages {
  const wanted = (key: string) => sources.some((source) => key === source || key.startsWith(`${source}.`));
  return { lang, texts: Object.fromEntries(catalogueEntries().filter((e) => wanted(e.key)).map((e) => [e.key, e[lang]])) };
}
