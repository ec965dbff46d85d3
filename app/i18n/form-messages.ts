// A form that the browser checks with the same Zod schema as the server (the vendor dashboard's
// forms) gets references from it (ADR 0391). Its loader sends the templates of the messages
// that schema can give, in the page's language (formMessages, catalog/form-messages.server.ts);
// here the browser fills them in, so a client-side error reads like the server's answer, in
// both languages, and never shows an id. Client-safe and small.
import type { Lang } from "~/i18n/config";
import { fillMessage, parseMessageRef } from "~/i18n/message-fill";

/** The page's language and, by message id, the templates a form's check may need. */
export type FormMessages = { readonly lang: Lang; readonly texts: Readonly<Record<string, string>> };

/** A reference rendered from the form's templates; any other text (a reply already rendered) as it is. */
export function formMessageText(messages: FormMessages, text: string): string {
  const ref = parseMessageRef(text);
  const template = ref && Object.hasOwn(messages.texts, ref.key) ? messages.texts[ref.key] : undefined;
  if (!ref || template === undefined) return text;
  return fillMessage(messages.lang, template, ref.params, (value) => formMessageText(messages, value));
}

type ErrorMap = Record<string, string[] | null> | null | undefined;
const rendered = <E extends ErrorMap>(messages: FormMessages, error: E): E =>
  (error ? Object.fromEntries(Object.entries(error).map(([name, list]) => [name, list ? list.map((m) => formMessageText(messages, m)) : list])) : error) as E;

/**
 * A Conform submission of the browser's check with its errors rendered (use in `onValidate`):
 * `inPageLanguage(messages, parseWithZod(formData, { schema }))`. Conform reports what the
 * submission's reply() gives, so that is rendered too.
 */
export function inPageLanguage<S extends { error?: ErrorMap; reply: (...args: never[]) => { error?: ErrorMap } }>(messages: FormMessages, submission: S): S {
  const reply = ((...args: Parameters<S["reply"]>) => {
    const result = submission.reply(...args);
    return { ...result, error: rendered(messages, result.error) };
  }) as S["reply"];
  return "error" in submission ? { ...submission, error: rendered(messages, submission.error), reply } : { ...submission, reply };
}
