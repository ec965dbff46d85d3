// What planners read on the checkout pages and e-mails (issue 26): one payment deadline, the
// one the expiry job enforces. Pages are rendered from their loaders' data with the Remix
// hooks stubbed.
import { createElement, type ComponentType } from "react";
import { renderToString } from "react-dom/server";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { addToCart, type CartOwner } from "~/cart/cart.server";
import { bookingConfirmationMail } from "~/checkout/checkout-mail.server";
import { checkout } from "~/checkout/checkout.server";
import { commitHold, paymentDeadline } from "~/payments/holds.server";
import { getInvoiceWithLines } from "~/payments/invoice.server";
import { type DB, tables, first } from "~/db.server";
import { expireUnpaidInvoices } from "~/payments/invoice-status.server";
import { getSessionStorage } from "~/accounts/session.server";
import * as confirmationPage from "~/routes/confirmation";
import * as summaryPage from "~/routes/reservation-summary";
import * as paymentStatusPage from "~/routes/payment.$status";
import * as voucherPage from "~/routes/voucher.$id";
import { loader as rootLoader } from "~/root";
import { applyAdminPaymentStatus } from "~/payments/invoice-status.server";
import { SearchForm } from "~/components/catalog/search-form";
import { ReservationForm } from "~/components/catalog/reservation-form";
import * as paymentConfirmationPage from "~/routes/payment-confirmation";
import { formatDateTime, formatRupiah } from "~/utils/format";
import { bookableProduct, cartInput, daysAhead, uniqueContact } from "../support/cart-fixtures";
import { freshDatabase } from "../support/test-db";

let loaderData: unknown;
// The forms' English strings, read in beforeAll: importing the dictionaries inside the mock's
// factory would wait on this very mock (they import components that import @remix-run/react).
let formStrings: Record<string, unknown> = {};
vi.mock("@remix-run/react", async (importOriginal) =>
  (await import("../support/remix-react-stub")).remixReactStub(await importOriginal(), {
    loaderData: () => loaderData,
    // The forms' strings come from loader data (ADR 0300): the English ones here.
    root: () => ({ lang: "en" }),
    // The page's own loader data is the last match, as in Remix (the checkout pages send theirs).
    matches: () => [{ id: "routes/search", data: { i18n: formStrings } }, { id: "page", data: loaderData }],
  }),
);

const ORIGIN = "http://localhost:3000";
let db: DB;
beforeAll(async () => {
  formStrings = { search: (await import("~/i18n/dict/search.server")).en, product: (await import("~/i18n/dict/product.server")).en };
  db = await freshDatabase();
});

async function renderPage(route: { loader: (a: never) => Promise<Response>; default: ComponentType }, url: string, params: Record<string, string> = {}, cookie = "") {
  const response = await route.loader({ request: new Request(url, { headers: { Cookie: cookie } }), params, context: {} } as never);
  loaderData = await response.json();
  return renderToString(createElement(route.default));
}
const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/&#x27;/g, "'").replace(/&quot;/g, '"').replace(/&amp;/g, "&").replace(/\s+/g, " ");

let skip = 0;
/** A guest's cart with one room (several hours of it). */
async function guestCart(qty?: number) {
  const owner = { cartSessionId: `guest-${Math.random().toString(36).slice(2)}` } satisfies CartOwner;
  const fixture = await bookableProduct(db, "Hour", skip++ % 6);
  const added = await addToCart(owner, cartInput(fixture, { date: daysAhead(6 + skip), time: "10:00", ...(qty ? { qty } : {}) }));
  if (!added.ok) throw new Error(JSON.stringify(added));
  return owner;
}
/** A guest's checkout of one room, as the summary page makes it (held for an hour). */
async function checkedOut(couponCode?: string) {
  const owner = await guestCart();
  const result = await checkout({ owner, userId: null, contact: uniqueContact(), origin: ORIGIN, ...(couponCode ? { couponCode } : {}) });
  if (!result.ok) throw new Error(result.message);
  return result.invoice;
}
const row = async (id: number) => (await first(db.select().from(tables.invoices).where(eq(tables.invoices.id, id))))!;

describe("the payment deadline", () => {
  it("is one date everywhere, the one the expiry job enforces, before and after the payment is started", async () => {
    const invoice = await checkedOut();
    const enforced = formatDateTime((await row(invoice.id)).expiresAt);
    const later = formatDateTime(paymentDeadline(invoice));
    expect(enforced).not.toBe(later);
    const urls = {
      confirmation: `${ORIGIN}/confirmation?id=${invoice.invoiceNo}&token=${invoice.accessToken}`,
      transfer: `${ORIGIN}/payment-confirmation?invoice=${invoice.invoiceNo}&token=${invoice.accessToken}`,
    };
    const pages = async () => [
      text(await renderPage(confirmationPage as never, urls.confirmation)),
      text(await renderPage(paymentConfirmationPage as never, urls.transfer)),
      bookingConfirmationMail(await row(invoice.id), (await getInvoiceWithLines(invoice.invoiceNo))!.lines, ORIGIN).text,
    ];
    const held = await pages();
    expect(held.length).toBeGreaterThan(0);
    for (const page of held) {
      expect(page).toContain(enforced);
      expect(page).not.toContain(later);
    }
    // The job releases it at that time, not later.
    expect(await expireUnpaidInvoices(new Date((await row(invoice.id)).expiresAt.getTime() - 1))).toBe(0);

    // Announcing a bank transfer moves the one deadline to 2 x 24 h after checkout.
    expect(await commitHold(invoice)).toBe(true);
    expect(formatDateTime((await row(invoice.id)).expiresAt)).toBe(later);
    const committed = await pages();
    expect(committed.length).toBeGreaterThan(0);
    for (const page of committed) {
      expect(page).toContain(later);
      expect(page).not.toContain(enforced);
    }
  });
});

/** The page's text once every amount shown as one unbreakable piece (Money) is taken out. */
const outsideMoney = (html: string) => text(html.replace(/<span class="money[^"]*">[^<]*<\/span>/g, " "));

describe("amounts of money", () => {
  it("never break between 'Rp', the minus sign and the digits: the checkout sidebar and the confirmation", async () => {
    const owner = await guestCart();
    const session = await getSessionStorage().getSession();
    session.set("cartSessionId", owner.cartSessionId);
    session.set("couponCode", "BALI10");
    const cookie = (await getSessionStorage().commitSession(session)).split(";")[0]!;
    const summary = await renderPage(summaryPage as never, `${ORIGIN}/reservation-summary`, {}, cookie);
    expect(text(summary)).toMatch(/-Rp \d/); // the coupon's discount is shown
    expect(outsideMoney(summary)).not.toMatch(/Rp ?\d|-Rp/);
    const contact = await renderPage(summaryPage as never, `${ORIGIN}/reservation-summary?step=contact`, {}, cookie);
    expect(outsideMoney(contact)).not.toMatch(/Rp ?\d/);

    const invoice = await checkedOut("BALI10");
    const confirmation = await renderPage(confirmationPage as never, `${ORIGIN}/confirmation?id=${invoice.invoiceNo}&token=${invoice.accessToken}`);
    expect(text(confirmation)).toMatch(/-Rp \d/);
    expect(outsideMoney(confirmation)).not.toMatch(/Rp ?\d|-Rp/);
  });
});

describe("what planners read after paying", () => {
  it("the return page says 'Payment received', not the gateway's 'settlement'; the voucher says its total once", async () => {
    const invoice = await checkedOut();
    const status = text(await renderPage(paymentStatusPage as never, `${ORIGIN}/payment/settlement?order_id=${invoice.invoiceNo}`, { status: "settlement" }));
    expect(status).toContain("Payment received");
    expect(status).not.toMatch(/settlement/i);
    const refused = text(await renderPage(paymentStatusPage as never, `${ORIGIN}/payment/deny`, { status: "deny" }));
    expect(refused).toContain("Payment refused");
    expect(refused).not.toMatch(/\bdeny\b/);

    await applyAdminPaymentStatus(invoice.id, "Full Paid", { origin: ORIGIN });
    const voucher = text(await renderPage(voucherPage as never, `${ORIGIN}/voucher/${invoice.invoiceNo}?token=${invoice.accessToken}`, { id: invoice.invoiceNo }));
    expect(voucher).toContain("Grand Total");
    expect(voucher).not.toContain("Total cost");
    const total = formatRupiah((await row(invoice.id)).totalCost);
    // Once in the totals (the reservation line's sub total is the same amount for a one-line invoice).
    expect(voucher.split(`Grand Total ${total}`).length - 1).toBe(1);
  });

  it("a path with a broken %-escape is answered with the site's error page and 400, not a bare 'Bad Request'", async () => {
    const thrown = await rootLoader({ request: new Request(`${ORIGIN}/payment/%ff`), params: {}, context: {} } as never).catch((e: unknown) => e);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(400);
    const fine = await rootLoader({ request: new Request(`${ORIGIN}/payment/settlement`), params: {}, context: {} } as never);
    expect(fine.status).toBe(200);
  });
});

describe("date pickers", () => {
  it("show the chosen date as DD/MM/YYYY beside the browser's picker, from the server already", () => {
    const date = daysAhead(20);
    const [y, m, d] = date.split("-");
    const shown = `${d}/${m}/${y}`;
    const search = text(renderToString(createElement(SearchForm, {
      action: "/search", variant: "home", today: daysAhead(0),
      filters: { keyword: "Bali", date, time: "08:00", pax: null, minCapacity: 0, maxCapacity: 0, campaign: "" } as never,
    })));
    expect(search).toContain(`${shown} (DD/MM/YYYY)`);
    const booking = renderToString(createElement(ReservationForm, {
      productId: 1, unit: "Hour", unitPrice: 100_000, minQty: 1, layouts: [], today: daysAhead(0), maxDate: daysAhead(300),
      defaults: { date, time: "10:00", setup: "", qty: "1", eventName: "", note: "" }, day: null, onLayoutChange: () => undefined,
      hours: { openTime: "08:00", closeTime: "18:00" }, availabilityUrl: "/x", action: "/x",
    } as never));
    expect(booking).toMatch(new RegExp(`<output[^>]*for="book-date"[^>]*>${shown} \\(DD/MM/YYYY\\)</output>`));
  });
});
