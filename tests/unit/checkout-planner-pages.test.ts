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
import { commitHold, paymentDeadline } from "~/checkout/holds.server";
import { getInvoiceWithLines } from "~/checkout/invoice.server";
import type { DB } from "~/db.server";
import * as s from "~/db/schema";
import { expireUnpaidInvoices } from "~/payments/invoice-status.server";
import { getSessionStorage } from "~/accounts/session.server";
import * as confirmationPage from "~/routes/confirmation";
import * as summaryPage from "~/routes/reservation-summary";
import * as paymentConfirmationPage from "~/routes/payment-confirmation";
import { formatDateTime } from "~/utils/format";
import { bookableProduct, cartInput, daysAhead, uniqueContact } from "../support/cart-fixtures";
import { freshDatabase } from "../support/test-db";

let loaderData: unknown;
vi.mock("@remix-run/react", async (importOriginal) => {
  const React = await import("react");
  const actual = await importOriginal<Record<string, unknown>>();
  type Props = { children?: React.ReactNode; to?: string } & Record<string, unknown>;
  return {
    ...actual,
    useLoaderData: () => loaderData,
    useActionData: () => undefined,
    useNavigation: () => ({ state: "idle" }),
    useFormAction: () => "/",
    Form: ({ children, ...props }: Props) => React.createElement("form", props, children),
    Link: ({ to, children, ...props }: Props) => React.createElement("a", { ...props, href: to }, children),
  };
});

const ORIGIN = "http://localhost:3000";
let db: DB;
beforeAll(async () => {
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
function guestCart(qty?: number) {
  const owner = { cartSessionId: `guest-${Math.random().toString(36).slice(2)}` } satisfies CartOwner;
  const fixture = bookableProduct(db, "Hour", skip++ % 6);
  const added = addToCart(owner, cartInput(fixture, { date: daysAhead(6 + skip), time: "10:00", ...(qty ? { qty } : {}) }));
  if (!added.ok) throw new Error(JSON.stringify(added));
  return owner;
}
/** A guest's checkout of one room, as the summary page makes it (held for an hour). */
function checkedOut(couponCode?: string) {
  const owner = guestCart();
  const result = checkout({ owner, userId: null, contact: uniqueContact(), origin: ORIGIN, ...(couponCode ? { couponCode } : {}) });
  if (!result.ok) throw new Error(result.message);
  return result.invoice;
}
const row = (id: number) => db.select().from(s.invoices).where(eq(s.invoices.id, id)).get()!;

describe("the payment deadline", () => {
  it("is one date everywhere, the one the expiry job enforces, before and after the payment is started", async () => {
    const invoice = checkedOut();
    const enforced = formatDateTime(row(invoice.id).expiresAt);
    const later = formatDateTime(paymentDeadline(invoice));
    expect(enforced).not.toBe(later);
    const urls = {
      confirmation: `${ORIGIN}/confirmation?id=${invoice.invoiceNo}&token=${invoice.accessToken}`,
      transfer: `${ORIGIN}/payment-confirmation?invoice=${invoice.invoiceNo}&token=${invoice.accessToken}`,
    };
    const pages = async () => [
      text(await renderPage(confirmationPage as never, urls.confirmation)),
      text(await renderPage(paymentConfirmationPage as never, urls.transfer)),
      bookingConfirmationMail(row(invoice.id), getInvoiceWithLines(invoice.invoiceNo)!.lines, ORIGIN).text,
    ];
    for (const page of await pages()) {
      expect(page).toContain(enforced);
      expect(page).not.toContain(later);
    }
    // The job releases it at that time, not later.
    expect(expireUnpaidInvoices(new Date(row(invoice.id).expiresAt.getTime() - 1))).toBe(0);

    // Announcing a bank transfer moves the one deadline to 2 x 24 h after checkout.
    expect(commitHold(invoice)).toBe(true);
    expect(formatDateTime(row(invoice.id).expiresAt)).toBe(later);
    for (const page of await pages()) {
      expect(page).toContain(later);
      expect(page).not.toContain(enforced);
    }
  });
});

/** The page's text once every amount shown as one unbreakable piece (Money) is taken out. */
const outsideMoney = (html: string) => text(html.replace(/<span class="whitespace-nowrap[^"]*" data-money="">[^<]*<\/span>/g, " "));

describe("amounts of money", () => {
  it("never break between 'Rp', the minus sign and the digits: the checkout sidebar and the confirmation", async () => {
    const owner = guestCart();
    const session = await getSessionStorage().getSession();
    session.set("cartSessionId", owner.cartSessionId);
    session.set("couponCode", "BALI10");
    const cookie = (await getSessionStorage().commitSession(session)).split(";")[0]!;
    const summary = await renderPage(summaryPage as never, `${ORIGIN}/reservation-summary`, {}, cookie);
    expect(text(summary)).toMatch(/-Rp \d/); // the coupon's discount is shown
    expect(outsideMoney(summary)).not.toMatch(/Rp ?\d|-Rp/);
    const contact = await renderPage(summaryPage as never, `${ORIGIN}/reservation-summary?step=contact`, {}, cookie);
    expect(outsideMoney(contact)).not.toMatch(/Rp ?\d/);

    const invoice = checkedOut("BALI10");
    const confirmation = await renderPage(confirmationPage as never, `${ORIGIN}/confirmation?id=${invoice.invoiceNo}&token=${invoice.accessToken}`);
    expect(text(confirmation)).toMatch(/-Rp \d/);
    expect(outsideMoney(confirmation)).not.toMatch(/Rp ?\d|-Rp/);
  });
});
