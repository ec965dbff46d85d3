// The view of a reservation line the checkout's pages show (app/checkout/views.server.ts makes
// it, app/components/reservation.tsx renders it): a type below the components (ADR 0390).
import type { PolicyView } from "~/terms/cancellation-policies";

/** A reservation line as the pages show it (dates already formatted on the server). */
export type LineView = {
  id: number;
  productId: number;
  productName: string;
  venueName: string;
  subVenueName: string;
  /** Sanitized vendor HTML. */
  inclusion: string;
  setupLabel: string;
  when: string;
  eventName: string;
  note: string;
  price: number;
  qty: number;
  unitLabel: string;
  totalPrice: number;
  /** Whether the price includes tax and service charge, in words (ADR 0263). */
  taxAndService?: string;
  problem?: string | null;
  /** The venue's answer to a booked line (invoices only): acknowledged, or paid and awaited. */
  venueStatus?: "confirmed" | "waiting" | null;
  /** The line's cancellation tier (booked lines: the one copied at checkout). */
  policy?: PolicyView;
  /** Set once the line is cancelled: when, by whom, and its refund. */
  cancellation?: { at: string; by: string; reason: string; refund: { amount: number; label: string; reference: string | null } | null } | null;
  /** Where the planner cancels this line, while it may. */
  cancelPath?: string | null;
  /** Why it can no longer be cancelled online (from the day before the event). */
  cancelClosed?: boolean;
  /** Where the planner asks to move this line, while it may (issue 40: offered wherever Cancel is). */
  dateChangePath?: string | null;
  /** A date change waits for the venue's answer. */
  dateChangeRequested?: boolean;
};
