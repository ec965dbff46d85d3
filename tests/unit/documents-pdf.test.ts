// Documents as PDF (issue 24 item 5, ADR 0258): the quotation of a reservation list, the
// invoice that becomes a receipt once paid, and the vendor's payout statement. Each is fetched
// through its route as a browser would, its text read back with pdf-parse, and compared with
// what the pages compute. Only the owner (cart, invoice, payout) gets a document: others, 404.
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { PDFParse } from "pdf-parse";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addToCart, type CartOwner } from "~/cart/cart.server";
import { bookingConfirmationMail } from "~/checkout/checkout-mail.server";
import { ContactSchema } from "~/checkout/contact-schema.server";
import { checkout } from "~/checkout/checkout.server";
import { getInvoiceWithLines } from "~/payments/invoice.server";
import { getEnv } from "~/env.server";
import { runDueJobs } from "~/jobs/runner.server";
import { resetMailTransport, sendMail } from "~/mail/mail.server";
import { invoiceView } from "~/checkout/views.server";
import { type DB, tables, first, run as runWrite, transaction } from "~/db.server";
import { pdfText, safeFileName } from "~/documents/pdf.server";
import { documentDateTime, quotationValidUntil } from "~/documents/quotation.server";
import { createPayouts, markPayoutPaid, verifyBankData } from "~/ledger/payouts.server";
import { markInvoicePaid } from "~/payments/invoice-status.server";
import { setPaymentProvider } from "~/payments/provider.server";
import { addDaysIso, baliIsoDate, baliToUtc, formatInvoiceDate, formatRupiah } from "~/utils/format";
import { loader as payoutPdfLoader } from "~/routes/dashboard.earnings.payout.$id[.pdf]";
import { loader as quotationLoader } from "~/routes/reservation-summary.quotation[.pdf]";
import { loader as summaryLoader } from "~/routes/reservation-summary";
import { loader as invoicePdfLoader } from "~/routes/voucher_.$id.invoice[.pdf]";
import { bookableProduct, cartInput, daysAhead, makeUser, uniqueContact } from "../support/cart-fixtures";
import { callRoute, sessionCookieFor } from "../support/route-call";
import { ScriptedGateway } from "../support/scripted-gateway";
import { freshDatabase } from "../support/test-db";

const ORIGIN = "https://balimice.test";
const DAY = 24 * 3600_000;
const admin = { id: 1, email: "admin@balimice.local", via: "console" as const };
let db: DB;

beforeAll(async () => {
  db = await freshDatabase();
  setPaymentProvider(new ScriptedGateway("SB-Mid-server-docs"));
});
afterAll(() => setPaymentProvider(undefined));

/** The PDF's text with runs of white space as one space (table cells wrap). */
async function pdfTextOf(response: Response | Uint8Array): Promise<string> {
  const bytes = response instanceof Uint8Array ? response : new Uint8Array(await response.arrayBuffer());
  const parser = new PDFParse({ data: bytes });
  try {
    return (await parser.getText()).text.replace(/\s+/g, " ");
  } finally {
    await parser.destroy();
  }
}

/** A browser session cookie holding these values (a guest's cart id, the summary's coupon). */
async function guestCookie(values: Record<string, string>) {
  const { getSessionStorage } = await import("~/accounts/session.server");
  const storage = getSessionStorage();
  const session = await storage.getSession();
  for (const [k, v] of Object.entries(values)) session.set(k as never, v as never);
  return (await storage.commitSession(session)).split(";")[0]!;
}

const adminId = async () => (await first(db.select({ id: tables.users.id }).from(tables.users).where(eq(tables.users.isAdmin, true))))!.id;
const get = (path: string, cookie?: string) => new Request(`http://localhost${path}`, { headers: cookie ? { Cookie: cookie } : {} });

let slot = 0;
async function fill(owner: CartOwner, count: number, daysOut: number) {
  for (let i = 0; i < count; i++) {
    for (let tries = 0; ; tries++) {
      const n = slot++;
      const fixture = await bookableProduct(db, "Hour", i === 0 ? 0 : 6 + (n % 6));
      if (i === 0) await runWrite((db) => db.update(tables.venues).set({ depositPercent: 30, balanceDaysBefore: 30 }).where(eq(tables.venues.id, fixture.product.venueId)));
      const added = await addToCart(owner, cartInput(fixture, { date: daysAhead(daysOut + (Math.floor(n / 3) % 100)), time: `${String(8 + (n % 3) * 3).padStart(2, "0")}:00` }));
      if (added.ok) break;
      if (tries > 60) throw new Error(`fixture not bookable: ${JSON.stringify(added)}`);
    }
  }
}

function expectPdfHeaders(response: Response, name: RegExp) {
  expect(response.status).toBe(200);
  expect(response.headers.get("Content-Type")).toBe("application/pdf");
  expect(response.headers.get("Cache-Control")).toBe("private, no-store");
  expect(response.headers.get("Content-Disposition")).toMatch(name);
}

describe("the layout", () => {
  it("keeps file names and text safe", () => {
    expect(safeFileName('receipt-INV-1"\r\nX: y/../z')).toBe("receipt-INV-1-X-y-..-z.pdf");
    expect(safeFileName("")).toBe("document.pdf");
    // Helvetica's encoding: Latin-1 and rupiah dots stay, accents come off where they must, the rest is "?".
    expect(pdfText("Café Rp 1.500.000 – Dvořák 北京")).toBe("Café Rp 1.500.000 – Dvorák ??");
  });
});

describe("the quotation", () => {
  it("is the guest's reservation list with the summary's totals, coupon, schedule, policies and validity; another session gets 404", async () => {
    const cartSessionId = `guest-docs-${Date.now()}`;
    await fill({ cartSessionId }, 2, 60);
    const couponEnds = new Date(Date.now() + 3 * DAY);
    await runWrite((db) => db.insert(tables.coupons).values({ code: "QUOTE12", discountPercentage: 12, validFrom: new Date(Date.now() - DAY), validTo: couponEnds }));
    const cookie = await guestCookie({ cartSessionId, couponCode: "QUOTE12" });

    const summary = await (await callRoute(summaryLoader, get("/reservation-summary", cookie))).json();
    expect(summary.lines).toHaveLength(2);
    expect(summary.totals.couponCode).toBe("QUOTE12");
    expect(summary.schedule).not.toBeNull();

    const response = await callRoute(quotationLoader, get("/reservation-summary/quotation.pdf", cookie));
    expectPdfHeaders(response, /^attachment; filename="quotation-\d{4}-\d{2}-\d{2}\.pdf"$/);
    const text = await pdfTextOf(response);
    expect(text).toContain("Quotation");
    for (const line of summary.lines) {
      expect(text).toContain(line.productName);
      expect(text).toContain(formatRupiah(line.totalPrice));
      expect(text).toContain(line.policy.label);
    }
    expect(text).toContain(`Subtotal ${formatRupiah(summary.totals.subtotal)}`);
    expect(text).toContain(`Discount (coupon QUOTE12, 12%) -${formatRupiah(summary.totals.discountAmount)}`);
    expect(text).toContain(`Grand Total ${formatRupiah(summary.totals.totalCost)}`);
    expect(text).toContain(`at checkout ${formatRupiah(summary.schedule.today)} (deposit)`);
    expect(text).toContain(`${formatRupiah(summary.schedule.balance)} (balance)`);
    expect(text).toContain("No cancellation from the day before the event (Bali time).");
    // The coupon ends in three days: the figures hold until then, not a week.
    expect(text).toContain(`Valid until ${documentDateTime(couponEnds)} (Bali time)`);

    // Another visitor (no cart of theirs) and a signed-in planner with an empty list get nothing.
    expect((await callRoute(quotationLoader, get("/reservation-summary/quotation.pdf", await guestCookie({ cartSessionId: "someone-else" })))).status).toBe(404);
    expect((await callRoute(quotationLoader, get("/reservation-summary/quotation.pdf"))).status).toBe(404);
    const stranger = await makeUser(db, "stranger", { isCustomer: true });
    expect((await callRoute(quotationLoader, get("/reservation-summary/quotation.pdf", await sessionCookieFor(stranger.id)))).status).toBe(404);
  });

  it("is valid for seven Bali days at most, and not past the balance date or the first event's cancellation cut-off", () => {
    const now = baliToUtc(baliIsoDate(), "10:00");
    const week = quotationValidUntil({ now, rateEnds: [], couponEnds: null, balanceDueAt: null, firstEventAt: null });
    expect(formatInvoiceDate(week)).toBe(formatInvoiceDate(baliToUtc(addDaysIso(baliIsoDate(now), 7))));
    const due = baliToUtc(addDaysIso(baliIsoDate(now), 3));
    expect(quotationValidUntil({ now, rateEnds: [], couponEnds: null, balanceDueAt: due, firstEventAt: null }).getTime()).toBe(due.getTime() - 60_000);
    const event = baliToUtc(addDaysIso(baliIsoDate(now), 2), "09:00");
    expect(documentDateTime(quotationValidUntil({ now, rateEnds: [], couponEnds: null, balanceDueAt: null, firstEventAt: event }))).toBe(`${formatInvoiceDate(baliToUtc(addDaysIso(baliIsoDate(now), 0)))}, 23:59`);
  });
});

describe("the invoice and the receipt", () => {
  it("takes an optional tax number of digits, dots and dashes", () => {
    const base = { name: "Made", cellPhone: "081234567890", email: "made@example.test" };
    expect(ContactSchema.safeParse({ ...base, taxNumber: "01.234.567.8-901.000" }).success).toBe(true);
    expect(ContactSchema.safeParse(base).success).toBe(true);
    expect(ContactSchema.safeParse({ ...base, taxNumber: "01/234" }).success).toBe(false);
    expect(ContactSchema.safeParse({ ...base, taxNumber: "1".repeat(33) }).success).toBe(false);
  });

  it("is an invoice until paid, then a receipt with what was paid and the balance the pages show; only the owner or the link's token opens it", async () => {
    const planner = await makeUser(db, "company", { isCustomer: true });
    await fill({ userId: planner.id }, 2, 70);
    const result = await checkout({ owner: { userId: planner.id }, userId: planner.id, contact: { ...uniqueContact({ companyName: "PT Sinar Rapat" }), taxNumber: "01.234.567.8-901.000" }, couponCode: null, paymentPlan: "deposit", origin: ORIGIN });
    if (!result.ok) throw new Error(result.message);
    const invoice = result.invoice;
    expect(invoice.paymentPlan).toBe("deposit");
    const path = `/voucher/${invoice.invoiceNo}/invoice.pdf`;
    const owner = await sessionCookieFor(planner.id);

    const unpaid = await callRoute(invoicePdfLoader, get(path, owner), { id: invoice.invoiceNo });
    expectPdfHeaders(unpaid, new RegExp(`filename="invoice-${invoice.invoiceNo}\\.pdf"`));
    const before = await pdfTextOf(unpaid);
    expect(before).not.toContain("Receipt");
    expect(before).toContain(invoice.invoiceNo);
    expect(before).toContain("PT Sinar Rapat");
    expect(before).toContain("Tax number (NPWP): 01.234.567.8-901.000");
    expect(before).toContain(`Grand Total ${formatRupiah(invoice.totalCost)}`);
    expect(before).toContain(`Amount paid ${formatRupiah(0)}`);
    expect(before).toContain(`Balance due ${formatRupiah(invoice.totalCost)}`);
    expect(before).toContain(`Now: ${formatRupiah(invoice.depositAmount)} (deposit)`);

    const paidAt = new Date();
    await transaction(async (tx) => await markInvoicePaid(tx, invoice, { origin: ORIGIN, paidVia: "midtrans", part: "deposit", now: paidAt }));
    const view = await invoiceView((await getInvoiceWithLines(invoice.invoiceNo))!);
    expect(view.documentKind).toBe("Receipt");
    expect(view.balance).not.toBeNull();

    const paid = await callRoute(invoicePdfLoader, get(`${path}?token=${encodeURIComponent(invoice.accessToken)}`), { id: invoice.invoiceNo });
    expectPdfHeaders(paid, new RegExp(`filename="receipt-${invoice.invoiceNo}\\.pdf"`));
    const after = await pdfTextOf(paid);
    expect(after).toContain("Receipt");
    expect(after).toContain(`Paid on ${formatInvoiceDate(paidAt)}`);
    expect(after).toContain("Deposit paid, balance due");
    expect(after).toContain(`Grand Total ${formatRupiah(view.totals.totalCost)}`);
    expect(after).toContain(`Amount paid ${formatRupiah(view.balance!.paid)}`);
    expect(after).toContain(`Balance due ${formatRupiah(view.balance!.due)}`);
    expect(after).toContain(`Deposit: ${formatRupiah(invoice.depositAmount)} on ${formatInvoiceDate(paidAt)}`);

    // The confirmation e-mail carries the same document, drawn when it is delivered.
    const received: string[] = [];
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS", "AUTH"],
      logger: false,
      onData(stream, _session, callback) {
        let raw = "";
        stream.setEncoding("utf8");
        stream.on("data", (chunk: string) => (raw += chunk));
        stream.on("end", () => (received.push(raw), callback()));
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
    const env = getEnv();
    const saved = { host: env.SMTP_HOST, port: env.SMTP_PORT };
    try {
      env.SMTP_HOST = "127.0.0.1";
      env.SMTP_PORT = (smtp.server.address() as AddressInfo).port;
      resetMailTransport();
      const current = (await getInvoiceWithLines(invoice.invoiceNo))!;
      await sendMail(bookingConfirmationMail(current, current.lines, ORIGIN));
      expect((await runDueJobs()).done).toBeGreaterThanOrEqual(1);
    } finally {
      env.SMTP_HOST = saved.host;
      env.SMTP_PORT = saved.port;
      resetMailTransport();
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
    }
    const raw = received.find((m) => m.includes(`receipt-${invoice.invoiceNo}.pdf`));
    expect(raw).toBeDefined();
    const part = raw!.split(/\r?\n--/).find((p) => /Content-Type: application\/pdf/i.test(p))!;
    const base64 = part.split(/\r?\n\r?\n/).slice(1).join("").replace(/\s+/g, "");
    const attached = await pdfTextOf(new Uint8Array(Buffer.from(base64, "base64")));
    expect(attached).toContain(`Balance due ${formatRupiah(view.balance!.due)}`);

    // Another planner, a wrong token, or no one: 404, the same as the pages.
    const other = await makeUser(db, "other", { isCustomer: true });
    expect((await callRoute(invoicePdfLoader, get(path, await sessionCookieFor(other.id)), { id: invoice.invoiceNo })).status).toBe(404);
    expect((await callRoute(invoicePdfLoader, get(`${path}?token=wrong`), { id: invoice.invoiceNo })).status).toBe(404);
    expect((await callRoute(invoicePdfLoader, get(path), { id: invoice.invoiceNo })).status).toBe(404);
  });
});

describe("the payout statement", () => {
  it("lists the payout's bookings with its references for its vendor and the admin; another vendor gets 404", async () => {
    const planner = await makeUser(db, "payer", { isCustomer: true });
    await fill({ userId: planner.id }, 2, 20);
    const result = await checkout({ owner: { userId: planner.id }, userId: planner.id, contact: uniqueContact(), couponCode: null, paymentPlan: "full", origin: ORIGIN });
    if (!result.ok) throw new Error(result.message);
    await transaction(async (tx) => await markInvoicePaid(tx, result.invoice, { origin: ORIGIN, paidVia: "midtrans" }));
    const lines = await db.select().from(tables.reservationLines).where(eq(tables.reservationLines.invoiceId, result.invoice.id));
    const [a, b] = lines;
    expect(a.supplierId).not.toBe(b.supplierId);
    await runWrite((db) => db.update(tables.suppliers).set({ accountHolderName: "Holder A", bankName: "BCA", bankAccount: "7700001", beneficiary: "BCA" }).where(eq(tables.suppliers.id, a.supplierId)));
    await verifyBankData(a.supplierId, admin);
    const later = new Date(Math.max(...lines.map((l) => l.endsAt.getTime())) + DAY);
    const run = await createPayouts({ supplierIds: [a.supplierId], actor: admin, now: later, batch: "PB-DOCS-1" });
    const created = run.created.find((c) => c.supplierId === a.supplierId)!;
    const paidOn = baliIsoDate();
    expect(await markPayoutPaid(created.payoutId, { reference: "TRF-778899", paidOn, actor: admin, origin: ORIGIN })).toEqual({ ok: true });

    const vendorUser = async (supplierId: number) => (await first(db.select({ userId: tables.suppliers.userId }).from(tables.suppliers).where(eq(tables.suppliers.id, supplierId))))!.userId!;
    const vendorUserId = await vendorUser(b.supplierId);
    await runWrite((db) => db.update(tables.users).set({ isSupplier: true, isCustomer: false }).where(eq(tables.users.id, vendorUserId)));
    const path = `/dashboard/earnings/payout/${created.payoutId}.pdf`;
    const params = { id: String(created.payoutId) };

    const response = await callRoute(payoutPdfLoader, get(path, await sessionCookieFor(await vendorUser(a.supplierId))), params);
    expectPdfHeaders(response, /filename="payout-statement-PB-DOCS-1-V\d+\.pdf"/);
    const text = await pdfTextOf(response);
    expect(text).toContain("Payout statement");
    expect(text).toContain(`Payout reference PB-DOCS-1-V${a.supplierId}`);
    expect(text).toContain("Transfer reference TRF-778899");
    expect(text).toContain(`Transfer date ${formatInvoiceDate(baliToUtc(paidOn))}`);
    expect(text).toContain(a.productName);
    expect(text).not.toContain(b.productName);
    expect(text).toContain(`Total transferred ${formatRupiah(created.amount)}`);
    const payout = (await first(db.select().from(tables.payouts).where(eq(tables.payouts.id, created.payoutId))))!;
    expect(created.amount).toBe(payout.amount);

    // The other vendor of the same invoice: 404; the admin: the statement; a guest: the login page.
    expect((await callRoute(payoutPdfLoader, get(path, await sessionCookieFor(await vendorUser(b.supplierId))), params)).status).toBe(404);
    expect((await callRoute(payoutPdfLoader, get(path, await sessionCookieFor(await adminId())), params)).status).toBe(200);
    const guest = await callRoute(payoutPdfLoader, get(path), params);
    expect(guest.status).toBe(302);
    expect(guest.headers.get("Location")).toMatch(/^\/login\?redirectTo=/);
    expect((await callRoute(payoutPdfLoader, get("/dashboard/earnings/payout/999999.pdf", await sessionCookieFor(await adminId())), { id: "999999" })).status).toBe(404);
  });
});
