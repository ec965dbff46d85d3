import { useEffect, useState } from "react";

/**
 * Print button: needs JavaScript, so without it a hint points to the browser's own print
 * command (the page has a print stylesheet either way).
 */
export function PrintButton({ label = "Print", hint = "To print, use your browser's Print command (Ctrl+P)." }: { label?: string; hint?: string }) {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  if (!hydrated) {
    return <span className="text-sm text-slate-500 print:hidden">{hint}</span>;
  }
  return (
    <button
      type="button"
      onClick={() => window.print()}
      className="rounded-full border border-slate-400 px-5 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-100 print:hidden"
    >
      {label}
    </button>
  );
}
