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
import { getInvoiceWithLines } from "~/payments/invoice.server";
import { invoiceCalendar } from "~/checkout/voucher.server";
import { type DB, tables, first, run, transaction } from "~/db.server";
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

const mailsTo = async (email: string) => await db.select().from(tables.outbox).where(eq(tables.outbox.to, email));
/** An .ics file's text with its folded lines joined and its escapes read. */
const unfold = (ics: string) => ics.replace(/\r?\n[ \t]/g, "").replace(/\\n/g, "\n").replace(/\\([,;\\])/g, "$1");

let skip = 0;
async function webCheckout(language: "en" | "id", { userId = null as number | null, time = "10:00" } = {}) {
  const owner: CartOwner = userId ? { userId } : { cartSessionId: `guest-${Math.random().toString(36).slice(2)}` };
  const fixture = await bookableProduct(db, "Hour", skip++);
  const added = await addToCart(owner, cartInput(fixture, { date: daysAhead(8 + skip), time }));
  if (!added.ok) throw new Error(JSON.stringify(added));
  const result = await checkout({ owner, userId, contact: uniqueContact(), origin: ORIGIN, language });
  if (!result.ok) throw new Error(result.message);
  return { invoice: result.invoice, fixture };
}

describe("booking e-mails", () => {
  it("an Indonesian web checkout's confirmation and payment mails are in Indonesian; an English one's in English", async () => {
    const id = (await webCheckout("id")).invoice;
    const [confirmation] = await mailsTo(id.email);
    expect(confirmation.subject).toBe(`Konfirmasi reservasi Bali MICE ${id.invoiceNo}`);
    expect(confirmation.text).toContain(`Yth. ${id.name},`);
    expect(confirmation.text).toContain(`Terima kasih atas reservasi Anda. Invoice ${id.invoiceNo}`);
    expect(confirmation.text).toContain("Kebijakan pembatalan");
    expect(confirmation.text).toContain(`Total keseluruhan: ${formatRupiah(id.totalCost)}`);
    expect(confirmation.text).not.toMatch(/Thank you|Grand total|Bali time/);

    await transaction(async (tx) => await markInvoicePaid(tx, id, { origin: ORIGIN }));
    const paid = (await mailsTo(id.email)).find((m) => m.id !== confirmation.id)!;
    expect(paid.subject).toMatch(/^Voucher Bali MICE Anda /);
    expect(paid.text).toContain(`Terima kasih, pembayaran Anda untuk invoice ${id.invoiceNo}`);
    expect(paid.text).toContain(`Total dibayar: ${formatRupiah(id.totalCost)}`);
    expect(paid.text).toContain("(WITA)");

    const en = (await webCheckout("en")).invoice;
    const [english] = await mailsTo(en.email);
    expect(english.subject).toBe(`Bali MICE booking confirmation ${en.invoiceNo}`);
    expect(english.text).toContain("Thank you for your reservation.");
    await transaction(async (tx) => await markInvoicePaid(tx, en, { origin: ORIGIN }));
    expect((await mailsTo(en.email)).find((m) => m.id !== english.id)!.text).toContain(`Thank you, your payment for invoice ${en.invoiceNo}`);
  });

  it("a vendor reads the booking notice in the vendor user's language", async () => {
    const { fixture } = await webCheckout("en");
    const vendor = (await first(db
          .select({ userId: tables.suppliers.userId, email: tables.users.email })
          .from(tables.subVenues)
          .innerJoin(tables.venues, eq(tables.venues.id, tables.subVenues.venueId))
          .innerJoin(tables.suppliers, eq(tables.suppliers.id, tables.venues.supplierId))
          .innerJoin(tables.users, eq(tables.users.id, tables.suppliers.userId))
          .where(eq(tables.subVenues.id, fixture.subVenue.id))))!;
    await run((db) => db.update(tables.users).set({ language: "id" }).where(eq(tables.users.id, vendor.userId)));
    try {
      skip--; // the same vendor's room again, later that day
      const { invoice } = await webCheckout("en", { time: "14:00" });
      const notice = (await mailsTo(vendor.email)).find((m) => m.subject.includes(invoice.invoiceNo))!;
      expect(notice.subject).toBe(`Reservasi baru ${invoice.invoiceNo}: mohon konfirmasi`);
      expect(notice.text).toContain("Menunggu Pembayaran");
      // The booker of the same checkout still reads English.
      expect((await mailsTo(invoice.email))[0].subject).toBe(`Bali MICE booking confirmation ${invoice.invoiceNo}`);
    } finally {
      await run((db) => db.update(tables.users).set({ language: "en" }).where(eq(tables.users.id, vendor.userId)));
    }
  });
});

describe("account e-mails", () => {
  it("a sign-up from an Indonesian page gets its activation in Indonesian, and the account keeps the language", async () => {
    const email = `daftar.${Math.random().toString(36).slice(2, 8)}@example.test`;
    await registerAccount({ firstName: "Putu", lastName: "Sari", email, password: "kopi-luwak-sawah-2026" }, { origin: ORIGIN, asSupplier: false, lang: "id" });
    const [activation] = await mailsTo(email);
    expect(activation.subject).toBe("Aktifkan akun Bali MICE Anda");
    expect(activation.text).toContain("Silakan aktifkan akun Anda dengan tautan ini:");
    expect((await first(db.select().from(tables.users).where(eq(tables.users.email, email))))!.language).toBe("id");
  });

  it("a user whose account is in Indonesian gets the password reset in Indonesian, and an English page's booking in English", async () => {
    const user = await makeUser(db, "ayu", { language: "id", isCustomer: true });
    await requestPasswordReset(user.email, ORIGIN);
    const [reset] = await mailsTo(user.email);
    expect(reset.subject).toBe("Atur ulang kata sandi Bali MICE Anda");
    expect(reset.text).toContain("Halo ayu,");
    expect(reset.text).toContain("Tautan ini hanya berlaku sekali dan selama");

    // Checked out on an English page: the booking's mails follow the invoice (ADR 0327), not the account.
    const { invoice } = await webCheckout("en", { userId: user.id });
    expect((await mailsTo(invoice.email))[0].subject).toBe(`Bali MICE booking confirmation ${invoice.invoiceNo}`);

    // The forgot-password form of an English page answers in English.
    await requestPasswordReset(user.email, ORIGIN, "en");
    expect((await mailsTo(user.email)).map((m) => m.subject)).toContain("Reset your Bali MICE password");
  });

  it("a signed-in planner with an English account who checks out on an Indonesian page gets Indonesian booking mails", async () => {
    const user = await makeUser(db, "wayan", { language: "en", isCustomer: true });
    const { invoice } = await webCheckout("id", { userId: user.id });
    const [confirmation] = await mailsTo(invoice.email);
    expect(confirmation.subject).toBe(`Konfirmasi reservasi Bali MICE ${invoice.invoiceNo}`);
    expect(confirmation.text).toContain(`Terima kasih atas reservasi Anda. Invoice ${invoice.invoiceNo}`);

    const cancelled = await cancelBooking({ invoiceId: invoice.id, lineIds: [], by: { kind: "planner", userId: user.id }, reason: "", origin: ORIGIN });
    expect(cancelled).toMatchObject({ ok: true, released: true });
    const mail = (await mailsTo(invoice.email)).find((m) => m.subject.includes("dibatalkan"))!;
    expect(mail.subject).toBe(`Reservasi Bali MICE dibatalkan ${invoice.invoiceNo}`);
    expect(mail.text).toContain("tidak ada tagihan");

    // Account mails keep the account's language.
    await requestPasswordReset(user.email, ORIGIN);
    expect((await mailsTo(user.email)).map((m) => m.subject)).toContain("Reset your Bali MICE password");
  });

  it("a /v1 checkout writes the signed-in booker's account language on the invoice, and its mails follow it", async () => {
    const user = await makeUser(db, "made", { language: "id", isCustomer: true });
    const fixture = await bookableProduct(db, "Hour", skip++);
    const added = await addToCart({ userId: user.id }, cartInput(fixture, { date: daysAhead(8 + skip), time: "10:00" }));
    if (!added.ok) throw new Error(JSON.stringify(added));
    const contact = uniqueContact();
    const response = await callRoute(
      apiCheckout,
      new Request(`${ORIGIN}/v1/checkout`, { method: "POST", headers: { "api-key": await createAccessToken(user.id), "content-type": "application/json" }, body: JSON.stringify(contact) }),
    );
    expect(response.status).toBe(201);
    const { invoiceNo } = (await response.json()).data;
    expect((await first(db.select().from(tables.invoices).where(eq(tables.invoices.invoiceNo, invoiceNo))))!.language).toBe("id");
    expect((await mailsTo(contact.email))[0].subject).toBe(`Konfirmasi reservasi Bali MICE ${invoiceNo}`);
  });
});

describe("documents and calendars", () => {
  it("the invoice PDF of an Indonesian invoice has Indonesian labels and month names", async () => {
    const { invoice } = await webCheckout("id");
    // Issued on Independence Day: August is "Agu" in Indonesian.
    await run((db) => db.update(tables.invoices).set({ createdAt: new Date(Date.UTC(2026, 7, 17, 1, 30)) }).where(eq(tables.invoices.id, invoice.id)));
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

  it("the voucher's .ics and the vendor's feed carry their owner's language", async () => {
    const { invoice, fixture } = await webCheckout("id");
    await transaction(async (tx) => await markInvoicePaid(tx, invoice, { origin: ORIGIN }));
    const ics = unfold((await invoiceCalendar((await getInvoiceWithLines(invoice.invoiceNo))!, ORIGIN))!);
    expect(ics).toContain("SUMMARY:Annual meeting di ");
    expect(ics).toContain("(WITA).");
    expect(ics).toContain("Dipesan melalui Bali MICE.");
    expect(ics).not.toContain("Booked through");

    const supplier = (await first(db
          .select({ id: tables.suppliers.id, userId: tables.suppliers.userId })
          .from(tables.subVenues)
          .innerJoin(tables.venues, eq(tables.venues.id, tables.subVenues.venueId))
          .innerJoin(tables.suppliers, eq(tables.suppliers.id, tables.venues.supplierId))
          .where(eq(tables.subVenues.id, fixture.subVenue.id))))!;
    expect(unfold(await calendarFeed(supplier.id, ORIGIN))).toContain(`Booked by ${invoice.name}`);
    await run((db) => db.update(tables.users).set({ language: "id" }).where(eq(tables.users.id, supplier.userId)));
    try {
      const feed = unfold(await calendarFeed(supplier.id, ORIGIN));
      expect(feed).toContain(`Dipesan oleh ${invoice.name}`);
      expect(feed).toContain(`Invoice ${invoice.invoiceNo}: Lunas, belum dikonfirmasi`);
      expect(feed).not.toContain("Booked by");
    } finally {
      await run((db) => db.update(tables.users).set({ language: "en" }).where(eq(tables.users.id, supplier.userId)));
    }
  });
});

describe("the mail and documents dictionaries", () => {
  it("keep the mails' English texts", () => {
    expect(DICTIONARIES.mail.en.confirmationSubject).toBe("{brand} booking confirmation {invoiceNo}");
    expect(DICTIONARIES.documents.en.grandTotal).toBe("Grand Total");
  });
});
