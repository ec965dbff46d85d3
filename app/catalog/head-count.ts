// The group's head count (the search's `pax`, issue 42): the price of a per-person package for
// that many people, with the minimum order applied. Shared by the result cards and the product
// page (browser and server), so both say the same amount.

/** The `pax` of a query string: a whole number of people from 1 to 100,000, else null. */
export function headCountOf(value: string | null | undefined): number | null {
  if (!value || !/^\d{1,6}$/.test(value.trim())) return null;
  const n = Number(value.trim());
  return n >= 1 && n <= 100_000 ? n : null;
}

/** The minimum order of a package: the room's minimum head count for a per-person price, else 1. */
export function minimumOrder(item: { unit: string; minCapacity: number }): number {
  return item.unit === "Person" ? Math.max(1, item.minCapacity) : 1;
}

export type HeadCountPrice = {
  /** The group's head count. */
  pax: number;
  /** What is booked: the head count, or the minimum order when the group is smaller. */
  qty: number;
  total: number;
  belowMinimum: boolean;
};

/** The price for `pax` people of a per-person package (null for a price per hour or day). */
export function headCountPrice(item: { unit: string; finalPrice: number; minQty: number }, pax: number | null): HeadCountPrice | null {
  if (!pax || item.unit !== "Person") return null;
  const qty = Math.max(pax, item.minQty);
  return { pax, qty, total: item.finalPrice * qty, belowMinimum: qty > pax };
}
