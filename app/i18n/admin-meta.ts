// The admin pages' title and description in the console's language: the admin layout's loader
// sends the "admin" strings once for all its pages (their meta reads them from the matches).
import type { Strings } from "~/i18n/strings.server";
import { pageMeta } from "~/utils/meta";

type AdminKey = keyof Strings<"admin">;
type Matches = readonly { data?: unknown }[];

export function adminStringsIn(matches: Matches): Strings<"admin"> | undefined {
  for (let i = matches.length - 1; i >= 0; i--) {
    const found = (matches[i].data as { i18n?: { admin?: Strings<"admin"> } } | undefined)?.i18n?.admin;
    if (found) return found;
  }
  return undefined;
}

/** A private admin page's meta; the English texts stand in when no strings came (an error page). */
export function adminMeta(matches: Matches, [titleKey, title]: [AdminKey, string], [descriptionKey, description]: [AdminKey, string]) {
  const t = adminStringsIn(matches);
  return pageMeta(t?.[titleKey] ?? title, t?.[descriptionKey] ?? description, { noindex: true });
}
