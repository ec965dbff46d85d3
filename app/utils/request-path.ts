// Whether a URL path's %-escapes decode (issue 26): "/payment/%ff" does not, and is answered as
// a bad request rather than matched with its raw text as a parameter.
export function isDecodablePath(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}
