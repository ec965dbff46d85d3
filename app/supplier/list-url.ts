// Where a dashboard or admin form goes back to after saving: the list page it was opened
// from (same path, page and search kept), never another site or another page.
export function listReturnTo(value: FormDataEntryValue | null, listPath: string): string {
  if (typeof value !== "string" || (!value.startsWith(`${listPath}?`) && value !== listPath)) return listPath;
  const url = new URL(value, "http://local");
  for (const key of ["ack", "detail", "cancel", "status", "delete", "nodata"]) url.searchParams.delete(key);
  const search = url.searchParams.toString();
  return search ? `${listPath}?${search}` : listPath;
}
