// /language?lang=id&next=/search?... : the header and footer's language switch. Goes back to the
// page, same origin only (ADR 0300, 0350), with `?lang=` in its address so a copied link keeps
// the language, and remembers the choice in a cookie.
// GET (a plain link, for visitors) sets only the cookie: a GET changes no stored state, since
// any site can make a browser send one (`<img src=".../language?lang=id">`, issue 41 item 5).
// POST (the switch's form for a signed-in user, and the account page) also makes the choice the
// account's language, in which their e-mails, invoices and documents go out; the CSRF guard
// (ADR 0081) refuses a POST from another site. Both work without JavaScript.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { DEFAULT_LANG, isLang, withLang, type Lang } from "~/i18n/config";
import { safeRedirect } from "~/utils/url.server";
import { languageCookie, rememberUserLanguage } from "~/i18n/lang.server";
import { getCurrentUser } from "~/accounts/session.server";
import { readFormData } from "~/utils/request-body.server";

function switchTo(lang: Lang, next: string) {
  return redirect(withLang(next, lang), { status: 303, headers: { "Set-Cookie": languageCookie(lang), "Cache-Control": "no-store" } });
}

const langOf = (wanted: FormDataEntryValue | null): Lang => (typeof wanted === "string" && isLang(wanted) ? wanted : DEFAULT_LANG);

export async function loader({ request }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  return switchTo(langOf(params.get("lang")), safeRedirect(params.get("next")));
}

export async function action({ request }: ActionFunctionArgs) {
  const form = await readFormData(request);
  const lang = langOf(form.get("lang"));
  const user = await getCurrentUser(request);
  if (user) await rememberUserLanguage(user.id, lang);
  return switchTo(lang, safeRedirect(form.get("next")));
}
