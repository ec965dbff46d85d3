// The message form (MessageComposer), on its own: the product page's "Message the venue" panel
// takes only this, not the inbox and thread of app/components/messages.tsx (ADR 0371).
import type { SubmissionResult } from "@conform-to/react";
import type { useFetcher } from "@remix-run/react";
import { Form } from "~/components/form";
import { useState } from "react";
import { ErrorList, SubmitButton } from "~/components/forms";
import { MESSAGE_MAX, MESSAGE_TEXTS, messageBodyError } from "~/messages/message-rules";
import { fill } from "~/i18n/config";
import { useLang } from "~/i18n/use-strings";
import { formatNumber } from "~/utils/format";
import { COMPOSER_ENGLISH, type ComposerLabels } from "~/i18n/english/message-composer";

type ComposerProps = {
  id: string;
  action: string;
  lastResult?: SubmissionResult<string[]> | null;
  defaultValue?: string;
  hidden?: Record<string, string>;
  submitLabel?: string;
  label?: string;
  /** With JS, submit through a fetcher so errors show in place (the page stays). */
  fetcher?: ReturnType<typeof useFetcher>;
  /** The hint and pending words in the page's language (English on pages not yet translated). */
  labels?: ComposerLabels;
};

export type { ComposerLabels };

/** The browser's check in the page's language. */
const localBodyError = (labels: ComposerLabels, text: string) => {
  const error = messageBodyError(text);
  return error === MESSAGE_TEXTS.empty ? labels.messageEmpty : error === MESSAGE_TEXTS.tooLong ? labels.messageTooLong : error;
};

/**
 * The message form: a "Message" text box and a "Send message" button; works without JS. The
 * browser checks the rule before sending (plain functions, no Conform or Zod in the bundle);
 * the server's answer (Conform's SubmissionResult from MessageSchema) shows next to the box.
 */
export function MessageComposer({ id, action, lastResult, defaultValue, hidden, submitLabel = "Send message", label = "Message", fetcher, labels = COMPOSER_ENGLISH }: ComposerProps) {
  const lang = useLang();
  const [clientError, setClientError] = useState<string | null>(null);
  const [length, setLength] = useState(defaultValue?.length ?? 0);
  const FormComponent = fetcher ? fetcher.Form : Form;
  const textareaId = `${id}-body`;
  const fieldErrors = clientError ? [clientError] : lastResult?.error?.body ?? undefined;
  const formErrors = lastResult?.error?.[""];
  const errorId = fieldErrors?.length ? `${textareaId}-error` : undefined;
  return (
    <FormComponent
      method="post"
      action={action}
      id={id}
      noValidate
      className="space-y-1"
      onSubmit={(event) => {
        const error = localBodyError(labels, String(new FormData(event.currentTarget).get("body") ?? ""));
        setClientError(error);
        if (error) event.preventDefault();
      }}
    >
      {hidden ? Object.entries(hidden).map(([name, value]) => <input key={name} type="hidden" name={name} value={value} />) : null}
      {formErrors?.length ? (
        <p role="alert" className="rounded-lg border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-900">{formErrors.join(" ")}</p>
      ) : null}
      <label htmlFor={textareaId} className="block text-sm font-medium text-slate-700">{label}</label>
      <textarea
        name="body"
        id={textareaId}
        rows={4}
        required
        // After a refused no-JS send, what was typed comes back from the server's answer.
        defaultValue={(typeof lastResult?.initialValue?.body === "string" ? lastResult.initialValue.body : undefined) ?? defaultValue ?? ""}
        aria-invalid={errorId ? true : undefined}
        aria-describedby={errorId ? `${errorId} ${textareaId}-hint` : `${textareaId}-hint`}
        onInput={(e) => {
          setLength(e.currentTarget.value.length);
          if (clientError) setClientError(localBodyError(labels, e.currentTarget.value));
        }}
        className="field aria-[invalid=true]:border-red-500"
      />
      <div className="flex items-start justify-between gap-3">
        <ErrorList id={errorId} errors={fieldErrors} />
        <p id={`${textareaId}-hint`} className={`shrink-0 pt-0.5 text-xs ${length > MESSAGE_MAX ? "text-red-700" : "text-slate-500"}`}>
          {length > 0
            ? fill(labels.messageCount, { n: formatNumber(length, lang), max: formatNumber(MESSAGE_MAX, lang) })
            : fill(labels.messageUpTo, { max: formatNumber(MESSAGE_MAX, lang) })}
        </p>
      </div>
      <SubmitButton pendingText={labels.messageSending} formAction={fetcher ? undefined : action}>{submitLabel}</SubmitButton>
    </FormComponent>
  );
}
