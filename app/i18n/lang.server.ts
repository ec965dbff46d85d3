// The language of a request and the cookie that remembers it (ADR 0300).
import { eq } from "drizzle-orm";
import { getDb, tables, run } from "~/db.server";
import { getEnv } from "~/env.server";
import { isLang, LANG_COOKIE, LANG_PARAM, pickLanguage, type Lang } from "~/i18n/config";

function cookieValue(header: string | null, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq !== -1 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return null;
}

export function languageOf(request: Request): Lang {
  return pickLanguage({
    query: new URL(request.url).searchParams.get(LANG_PARAM),
    cookie: cookieValue(request.headers.get("cookie"), LANG_COOKIE),
    acceptLanguage: request.headers.get("accept-language"),
  });
}

/** The language the cookie holds, or null when the visitor never chose. */
export function cookieLanguage(request: Request): string | null {
  return cookieValue(request.headers.get("cookie"), LANG_COOKIE);
}

/** Set-Cookie remembering the choice for a year. Not HttpOnly-worthy data, but nothing reads it in JS either. */
export function languageCookie(lang: Lang): string {
  const secure = getEnv().APP_URL?.startsWith("https:") ? "; Secure" : "";
  return `${LANG_COOKIE}=${lang}; Path=/; Max-Age=31536000; SameSite=Lax; HttpOnly${secure}`;
}

/** Set-Cookie for a document opened with `?lang=` other than the remembered one, else null. */
export function rememberSharedLanguage(request: Request): string | null {
  const wanted = new URL(request.url).searchParams.get(LANG_PARAM);
  if (!isLang(wanted) || cookieLanguage(request) === wanted) return null;
  return languageCookie(wanted);
}

/** The page cache's question (server/page-cache.mjs): which language this visitor's page is in. */
export function pageCacheLanguage(url: string, cookieHeader: string | undefined, acceptLanguage: string | undefined): Lang {
  return pickLanguage({
    query: new URL(url, "http://page-cache.invalid").searchParams.get(LANG_PARAM),
    cookie: cookieValue(cookieHeader ?? null, LANG_COOKIE),
    acceptLanguage,
  });
}

/** The account keeps the language its user last chose: their e-mails go out in it. */
export async function rememberUserLanguage(userId: number, lang: Lang) {
  await run((db) => db.update(tables.users).set({ language: lang }).where(eq(tables.users.id, userId)));
}
