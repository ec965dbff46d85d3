// Text as users may send it: control characters (NUL, escape, ...) have no place in names,
// messages or search words and break consumers downstream (SQLite FTS5 ends a query at a NUL,
// headers refuse them). Shared by the browser and the server.

// C0 controls except tab, line feed and carriage return (textareas send \r\n), DEL, C1 controls.
const CONTROL_CHARS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/g;

// Half of a UTF-16 pair without the other half: JSON can carry one ("\ud800"), UTF-8 cannot.
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** The text without control characters, and with lone surrogates (from JSON escapes) replaced. */
export function cleanText(value: string): string {
  return value.replace(LONE_SURROGATE, "\ufffd").replace(CONTROL_CHARS, "");
}

/** Field names whose values are kept exactly as sent (a password is compared, never shown). */
export function isVerbatimField(name: string): boolean {
  return /password/i.test(name);
}

/**
 * A venue's address in one line, its district and "Bali" added only when the address does not
 * already end with them (issue 42: not "Jl. Pratama, Benoa, Bali, Benoa, Bali").
 */
export function fullAddress(address: string | null | undefined, location: string): string {
  const parts = (address ?? "").split(",").map((p) => p.trim()).filter(Boolean);
  const has = (word: string) => parts.some((p) => p.toLowerCase() === word.toLowerCase() || p.toLowerCase().startsWith(`${word.toLowerCase()} `));
  if (location && !has(location)) parts.push(location);
  if (!has("Bali")) parts.push("Bali");
  return parts.join(", ");
}
