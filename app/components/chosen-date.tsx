// The chosen date in the site's format (DD/MM/YYYY) under a native date picker, which shows the
// browser's format (often mm/dd/yyyy) beside lists written DD/MM/YYYY (issue 26). Rendered on
// the server with the value when there is one; with JS it follows the picker as it changes.
import { isoDateLabel } from "~/utils/format";

export function ChosenDate({ inputId, value, format = "DD/MM/YYYY" }: { inputId: string; value: string; format?: string }) {
  const label = isoDateLabel(value);
  return (
    <output htmlFor={inputId} className="mt-1 block min-h-5 text-sm text-slate-600" data-testid="chosen-date">
      {label ? `${label} (${format})` : ""}
    </output>
  );
}
