// A vendor's text on a public page (ADR 0325): in the visitor's language, or the other one with
// a small note ("(in English)") and its lang attribute, so screen readers read it in its language.
import type { ReactNode } from "react";
import type { ShownContent } from "~/i18n/content-language";

export function VendorText({ shown, html, className, empty = null }: { shown: ShownContent | null; html?: boolean; className?: string; empty?: ReactNode }) {
  if (!shown) return <>{empty}</>;
  const lang = shown.fallback ? shown.lang : undefined;
  return (
    <div data-testid="vendor-text" data-lang={shown.lang}>
      {html ? (
        <div lang={lang} className={className} dangerouslySetInnerHTML={{ __html: shown.text }} />
      ) : (
        <p lang={lang} className={className}>{shown.text}</p>
      )}
      {shown.note ? <p className="mt-1 text-xs italic text-slate-500" data-testid="language-fallback">{shown.note}</p> : null}
    </div>
  );
}
