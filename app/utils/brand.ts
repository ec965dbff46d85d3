// The brand name, alone in its module: the root and footer (on every page) take it without the
// rest of constants.ts (locations, layouts, limits), which only some pages use (ADR 0371).
export const BRAND = "Bali MICE";
