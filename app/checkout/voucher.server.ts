// What the voucher adds to an invoice: where each venue is and whom to call, and the booking as
// calendar events. Shown only on a paid invoice's voucher, to whoever may see the invoice
// (the vendor's phone is kept from planners until they have paid, like the masked messages).
import { eq, inArray } from "drizzle-orm";
import { getCurrentUser } from "~/accounts/session.server";
import { publicVenue } from "~/catalog/product.server";
import { reservationCalendar, reservationEventUid, type ReservationEvent } from "~/checkout/calendar.server";
import { invoicePaths, loadInvoiceForViewer, type InvoiceWithLines } from "~/payments/invoice.server";
import { getDb, tables } from "~/db.server";
import { BRAND } from "~/utils/constants";
import { formatTimeOfDay } from "~/utils/format";
import { displayPhone } from "~/utils/phone";
import { fullAddress } from "~/utils/text";
import { fill } from "~/i18n/config";
import { strings } from "~/i18n/strings.server";
import { dateTimeIn, invoiceLanguage } from "~/mail/mail-language.server";

export type VenueContact = {
  id: number;
  name: string;
  address: string;
  /** Address, district and "Bali", each once (issue 42). */
  fullAddress: string;
  location: string;
  /** The vendor's own map link when it is http(s), else a map search for the position or address. */
  mapUrl: string;
  phone: string;
  contactPerson: string;
};

function mapSearch(query: string) {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}

/** The venues of an invoice's lines, in the order they are first booked. */
export async function venueContacts(invoice: InvoiceWithLines): Promise<VenueContact[]> {
  const ids = [...new Set(invoice.lines.map((l) => l.venueId))];
  if (!ids.length) return [];
  const rows = await getDb()
      .select({ venue: tables.venues, supplier: tables.suppliers })
      .from(tables.venues)
      .innerJoin(tables.suppliers, eq(tables.suppliers.id, tables.venues.supplierId))
      .where(inArray(tables.venues.id, ids));
  return ids.flatMap((id) => {
    const row = rows.find((r) => r.venue.id === id);
    if (!row) return [];
    const v = publicVenue(row.venue);
    const mapUrl =
      v.maps ?? (v.position ? mapSearch(`${v.position.lat},${v.position.lng}`) : mapSearch(`${v.name}, ${fullAddress(v.address, v.location)}`));
    // The address composed once and the phone as people read it (issue 42); tel: links strip the spaces.
    return [{ id, name: v.name, address: v.address, fullAddress: fullAddress(v.address, v.location), location: v.location, mapUrl, phone: displayPhone(row.supplier.phone), contactPerson: row.supplier.contactPerson.trim() }];
  });
}

/** The invoice's lines (or one of them) as an .ics calendar, in Bali time. Null for an unknown line. */
export async function invoiceCalendar(invoice: InvoiceWithLines, origin: string, lineId?: number | null, now = new Date()): Promise<string | null> {
  const lines = lineId == null ? invoice.lines : invoice.lines.filter((l) => l.id === lineId);
  if (!lines.length) return null;
  const venues = await venueContacts(invoice);
  const voucherUrl = `${origin}${invoicePaths(invoice).voucher}`;
  // The event texts in the invoice's language (issue 27, ADR 0327).
  const lang = invoiceLanguage(invoice);
  const t = strings(lang, "documents");
  const events = lines.map((line): ReservationEvent => {
    const venue = venues.find((v) => v.id === line.venueId);
    const contact = venue ? [venue.contactPerson, venue.phone].filter(Boolean).join(", ") : "";
    return {
      uid: reservationEventUid(line.id, origin),
      startsAt: line.startsAt,
      endsAt: line.endsAt,
      summary: fill(t.icsSummary, { what: line.eventName || line.productName, venue: line.venueName }),
      location: [line.subVenueName, line.venueName, venue?.address || venue?.location].filter(Boolean).join(", "),
      description: [
        `${line.productName}, ${line.subVenueName}, ${line.venueName}.`,
        fill(t.icsWhen, { from: dateTimeIn(lang, line.startsAt), to: formatTimeOfDay(line.endsAt, lang) }),
        fill(t.icsVoucher, { voucherNo: invoice.voucherNo ?? invoice.invoiceNo, link: voucherUrl }),
        contact ? fill(t.icsVenueContact, { contact }) : "",
        venue ? fill(t.icsMap, { link: venue.mapUrl }) : "",
        line.acknowledge ? t.icsConfirmed : t.icsWaiting,
        fill(t.icsBookedThrough, { brand: BRAND }),
      ]
        .filter(Boolean)
        .join("\n"),
      url: voucherUrl,
      confirmed: line.acknowledge,
      cancelled: !!line.cancelledAt,
    };
  });
  return reservationCalendar(`${BRAND} ${invoice.voucherNo ?? invoice.invoiceNo}`, events, now);
}

/** The invoice of /voucher/{invoiceNo} (and its calendar) for this request's viewer: owner, admin or the link's token; else 404. */
export async function requireVoucherInvoice(request: Request, invoiceNo: string | undefined): Promise<InvoiceWithLines> {
  const user = await getCurrentUser(request);
  const token = new URL(request.url).searchParams.get("token");
  const invoice = await loadInvoiceForViewer(invoiceNo, { user, token });
  if (!invoice) throw new Response("Not Found", { status: 404 });
  return invoice;
}
