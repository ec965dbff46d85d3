// E-mails, PDFs and calendar files in their reader's language (issue 27, ADRs 0322 and 0327): a
// booking's in the invoice's language (the checkout page's; for /v1 the account's), an account
// mail in the account's (users.language), a vendor's in the vendor user's. Money stays
// Rp 1.500.000 in both.
import { eq } from "drizzle-orm";
import { PDFParse } from "pdf-parse";
import { beforeAll, describe, expect, it } from "vitest";
import { registerAccount, requestPasswordReset } from "~/accounts/accounts.server";
import { createAccessToken } from "~/accounts/api-auth.server";
import { addToCart, type CartOwner } from "~/cart/cart.server";
import { cancelBooking } from "~/cancellations/cancellation.server";
import { checkout } from "~/checkout/checkout.server";
import { getInvoiceWithLines } from "~/checkout/invoice.server";
import { invoiceCalendar } from "~/checkout/voucher.server";
import type { DB } from "~/db.server";
import * as s from "~/db/schema";
import { DICTIONARIES } from "~/i18n/strings.server";
import { markInvoicePaid } from "~/payments/invoice-status.server";
import { calendarFeed } from "~/supplier/calendar-feed.server";
import { formatRupiah } from "~/utils/format";
import { loader as invoicePdfLoader } from "~/routes/voucher_.$id.invoice[.pdf]";
import { action as apiCheckout } from "~/routes/v1.checkout";
import { bookableProduct, cartInput, daysAhead, makeUser, uniqueContact } from "../support/cart-fixtures";
import { callRoute } from "../support/route-call";
import { freshDatabase } from "../support/test-db";

const ORIGIN = "https://balimice.test";
let db: DB;
beforeAll(async () => {
  db = await freshDatabase();
});

const mailsTo = (email: string) => db.select().from(s.outbox).where(eq(s.outbox.to, email)).all();
/** An .ics file's text with its folded lines joined and its escapes read. */
const unfold = (ics: string) => ics.replace(/\r?\n[ \t]/g, "").replace(/\\n/g, "\n").replace(/\\([,;\\])/g, "$1");

let skip = 0;
function webCheckout(language: "en" | "id", { userId = null as number | null, time = "10:00" } = {}) {
  const owner: CartOwner = userId ? { userId } : { cartSessionId: `guest-${Math.random().toString(36).slice(2)}` };
  const fixture = bookableProduct(db, "Hour", skip++);
  const added = addToCart(owner, cartInput(fixture, { date: daysAhead(8 + skip), time }));
  if (!added.ok) throw new Error(JSON.stringify(added));
  const result = checkout({ owner, userId, contact: uniqueContact(), origin: ORIGIN, language });
  if (!result.ok) throw new Error(result.message);
  return { invoice: result.invoice, fixture };
}

describe("booking e-mails", () => {
  it("an Indonesian web checkout's confirmation and payment mails are in Indonesian; an English one's in English", () => {
    const id = webCheckout("id").invoice;
    const [confirmation] = mailsTo(id.email);
    expect(confirmation.subject).toBe(`Konfirmasi reservasi Bali MICE ${id.invoiceNo}`);
    expect(confirmation.text).toContain(`Yth. ${id.name},`);
    expect(confirmation.text).toContain(`Terima kasih atas reservasi Anda. Invoice ${id.invoiceNo}`);
    expect(confirmation.text).toContain("Kebijakan pembatalan");
    expect(confirmation.text).toContain(`Total keseluruhan: ${formatRupiah(id.totalCost)}`);
    expect(confirmation.text).not.toMatch(/Thank you|Grand total|Bali time/);

    db.transaction((tx) => markInvoicePaid(tx, id, { origin: ORIGIN }));
    const paid = mailsTo(id.email).find((m) => m.id !== confirmation.id)!;
    expect(paid.subject).toMatch(/^Voucher Bali MICE Anda /);
    expect(paid.text).toContain(`Terima kasih, pembayaran Anda untuk invoice ${id.invoiceNo}`);
    expect(paid.text).toContain(`Total dibayar: ${formatRupiah(id.totalCost)}`);
    expect(paid.text).toContain("(WITA)");

    const en = webCheckout("en").invoice;
    const [english] = mailsTo(en.email);
    expect(english.subject).toBe(`Bali MICE booking confirmation ${en.invoiceNo}`);
    expect(english.text).toContain("Thank you for your reservation.");
    db.transaction((tx) => markInvoicePaid(tx, en, { origin: ORIGIN }));
    expect(mailsTo(en.email).find((m) => m.id !== english.id)!.text).toContain(`Thank you, your payment for invoice ${en.invoiceNo}`);
  });

  it("a vendor reads the booking notice in the vendor user's language", () => {
    const { fixture } = webCheckout("en");
    const vendor = db
      .select({ userId: s.suppliers.userId, email: s.users.email })
      .from(s.subVenues)
      .innerJoin(s.venues, eq(s.venues.id, s.subVenues.venueId))
      .innerJoin(s.suppliers, eq(s.suppliers.id, s.venues.supplierId))
      .innerJoin(s.users, eq(s.users.id, s.suppliers.userId))
      .where(eq(s.subVenues.id, fixture.subVenue.id))
      .get()!;
    db.update(s.users).set({ language: "id" }).where(eq(s.users.id, vendor.userId)).run();
    try {
      skip--; // the same vendor's room again, later that day
      const { invoice } = webCheckout("en", { time: "14:00" });
      const notice = mailsTo(vendor.email).find((m) => m.subject.includes(invoice.invoiceNo))!;
      expect(notice.subject).toBe(`Reservasi baru ${invoice.invoiceNo}: mohon konfirmasi`);
      expect(notice.text).toContain("Menunggu Pembayaran");
      // The booker of the same checkout still reads English.
      expect(mailsTo(invoice.email)[0].subject).toBe(`Bali MICE booking confirmation ${invoice.invoiceNo}`);
    } finally {
      db.update(s.users).set({ language: "en" }).where(eq(s.users.id, vendor.userId)).run();
    }
  });
});

describe("account e-mails", () => {
  it("a sign-up from an Indonesian page gets its activation in Indonesian, and the account keeps the language", async () => {
    const email = `daftar.${Math.random().toString(36).slice(2, 8)}@example.test`;
    await registerAccount({ firstName: "Putu", lastName: "Sari", email, password: "kopi-luwak-sawah-2026" }, { origin: ORIGIN, asSupplier: false, lang: "id" });
    const [activation] = mailsTo(email);
    expect(activation.subject).toBe("Aktifkan akun Bali MICE Anda");
    expect(activation.text).toContain("Silakan aktifkan akun Anda dengan tautan ini:");
    expect(db.select().from(s.users).where(eq(s.users.email, email)).get()!.language).toBe("id");
  });

  it("a user whose account is in Indonesian gets the password reset in Indonesian, and an English page's booking in English", async () => {
    const user = makeUser(db, "ayu", { language: "id", isCustomer: true });
    await requestPasswordReset(user.email, ORIGIN);
    const [reset] = mailsTo(user.email);
    expect(reset.subject).toBe("Atur ulang kata sandi Bali MICE Anda");
    expect(reset.text).toContain("Halo ayu,");
    expect(reset.text).toContain("Tautan ini hanya berlaku sekali dan selama");

    // Checked out on an English page: the booking's mails follow the invoice (ADR 0327), not the account.
    const { invoice } = webCheckout("en", { userId: user.id });
    expect(mailsTo(invoice.email)[0].subject).toBe(`Bali MICE booking confirmation ${invoice.invoiceNo}`);

    // The forgot-password form of an English page answers in English.
    await requestPasswordReset(user.email, ORIGIN, "en");
    expect(mailsTo(user.email).map((m) => m.subject)).toContain("Reset your Bali MICE password");
  });

  it("a signed-in planner with an English account who checks out on an Indonesian page gets Indonesian booking mails", async () => {
    const user = makeUser(db, "wayan", { language: "en", isCustomer: true });
    const { invoice } = webCheckout("id", { userId: user.id });
    const [confirmation] = mailsTo(invoice.email);
    expect(confirmation.subject).toBe(`Konfirmasi reservasi Bali MICE ${invoice.invoiceNo}`);
    expect(confirmation.text).toContain(`Terima kasih atas reservasi Anda. Invoice ${invoice.invoiceNo}`);

    const cancelled = await cancelBooking({ invoiceId: invoice.id, lineIds: [], by: { kind: "planner", userId: user.id }, reason: "", origin: ORIGIN });
    expect(cancelled).toMatchObject({ ok: true, released: true });
    const mail = mailsTo(invoice.email).find((m) => m.subject.includes("dibatalkan"))!;
    expect(mail.subject).toBe(`Reservasi Bali MICE dibatalkan ${invoice.invoiceNo}`);
    expect(mail.text).toContain("tidak ada tagihan");

    // Account mails keep the account's language.
    await requestPasswordReset(user.email, ORIGIN);
    expect(mailsTo(user.email).map((m) => m.subject)).toContain("Reset your Bali MICE password");
  });

  it("a /v1 checkout writes the signed-in booker's account language on the invoice, and its mails follow it", async () => {
    const user = makeUser(db, "made", { language: "id", isCustomer: true });
    const fixture = bookableProduct(db, "Hour", skip++);
    const added = addToCart({ userId: user.id }, cartInput(fixture, { date: daysAhead(8 + skip), time: "10:00" }));
    if (!added.ok) throw new Error(JSON.stringify(added));
    const contact = uniqueContact();
    const response = await callRoute(
      apiCheckout,
      new Request(`${ORIGIN}/v1/checkout`, { method: "POST", headers: { "api-key": createAccessToken(user.id), "content-type": "application/json" }, body: JSON.stringify(contact) }),
    );
    expect(response.status).toBe(201);
    const { invoiceNo } = (await response.json()).data;
    expect(db.select().from(s.invoices).where(eq(s.invoices.invoiceNo, invoiceNo)).get()!.language).toBe("id");
    expect(mailsTo(contact.email)[0].subject).toBe(`Konfirmasi reservasi Bali MICE ${invoiceNo}`);
  });
});

describe("documents and calendars", () => {
  it("the invoice PDF of an Indonesian invoice has Indonesian labels and month names", async () => {
    const { invoice } = webCheckout("id");
    // Issued on Independence Day: August is "Agu" in Indonesian.
    db.update(s.invoices).set({ createdAt: new Date(Date.UTC(2026, 7, 17, 1, 30)) }).where(eq(s.invoices.id, invoice.id)).run();
    const response = await callRoute(invoicePdfLoader, new Request(`${ORIGIN}/voucher/${invoice.invoiceNo}/invoice.pdf?token=${encodeURIComponent(invoice.accessToken)}`), { id: invoice.invoiceNo });
    expect(response.status).toBe(200);
    const parser = new PDFParse({ data: new Uint8Array(await response.arrayBuffer()) });
    const text = (await parser.getText()).text.replace(/\s+/g, " ");
    await parser.destroy();
    expect(text).toContain("Tanggal invoice 17 Agu 2026");
    expect(text).toContain(`Nomor invoice ${invoice.invoiceNo}`);
    expect(text).toContain(`Total Keseluruhan ${formatRupiah(invoice.totalCost)}`);
    expect(text).toContain("Cara membayar");
    expect(text).toContain("Halaman 1 dari 1");
    expect(text).not.toMatch(/Invoice date|Grand Total|Aug 2026/);
  });

  it("the voucher's .ics and the vendor's feed carry their owner's language", () => {
    const { invoice, fixture } = webCheckout("id");
    db.transaction((tx) => markInvoicePaid(tx, invoice, { origin: ORIGIN }));
    const ics = unfold(invoiceCalendar(getInvoiceWithLines(invoice.invoiceNo)!, ORIGIN)!);
    expect(ics).toContain("SUMMARY:Annual meeting di ");
    expect(ics).toContain("(WITA).");
    expect(ics).toContain("Dipesan melalui Bali MICE.");
    expect(ics).not.toContain("Booked through");

    const supplier = db
      .select({ id: s.suppliers.id, userId: s.suppliers.userId })
      .from(s.subVenues)
      .innerJoin(s.venues, eq(s.venues.id, s.subVenues.venueId))
      .innerJoin(s.suppliers, eq(s.suppliers.id, s.venues.supplierId))
      .where(eq(s.subVenues.id, fixture.subVenue.id))
      .get()!;
    expect(unfold(calendarFeed(supplier.id, ORIGIN))).toContain(`Booked by ${invoice.name}`);
    db.update(s.users).set({ language: "id" }).where(eq(s.users.id, supplier.userId)).run();
    try {
      const feed = unfold(calendarFeed(supplier.id, ORIGIN));
      expect(feed).toContain(`Dipesan oleh ${invoice.name}`);
      expect(feed).toContain(`Invoice ${invoice.invoiceNo}: Lunas, belum dikonfirmasi`);
      expect(feed).not.toContain("Booked by");
    } finally {
      db.update(s.users).set({ language: "en" }).where(eq(s.users.id, supplier.userId)).run();
    }
  });
});

describe("the mail and documents dictionaries", () => {
  it("keep the mails' English texts", () => {
    expect(DICTIONARIES.mail.en.confirmationSubject).toBe("{brand} booking confirmation {invoiceNo}");
    expect(DICTIONARIES.documents.en.grandTotal).toBe("Grand Total");
  });
});
