// A small form layer (after the Epic Stack's): labelled fields with their error text reserved
// below (so a message appearing never moves the submit button), a submit button that shows a
// pending state while its form is being submitted (JS only), and useFormReply: the browser half
// of the public pages' forms, which validate on the server only (ADR 0180).
import type { SubmissionResult } from "@conform-to/react";
import { useFormAction, useNavigation } from "@remix-run/react";
import { useEffect, useId, useState, type FormEvent, type ReactNode } from "react";

export type ListOfErrors = Array<string | null | undefined> | null | undefined;

export function ErrorList({ id, errors }: { id?: string; errors?: ListOfErrors }) {
  const list = errors?.filter(Boolean);
  return (
    <div className="min-h-5 pt-0.5 text-sm text-red-700" id={id} aria-live="polite">
      {list?.length ? list.map((e) => <p key={e}>{e}</p>) : null}
    </div>
  );
}

// Grey only for fields marked readonly: the `read-only:` variant (CSS :read-only) also matches
// every <select>, checkbox and file input, which then looked disabled (ADR 0190).
const inputClass =
  "field aria-[invalid=true]:border-red-500 [&[readonly]]:bg-slate-100";

export function Field({
  label,
  inputProps,
  errors,
  className,
  hint,
}: {
  label: ReactNode;
  inputProps: React.InputHTMLAttributes<HTMLInputElement> & { key?: string | null };
  errors?: ListOfErrors;
  className?: string;
  hint?: ReactNode;
}) {
  const fallbackId = useId();
  const { key, ...props } = inputProps;
  const id = props.id ?? fallbackId;
  const errorId = errors?.length ? `${id}-error` : undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-700">{label}</label>
      <input
        key={key ?? undefined}
        id={id}
        aria-invalid={errorId ? true : undefined}
        aria-describedby={errorId}
        className={inputClass}
        {...props}
      />
      {hint ? <p className="mt-1 text-xs text-slate-500">{hint}</p> : null}
      <ErrorList id={errorId} errors={errors} />
    </div>
  );
}

export function TextareaField({
  label,
  textareaProps,
  errors,
  className,
}: {
  label: ReactNode;
  textareaProps: React.TextareaHTMLAttributes<HTMLTextAreaElement> & { key?: string | null };
  errors?: ListOfErrors;
  className?: string;
}) {
  const fallbackId = useId();
  const { key, ...props } = textareaProps;
  const id = props.id ?? fallbackId;
  const errorId = errors?.length ? `${id}-error` : undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-700">{label}</label>
      <textarea
        key={key ?? undefined}
        id={id}
        aria-invalid={errorId ? true : undefined}
        aria-describedby={errorId}
        className={inputClass}
        {...props}
      />
      <ErrorList id={errorId} errors={errors} />
    </div>
  );
}

export function SelectField({
  label,
  selectProps,
  options,
  errors,
  className,
}: {
  label: ReactNode;
  selectProps: React.SelectHTMLAttributes<HTMLSelectElement> & { key?: string | null };
  options: ReadonlyArray<{ value: string; label: string; disabled?: boolean }>;
  errors?: ListOfErrors;
  className?: string;
}) {
  const fallbackId = useId();
  const { key, ...props } = selectProps;
  const id = props.id ?? fallbackId;
  const errorId = errors?.length ? `${id}-error` : undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-700">{label}</label>
      <select
        key={key ?? undefined}
        id={id}
        aria-invalid={errorId ? true : undefined}
        aria-describedby={errorId}
        className={inputClass}
        {...props}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value} disabled={o.disabled}>{o.label}</option>
        ))}
      </select>
      <ErrorList id={errorId} errors={errors} />
    </div>
  );
}

/** True while this route's form (optionally with a given intent) is being submitted. */
export function useIsPending({ formAction, intent }: { formAction?: string; intent?: string } = {}) {
  const contextualAction = useFormAction();
  const navigation = useNavigation();
  const action = formAction ?? contextualAction;
  return (
    navigation.state !== "idle" &&
    navigation.formMethod?.toUpperCase() !== "GET" &&
    navigation.formAction === action &&
    (intent === undefined || navigation.formData?.get("intent") === intent)
  );
}

export function SubmitButton({
  children,
  pendingText,
  className,
  formAction,
  ...props
}: React.ButtonHTMLAttributes<HTMLButtonElement> & { pendingText?: string; formAction?: string }) {
  const intent = typeof props.value === "string" && props.name === "intent" ? props.value : undefined;
  const pending = useIsPending({ formAction, intent });
  return (
    <button
      type="submit"
      formAction={formAction}
      aria-disabled={pending || undefined}
      className={
        className ??
        "inline-flex items-center justify-center gap-2 rounded-full bg-teal-700 px-6 py-2.5 font-semibold text-white hover:bg-teal-800 disabled:opacity-60 aria-disabled:opacity-70"
      }
      {...props}
      onClick={(e) => {
        // A second click while pending would submit twice.
        if (pending) e.preventDefault();
        props.onClick?.(e);
      }}
    >
      {pending ? <Spinner /> : null}
      {pending && pendingText ? pendingText : children}
    </button>
  );
}

export function Spinner() {
  return (
    <span aria-hidden="true" className="inline-block h-4 w-4 animate-spin rounded-full border-2 border-current border-t-transparent" />
  );
}

/** What a public form's action answers: Conform's `submission.reply()` (made on the server). */
export type FormReply = SubmissionResult<string[]>;

/**
 * The browser half of a server-validated form (ADR 0180): no schema and no Conform in the page.
 * Reads the action's reply: the values to render again (without JS the page is rendered anew,
 * so every typed field comes back from `initialValue`; with JS the inputs keep what was typed),
 * each field's errors (shown next to it, aria-invalid + aria-describedby through Field), the
 * form-level errors, and a reset after a success (`reply({ resetForm: true })`). A field's error
 * is hidden once the user edits that field; the server checks it again on the next submit.
 */
export function useFormReply(id: string, reply: FormReply | null | undefined, defaults: Record<string, string> = {}) {
  const [edited, setEdited] = useState<ReadonlySet<string>>(() => new Set());
  const [resets, setResets] = useState(0);
  useEffect(() => {
    setEdited(new Set());
    if (reply && reply.initialValue === null) setResets((n) => n + 1);
  }, [reply]);
  const values = (reply?.initialValue ?? defaults) as Record<string, unknown>;
  const errors = (name: string) => (edited.has(name) ? undefined : (reply?.error?.[name] ?? undefined));
  const value = (name: string) => {
    const v = values[name];
    return Array.isArray(v) ? v.map(String) : typeof v === "string" ? v : undefined;
  };
  const formErrors = reply?.error?.[""] ?? undefined;
  return {
    /** Give as the <Form>'s key: a new form (empty fields) after a reset. */
    formKey: resets,
    /** Spread on the <Form>. */
    form: {
      id,
      noValidate: true,
      "aria-describedby": formErrors?.length ? `${id}-form-error` : undefined,
      onInput: (e: FormEvent<HTMLFormElement>) => {
        const name = (e.target as HTMLInputElement).name;
        if (name && !edited.has(name)) setEdited((prev) => new Set(prev).add(name));
      },
    },
    formErrors,
    formErrorId: `${id}-form-error`,
    errors,
    value,
    /** id, name and the value to show again, for an <input>, <select> or <textarea>. */
    field: (name: string) => {
      const v = value(name);
      return { id: `${id}-${name}`, name, defaultValue: Array.isArray(v) ? v[0] : v };
    },
  };
}
