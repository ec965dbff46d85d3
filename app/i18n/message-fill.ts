// Reading a message reference and filling a template's placeholders (ADR 0391), shared by the
// server's catalogues (catalog/text.server.ts) and the browser's form checks (form-messages.ts),
// so both render a reference the same way. Client-safe and small: no catalogue texts here.
import type { Lang } from "~/i18n/config";
import { formatNumber, timesIn } from "~/utils/format";

const REF = /^[a-z][a-z0-9-]*\.[a-zA-Z0-9_-]+(\?.*)?$/;

/** The id and parameters of a message reference; null for any other text. */
export function parseMessageRef(text: string): { key: string; params: Record<string, string> } | null {
  if (!REF.test(text)) return null;
  const at = text.indexOf("?");
  if (at === -1) return { key: text, params: {} };
  return { key: text.slice(0, at), params: Object.fromEntries(new URLSearchParams(text.slice(at + 1))) };
}

/**
 * A template's placeholders filled: `{name}` as given (`renderParam` renders a parameter that is
 * itself a reference), `{name, number}` as a number written the language's way, `{name, time}` as
 * a time of day (HH:mm; Indonesian HH.mm).
 */
export function fillMessage(lang: Lang, template: string, params: Record<string, string>, renderParam: (value: string) => string): string {
  return template.replace(/\{(\w+)(?:,\s*(number|time))?\}/g, (whole, name: string, kind?: string) => {
    if (!(name in params)) return whole;
    const value = params[name]!;
    if (kind === "number" && /^-?\d+(\.\d+)?$/.test(value)) return formatNumber(Number(value), lang);
    if (kind === "time") return timesIn(value, lang);
    return renderParam(value);
  });
}
