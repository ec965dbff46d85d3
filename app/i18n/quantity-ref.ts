// A line's quantity with its unit as the pages show it (issue 44, ADR 0391): "100 pax", "100
// orang", made from the quantity and the stored unit, never English parsed back. Client-safe.
import { msg } from "~/i18n/message-ref";
import { unitLabel } from "~/utils/format";

const QUANTITY_KEYS = { Person: "bookings.quantityPerson", Day: "bookings.quantityDay", Hour: "bookings.quantityHour" } as const;

/** "100 pax", "3 day" as a message reference (rendered by the page; the CSV in English); an unknown unit as plain text. */
export function quantityRef(qty: number, unit: string): string {
  return Object.hasOwn(QUANTITY_KEYS, unit) ? msg(QUANTITY_KEYS[unit as keyof typeof QUANTITY_KEYS], { count: qty }) : `${qty} ${unitLabel(unit)}`;
}
