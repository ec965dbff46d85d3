// The product's inclusions, one per line (ADR 0221). Without JavaScript: a textarea, one
// inclusion per line (reorder by moving lines). With JavaScript: a list with add, remove, up and
// down; the same `inclusion` field (lines joined by newlines) is posted either way.
import { useEffect, useId, useState } from "react";
import { ErrorList, TextareaField, type ListOfErrors } from "~/components/forms";
import { inclusionItems, INCLUSION_MAX_LENGTH } from "~/supplier/inclusions";

/** The editor's words (English defaults); a page in another language, or a second editor, passes its own. */
export const INCLUSION_EDITOR_LABELS = {
  onePerLine: "{label} (one per line)",
  hint: "One inclusion per line, in the order planners should read them.",
  placeholder: "Projector and screen\nCoffee break twice a day\nFree Wi-Fi",
  itemN: "Inclusion {n}",
  moveUp: "Move {item} up",
  moveDown: "Move {item} down",
  removeItem: "Remove {item}",
  remove: "Remove",
  empty: "No inclusions yet.",
  newPlaceholder: "e.g. Projector and screen",
  newItem: "New inclusion",
  add: "Add inclusion",
};
export type InclusionEditorLabels = typeof INCLUSION_EDITOR_LABELS;

const put = (template: string, values: Record<string, string | number>) => template.replace(/\{(\w+)\}/g, (whole, k: string) => (k in values ? String(values[k]) : whole));

const buttonClass = "rounded border border-slate-300 px-2 py-1 text-xs font-semibold hover:bg-slate-50 disabled:opacity-40";

export function InclusionEditor({
  name,
  id,
  defaultValue,
  errors,
  label,
  className,
  labels = INCLUSION_EDITOR_LABELS,
  lang,
}: {
  name: string;
  id: string;
  defaultValue: string;
  errors?: ListOfErrors;
  label: string;
  className?: string;
  labels?: InclusionEditorLabels;
  /** The language the inclusions are written in, when not the page's (screen readers read them in it). */
  lang?: string;
}) {
  const [hydrated, setHydrated] = useState(false);
  const [items, setItems] = useState(() => inclusionItems(defaultValue));
  const [draft, setDraft] = useState("");
  const headingId = useId();
  useEffect(() => setHydrated(true), []);

  const hint = labels.hint;
  if (!hydrated) {
    return (
      <div className={className}>
        <TextareaField
          label={put(labels.onePerLine, { label })}
          textareaProps={{ id, name, defaultValue, rows: 6, placeholder: labels.placeholder, lang }}
          errors={errors}
        />
      </div>
    );
  }

  const move = (from: number, to: number) =>
    setItems((list) => {
      if (to < 0 || to >= list.length) return list;
      const next = [...list];
      [next[from], next[to]] = [next[to], next[from]];
      return next;
    });
  const add = () => {
    const value = draft.replace(/\s+/g, " ").trim();
    if (!value) return;
    setItems((list) => [...list, value]);
    setDraft("");
  };
  const errorId = errors?.length ? `${id}-error` : undefined;

  return (
    <fieldset className={className} aria-describedby={errorId}>
      <legend id={headingId} className="mb-1 block text-sm font-medium text-slate-700">{label}</legend>
      <p className="mb-2 text-xs text-slate-500">{hint}</p>
      {/* A typed inclusion not yet added is kept too: nothing typed is lost on Save. */}
      <input type="hidden" name={name} value={[...items, draft.trim()].filter(Boolean).join("\n")} />
      {items.length ? (
        <ol className="space-y-1" data-testid={lang === "id" ? "inclusion-list-id" : "inclusion-list"}>
          {items.map((item, i) => (
            <li key={`${i}-${item}`} className="flex items-center gap-2">
              <input
                aria-label={put(labels.itemN, { n: i + 1 })}
                lang={lang}
                defaultValue={item}
                maxLength={INCLUSION_MAX_LENGTH}
                onBlur={(e) => {
                  const value = e.currentTarget.value.replace(/\s+/g, " ").trim();
                  setItems((list) => (value ? list.map((x, j) => (j === i ? value : x)) : list.filter((_, j) => j !== i)));
                }}
                className="min-w-0 flex-1 rounded-md border border-slate-300 px-2 py-1 text-sm"
              />
              <button type="button" className={buttonClass} onClick={() => move(i, i - 1)} disabled={i === 0} aria-label={put(labels.moveUp, { item })}>↑</button>
              <button type="button" className={buttonClass} onClick={() => move(i, i + 1)} disabled={i === items.length - 1} aria-label={put(labels.moveDown, { item })}>↓</button>
              <button type="button" className={`${buttonClass} text-red-700`} onClick={() => setItems((list) => list.filter((_, j) => j !== i))} aria-label={put(labels.removeItem, { item })}>
                {labels.remove}
              </button>
            </li>
          ))}
        </ol>
      ) : (
        <p className="text-sm text-slate-600">{labels.empty}</p>
      )}
      <div className="mt-2 flex gap-2">
        <input
          id={id}
          value={draft}
          maxLength={INCLUSION_MAX_LENGTH}
          placeholder={labels.newPlaceholder}
          aria-label={labels.newItem}
          lang={lang}
          onChange={(e) => setDraft(e.currentTarget.value)}
          onKeyDown={(e) => {
            if (e.key === "Enter") {
              e.preventDefault(); // Enter adds the inclusion instead of submitting the form
              add();
            }
          }}
          className="min-w-0 flex-1 rounded-md border border-slate-300 px-2 py-1 text-sm"
        />
        <button type="button" onClick={add} className="rounded-full border border-teal-700 px-4 py-1 text-sm font-semibold text-teal-800 hover:bg-teal-50">
          {labels.add}
        </button>
      </div>
      <ErrorList id={errorId} errors={errors} />
    </fieldset>
  );
}
