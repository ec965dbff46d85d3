// Search, filters and sort of the reservation lists (ADR 0143), read from and written to the
// query string so every state is a link and works without JS. Shared by the pages and the CSV.
import { PAYMENT_STATUS_OPTIONS } from "~/db/enums";

export const RESERVATION_SORTS = {
  upcoming: "Event date, upcoming first",
  "event-desc": "Event date, latest first",
  booked: "Booked, newest first",
} as const;
export type ReservationSort = keyof typeof RESERVATION_SORTS;

export type ReservationFilters = {
  q: string;
  paymentStatus: string;
  /** `acknowledged` in the query string (`ack` is the Update Reservation dialog). */
  ack: "" | "yes" | "no";
  from: string;
  to: string;
  /** The admin's venue filter (a vendor's lists are limited to their own venues anyway); 0 = any. */
  venue: number;
  sort: ReservationSort;
};

const ISO = /^\d{4}-\d{2}-\d{2}$/;

/** Unknown or malformed values are ignored (the list shows everything), never an error. */
export function parseReservationFilters(params: URLSearchParams, defaultSort: ReservationSort): ReservationFilters {
  const status = params.get("paymentStatus") ?? "";
  const ack = params.get("acknowledged") ?? "";
  const sort = params.get("sort") ?? "";
  const date = (v: string | null) => (v && ISO.test(v) && !Number.isNaN(Date.parse(v)) ? v : "");
  return {
    q: (params.get("q") ?? "").trim().slice(0, 100),
    paymentStatus: (PAYMENT_STATUS_OPTIONS as readonly string[]).includes(status) ? status : "",
    ack: ack === "yes" || ack === "no" ? ack : "",
    from: date(params.get("from")),
    to: date(params.get("to")),
    venue: /^[1-9]\d{0,9}$/.test(params.get("venue") ?? "") ? Number(params.get("venue")) : 0,
    sort: sort in RESERVATION_SORTS ? (sort as ReservationSort) : defaultSort,
  };
}

/** The filters as query parameters (defaults left out), for links such as the CSV export. */
export function filtersQuery(f: ReservationFilters, defaultSort: ReservationSort): URLSearchParams {
  const out = new URLSearchParams();
  if (f.q) out.set("q", f.q);
  if (f.paymentStatus) out.set("paymentStatus", f.paymentStatus);
  if (f.ack) out.set("acknowledged", f.ack);
  if (f.from) out.set("from", f.from);
  if (f.to) out.set("to", f.to);
  if (f.venue) out.set("venue", String(f.venue));
  if (f.sort !== defaultSort) out.set("sort", f.sort);
  return out;
}
