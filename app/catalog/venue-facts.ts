// A venue's facts computed from its spaces (issue 42 item 3, ADR 0362): the number of spaces,
// the largest and smallest floor area, and the highest capacity per layout. The vendor no longer
// types them, so they cannot disagree with the spaces listed below them.
import { LAYOUTS, type LayoutValue } from "~/utils/constants";

type Space = {
  dimensionLength: number; dimensionWidth: number;
  maxTheatre: number; maxClassroom: number; maxUshape: number; maxBanquet: number; maxCocktail: number; maxBoard: number;
};

export type VenueFacts = {
  spaces: number;
  /** m², rounded; null without a space with dimensions. */
  largestArea: number | null;
  smallestArea: number | null;
  /** The highest capacity of each layout over the spaces (layouts no space has are left out). */
  maxByLayout: { value: LayoutValue; label: string; capacity: number }[];
};

export function venueFacts(spaces: readonly Space[]): VenueFacts {
  const areas = spaces.map((s) => Math.round(s.dimensionLength * s.dimensionWidth)).filter((a) => a > 0);
  return {
    spaces: spaces.length,
    largestArea: areas.length ? Math.max(...areas) : null,
    smallestArea: areas.length ? Math.min(...areas) : null,
    maxByLayout: LAYOUTS.map((l) => ({ value: l.value, label: l.label, capacity: Math.max(0, ...spaces.map((s) => Number(s[l.column as keyof Space]) || 0)) })).filter(
      (l) => l.capacity > 0,
    ),
  };
}
