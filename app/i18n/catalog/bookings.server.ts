// The words the server computes for a reservation line (issue 44, ADR 0391): its quantity with
// its unit, who cancelled it, and a time written with its zone. Ids are `bookings.<key>`.
import { defineMessages } from "~/i18n/catalog/define";

export const bookings = defineMessages({
  // A line's quantity (reservationRow of app/supplier/reservations.server.ts): by the product's unit.
  quantityPerson: { en: "{count} pax", id: "{count} orang" },
  quantityDay: { en: "{count} day", id: "{count} hari" },
  quantityHour: { en: "{count} hour", id: "{count} jam" },
  // Who cancelled, as the planner reads it (app/checkout/views.server.ts).
  byYou: { en: "you", id: "Anda" },
  byTheVenue: { en: "the venue", id: "venue" },
  // ... as the vendor reads it (CANCELLED_BY_LABELS of app/supplier/reservations.server.ts; issue 42).
  byThePlanner: { en: "the planner", id: "pemesan" },
  byTheSystem: { en: "the system (balance not paid in time)", id: "sistem (pelunasan tidak dibayar tepat waktu)" },
  // ... as the admin reads it (CANCELLED_BY_LABELS of app/cancellations/line-cancellations.server.ts).
  byPlanner: { en: "Planner", id: "Perencana acara" },
  byVendor: { en: "Vendor", id: "Vendor" },
  byAdmin: { en: "Admin", id: "Admin" },
  byAdminNamed: { en: "{by} ({email})", id: "{by} ({email})" },
  byLapse: { en: "Automatic (balance not paid)", id: "Otomatis (sisa pembayaran tidak dibayar)" },
  byLate: { en: "Automatic (paid after the release)", id: "Otomatis (dibayar setelah reservasi dilepas)" },
  // A date and time the admin console writes with its zone (the audit log, deleted lines).
  atBaliTime: { en: "{at} (Bali time)", id: "{at} (WITA)" },
});
