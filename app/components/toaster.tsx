import { useEffect, useState } from "react";
import { useHydrated } from "~/components/use-hydrated";

export type ToastData = {
  type: "success" | "error" | "warning" | "info";
  title?: string;
  description: string;
  duration?: number;
};

const STYLES: Record<ToastData["type"], string> = {
  success: "border-emerald-300 bg-emerald-50 text-emerald-900",
  error: "border-red-300 bg-red-50 text-red-900",
  warning: "border-amber-300 bg-amber-50 text-amber-900",
  info: "border-sky-300 bg-sky-50 text-sky-900",
};

/**
 * Flash notice. Server-rendered as a banner under the header (works without JS); once
 * hydrated it floats as a toast and closes itself after its duration.
 */
export function Toaster({ toast, closeLabel = "Close" }: { toast: ToastData | null; closeLabel?: string }) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(true);
  useEffect(() => {
    setOpen(true);
    if (!toast) return;
    const t = setTimeout(() => setOpen(false), toast.duration ?? 3000);
    return () => clearTimeout(t);
  }, [toast]);
  if (!toast || !open) return null;
  return (
    <div
      role={toast.type === "error" ? "alert" : "status"}
      data-testid="flash"
      className={
        hydrated
          ? `fixed right-4 top-20 z-50 max-w-sm rounded-lg border px-4 py-3 shadow-lg ${STYLES[toast.type]}`
          : `border-b px-4 py-3 text-center ${STYLES[toast.type]}`
      }
    >
      {toast.title ? <p className="font-semibold">{toast.title}</p> : null}
      <p>{toast.description}</p>
      {hydrated ? (
        <button type="button" className="absolute right-2 top-1 text-sm opacity-60" aria-label={closeLabel} onClick={() => setOpen(false)}>
          ×
        </button>
      ) : null}
    </div>
  );
}
