// Pieces of the vendor dashboard pages: a panel that is a plain page section without JS and
// a modal <dialog> with JS, the list pager, and the delete confirmation.
import { Link } from "@remix-run/react";
import { Form } from "~/components/form";
import type { ReactNode } from "react";
import { SubmitButton } from "~/components/forms";
import { usePageStateDialog } from "~/components/page-dialog";
import { fill } from "~/i18n/config";
import { useStrings } from "~/i18n/use-strings";

// Only dashboard pages use these: the layout's loader sends the "dashboard" strings (issue 27).

/**
 * Server-rendered as an open, in-flow panel (forms in it work without JS). Once hydrated it
 * becomes a modal dialog; closing it (Esc, the close button) goes back to `closeTo`.
 */
export function DialogPanel({ title, closeTo, children, wide }: { title: string; closeTo: string; children: ReactNode; wide?: boolean }) {
  const { ref, modal: enhanced, onClose } = usePageStateDialog(closeTo);
  const t = useStrings("dashboard");
  return (
    <dialog
      ref={ref}
      open
      onClose={onClose}
      aria-labelledby="dashboard-dialog-title"
      className={
        enhanced
          ? `m-auto max-h-[90vh] ${wide ? "w-[min(calc(100%-2rem),56rem)]" : "w-[min(calc(100%-2rem),40rem)]"} overflow-y-auto rounded-2xl bg-white p-0 shadow-xl backdrop:bg-slate-900/50`
          : "static mt-6 w-full rounded-2xl bg-white p-0 shadow-sm ring-1 ring-slate-200"
      }
    >
      <div className="flex items-center justify-between border-b border-slate-200 px-6 py-4">
        <h2 id="dashboard-dialog-title" className="text-lg font-semibold">{title}</h2>
        <Link to={closeTo} preventScrollReset className="text-sm font-medium text-slate-600 underline" aria-label={fill(t.closeTitle, { title })}>
          {t.close}
        </Link>
      </div>
      <div className="px-6 py-5">{children}</div>
    </dialog>
  );
}

export function withParams(base: string, params: Record<string, string | number | null | undefined>) {
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== null && v !== undefined && v !== "") search.set(k, String(v));
  const s = search.toString();
  return s ? `${base}?${s}` : base;
}

/**
 * Previous / page number / Next. Next on the last page leads to `?nodata=1`, which shows the
 * spec's 'Data not available!' notice instead of an empty page.
 */
export function Pager({ path, page, hasPrevious, hasNext, noData }: { path: string; page: number; hasPrevious: boolean; hasNext: boolean; noData: boolean }) {
  const t = useStrings("dashboard");
  const linkClass = "rounded-full border border-slate-300 px-4 py-1.5 text-sm font-medium hover:bg-slate-50";
  return (
    <div className="mt-4 flex flex-wrap items-center gap-3">
      {hasPrevious ? (
        <Link className={linkClass} to={withParams(path, { page: page - 1 })}>{t.previous}</Link>
      ) : (
        <span className={`${linkClass} cursor-not-allowed opacity-50`} aria-disabled="true">{t.previous}</span>
      )}
      <span className="text-sm text-slate-600" aria-current="page">{fill(t.pageN, { n: page })}</span>
      <Link className={linkClass} to={hasNext ? withParams(path, { page: page + 1 }) : withParams(path, { page, nodata: 1 })} preventScrollReset>
        {t.next}
      </Link>
      {noData && !hasNext ? (
        <p role="alert" className="rounded-md bg-amber-50 px-3 py-1.5 text-sm text-amber-900 ring-1 ring-amber-200">
          {t.dataNotAvailable}
        </p>
      ) : null}
    </div>
  );
}

/** The delete confirmation: a question and a form posting intent=delete. */
export function ConfirmDelete({ question, id, closeTo, title }: { question: string; id: number; closeTo: string; title?: string }) {
  const t = useStrings("dashboard");
  return (
    <DialogPanel title={title ?? t.delete} closeTo={closeTo}>
      <p className="text-slate-800">{question}</p>
      <Form method="post" className="mt-5 flex gap-3" preventScrollReset>
        <input type="hidden" name="id" value={id} />
        <SubmitButton name="intent" value="delete" pendingText={t.deleting} className="rounded-full bg-red-700 px-5 py-2 font-semibold text-white hover:bg-red-800">
          {t.yesDelete}
        </SubmitButton>
        <Link to={closeTo} className="rounded-full border border-slate-300 px-5 py-2 font-medium">{t.cancel}</Link>
      </Form>
    </DialogPanel>
  );
}

/** Lists: a table from 640 px, cards below (the `table-cards` rules in tailwind.css, ADR 0140). */
export const tableClass = "table-cards w-full text-left text-sm";
export const thClass = "border-b border-slate-200 px-3 py-2 align-bottom font-semibold text-slate-600";
export const tdClass = "border-b border-slate-100 px-3 py-2 align-top";

/** The Actions cell of a list row (first in the row, ADR 0140): links to the page's ?edit= and ?delete= states. */
export function EditDeleteCells({ path, page, id, name }: { path: string; page: number; id: number; name: string }) {
  const t = useStrings("dashboard");
  return (
    <td className={`${tdClass} whitespace-nowrap`} data-label={t.actions}>
      <Link to={withParams(path, { page, edit: id })} preventScrollReset className="font-medium text-teal-800 underline" aria-label={fill(t.editName, { name })}>{t.edit}</Link>
      <Link to={withParams(path, { page, delete: id })} preventScrollReset className="ml-3 font-medium text-red-700 underline" aria-label={fill(t.deleteName, { name })}>{t.delete}</Link>
    </td>
  );
}
