import { safeRedirect } from "~/utils/url.server";

// Where a dashboard or admin form goes back to after saving: the list page it was opened
// from (same path, page and search kept), never another site or another page.
export function listReturnTo(value: FormDataEntryValue | null, listPath: string): string {
  const to = safeRedirect(value, listPath, { within: listPath });
  const url = new URL(to, "http://local");
  if (url.pathname !== listPath) return listPath;
  for (const key of ["ack", "detail", "cancel", "status", "delete", "nodata"]) url.searchParams.delete(key);
  const search = url.searchParams.toString();
  return search ? `${listPath}?${search}` : listPath;
}
