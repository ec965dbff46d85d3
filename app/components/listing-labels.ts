// The listing pages' words for the shared pieces (inclusion editor), from the "listing" strings.
import type { InclusionEditorLabels } from "~/components/inclusion-editor";
import type { Strings } from "~/i18n/strings.server";

/** The English editor's words, or the Indonesian editor's (its own names, so no control shares one). */
export function inclusionEditorLabels(t: Strings<"listing">, written: "en" | "id"): InclusionEditorLabels {
  const id = written === "id";
  return {
    onePerLine: t.onePerLine,
    hint: t.inclusionHint,
    placeholder: id ? t.inclusionPlaceholderId : t.inclusionPlaceholder,
    itemN: id ? t.itemNId : t.itemN,
    moveUp: t.moveUp,
    moveDown: t.moveDown,
    removeItem: t.removeItem,
    remove: t.remove,
    empty: t.noInclusions,
    newPlaceholder: id ? t.newInclusionPlaceholderId : t.newInclusionPlaceholder,
    newItem: id ? t.newInclusionId : t.newInclusion,
    add: id ? t.addInclusionId : t.addInclusion,
  };
}
