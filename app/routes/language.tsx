// GET /language?lang=id&next=/search?... : the header and footer's language switch (a plain
// link, so it works without JS). Remembers the choice in a cookie and goes back to the page,
// same origin only (ADR 0300), with `?lang=` in its address so a copied link keeps the language.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { DEFAULT_LANG, isLang, withLang } from "~/i18n/config";
import { safeRedirect } from "~/utils/url.server";
import { languageCookie, rememberUserLanguage } from "~/i18n/lang.server";
import { getCurrentUser } from "~/accounts/session.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const wanted = url.searchParams.get("lang");
  const lang = isLang(wanted) ? wanted : DEFAULT_LANG;
  // A signed-in user's choice is also their account's: their e-mails go out in it.
  const user = await getCurrentUser(request);
  if (user) await rememberUserLanguage(user.id, lang);
  const next = withLang(safeRedirect(url.searchParams.get("next")), lang);
  return redirect(next, { status: 303, headers: { "Set-Cookie": languageCookie(lang), "Cache-Control": "no-store" } });
}
