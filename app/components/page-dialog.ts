// Dialogs that are page states (?edit=ID, ?detail=ID ...): rendered open in the page by the
// server, so they work without JS; once hydrated they become modal <dialog>s (showModal: the
// rest of the page is inert, Tab stays inside, Escape closes) and give focus back to the link
// that opened them when they go away (ADR 0192).
import { useNavigate } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";

/**
 * Wires a server-rendered `<dialog open>` as a modal: `ref` and `onClose` go on the dialog;
 * `modal` is true once it is one (style it as an overlay until then). Closing it (Escape, a
 * close button calling close()) navigates to `closeTo`.
 */
export function usePageStateDialog(closeTo: string) {
  const ref = useRef<HTMLDialogElement>(null);
  const ignoreClose = useRef(false);
  const [modal, setModal] = useState(false);
  const navigate = useNavigate();
  useReturnFocus();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    // close() fires an async "close" event that must not navigate.
    if (!dialog.matches(":modal")) {
      // Where the visitor had scrolled the dialog to stays (showModal focuses its first link).
      const scrolled = dialog.scrollTop;
      if (dialog.open) {
        ignoreClose.current = true;
        dialog.close();
      }
      dialog.showModal();
      dialog.scrollTop = scrolled;
    }
    setModal(true);
  }, []);
  const onClose = () => {
    if (ignoreClose.current) {
      ignoreClose.current = false;
      return;
    }
    navigate(closeTo, { preventScrollReset: true });
  };
  return { ref, modal, onClose };
}

/**
 * Remembers what had focus when the component mounted (the link that opened the dialog) and,
 * when it unmounts leaving focus nowhere (on the body), focuses that element again, or the
 * link to the same place when the list was re-rendered meanwhile.
 */
export function useReturnFocus() {
  useEffect(() => {
    const active = document.activeElement;
    const opener = active instanceof HTMLElement && active !== document.body ? active : null;
    const href = opener?.getAttribute("href");
    return () => {
      requestAnimationFrame(() => {
        const now = document.activeElement;
        if (now && now !== document.body && now.isConnected) return;
        const target = opener?.isConnected ? opener : href ? document.querySelector<HTMLElement>(`a[href="${CSS.escape(href)}"]`) : null;
        target?.focus();
      });
    };
  }, []);
}
