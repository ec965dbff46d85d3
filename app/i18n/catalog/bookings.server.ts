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
  byBaliMiceLapse: { en: "Bali MICE (balance not paid by its due date)", id: "Bali MICE (pelunasan tidak dibayar sebelum jatuh tempo)" },
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
  // A room already taken for a window (takenMessage of app/availability/availability.server.ts):
  // on one Bali day, or across days (dates with their times).
  bookedOnDay: { en: "{room} is booked on {date} from {from, time} to {to, time}", id: "{room} sudah dipesan pada {date} pukul {from, time} sampai {to, time}" },
  unavailableOnDay: { en: "{room} is not available on {date} from {from, time} to {to, time}", id: "{room} tidak tersedia pada {date} pukul {from, time} sampai {to, time}" },
  bookedAcrossDays: { en: "{room} is booked from {from, time} to {to, time}", id: "{room} sudah dipesan dari {from, time} sampai {to, time}" },
  unavailableAcrossDays: { en: "{room} is not available from {from, time} to {to, time}", id: "{room} tidak tersedia dari {from, time} sampai {to, time}" },
  // A date and time the admin console writes with its zone (the audit log, deleted lines).
  atBaliTime: { en: "{at} (Bali time)", id: "{at} (WITA)" },
});
