// Building blocks of the special-event enquiry pages (/page-big-plan, /page-she).
import type { ReactNode } from "react";
import { ErrorList, type ListOfErrors } from "~/components/forms";
import { ENQUIRY_BUDGET_HINT, ENQUIRY_BUDGET_HINT_IDR, ENQUIRY_FEE_NOTE } from "~/inquiries/enquiry-options";

/** A numbered part of the form ("1. Event type"). */
export function EnquirySection({ n, title, children }: { n: number; title: string; children: ReactNode }) {
  return (
    <fieldset className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <legend className="sr-only">{`${n}. ${title}`}</legend>
      <h2 aria-hidden="true" className="mb-4 flex items-center gap-3 text-lg font-semibold text-slate-900">
        <span className="flex h-8 w-8 items-center justify-center rounded-full bg-teal-700 text-sm text-white">{n}</span>
        {title}
      </h2>
      <div className="grid gap-x-6 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}

/** The budget's hint in the field's own currency, in the page's words (English by default). */
export function BudgetHint({
  currency = "USD",
  labels = { budgetHintUsd: ENQUIRY_BUDGET_HINT, budgetHintIdr: ENQUIRY_BUDGET_HINT_IDR, feeNote: ENQUIRY_FEE_NOTE },
}: {
  currency?: "USD" | "IDR";
  labels?: { budgetHintUsd: string; budgetHintIdr: string; feeNote: string };
}) {
  return <>{`${currency === "IDR" ? labels.budgetHintIdr : labels.budgetHintUsd}. ${labels.feeNote}`}</>;
}

export function EnquiryBanners({ success, formErrors }: { success: string | null; formErrors?: string[] }) {
  return (
    <>
      {success ? (
        <p role="status" className="mb-6 rounded-lg border border-emerald-300 bg-emerald-50 px-4 py-3 text-emerald-900">
          {success}
        </p>
      ) : null}
      {formErrors?.length ? (
        <p role="alert" className="mb-6 rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-red-900">
          {formErrors.join(" ")}
        </p>
      ) : null}
    </>
  );
}

/** A group of radio buttons or checkboxes with one label and its error text. */
export function ChoiceGroup({
  legend,
  type,
  name,
  options,
  checked,
  errors,
  errorId,
  className,
}: {
  legend: string;
  type: "radio" | "checkbox";
  name: string;
  options: readonly string[] | ReadonlyArray<{ value: string; label: string }>;
  checked: (value: string) => boolean;
  errors?: ListOfErrors;
  errorId: string;
  className?: string;
}) {
  const hasErrors = !!errors?.filter(Boolean).length;
  return (
    <div role="group" aria-labelledby={`${errorId}-legend`} aria-describedby={hasErrors ? errorId : undefined} className={className}>
      <p id={`${errorId}-legend`} className="mb-2 text-sm font-medium text-slate-700">{legend}</p>
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        {options.map((o) => {
          const { value, label } = typeof o === "string" ? { value: o, label: o } : o;
          return (
            <label key={value} className="inline-flex items-center gap-2 text-slate-800">
              <input
                type={type}
                name={name}
                value={value}
                defaultChecked={checked(value)}
                aria-invalid={hasErrors || undefined}
                className="h-4 w-4 accent-teal-700"
              />
              {label}
            </label>
          );
        })}
      </div>
      <ErrorList id={hasErrors ? errorId : undefined} errors={errors} />
    </div>
  );
}
