// Issue 45's "Done when", JS on and off (projects), desktop and phone, English and Indonesian: a
// guest sends an RFP for 80 people in Nusa Dua on two days; the matching venues see it; the demo
// vendor turns it down, the deposit venue proposes with a held date and 5 %; the held date blocks
// another planner; the planner compares, awards and pays the deposit; the declined vendor and the
// planner get their e-mails; the booking is in the vendor's dashboard, the planner's confirmation
// page and the ledger.
import { and, eq, inArray } from "drizzle-orm";
import { expect, test, type Page } from "./support/test";
import { DEMO_ACCOUNTS, login, uniqueEmail } from "./support/auth";
import { openE2eDb, schema } from "./support/payments-db";
import { first } from "~/db.server";
import { addDaysIso, baliIsoDate, baliToUtc } from "../../app/utils/format";
import * as rfpDict from "../../app/i18n/dict/rfp.server";
import * as enquiryDict from "../../app/i18n/dict/enquiry.server";
import * as checkoutDict from "../../app/i18n/dict/checkout.server";

const db = openE2eDb();

async function outboxLink(page: Page, to: string, pattern: RegExp) {
  await page.goto(`/dev/outbox?${new URLSearchParams({ to })}`);
  const link = page.getByTestId("outbox-message").getByRole("link", { name: pattern }).first();
  await expect(link).toBeVisible();
  return (await link.textContent())!.trim();
}

for (const lang of ["en", "id"] as const) {
  for (const size of ["desktop", "phone"] as const) {
    test(`RFP from the form to the paid deposit (${lang}, ${size})`, async ({ page, browser }, testInfo) => {
      test.setTimeout(180_000);
      const t = rfpDict[lang];
      const f = enquiryDict[lang];
      const c = checkoutDict[lang];
      const javaScriptEnabled = testInfo.project.use.javaScriptEnabled !== false;
      const viewport = size === "phone" ? { width: 390, height: 844 } : { width: 1280, height: 900 };
      await page.setViewportSize(viewport);
      // Two days 60 to 315 days ahead (the deposit's balance falls due later): each of the 8 runs its
      // own 4-day slot within a band of 32 days, the band random so that a retry finds free dates.
      const slot = (testInfo.project.name === "js-off" ? 4 : 0) + (lang === "id" ? 2 : 0) + (size === "phone" ? 1 : 0);
      const day1 = addDaysIso(baliIsoDate(), 60 + 32 * Math.floor(Math.random() * 8) + 4 * slot);
      const day2 = addDaysIso(day1, 1);
      const email = uniqueEmail(`rfp-${lang}`);

      // 1. The guest's request for proposal.
      await page.goto(`/auction?lang=${lang}`);
      await page.getByLabel(f.name, { exact: true }).fill("Ketut Planner");
      await page.getByLabel(f.email, { exact: true }).fill(email);
      await page.getByLabel(f.phone, { exact: true }).fill(`0812${Math.floor(Math.random() * 1e8).toString().padStart(8, "0")}`);
      await page.getByLabel(f.participantsOptional).fill("80");
      await page.getByLabel(f.locationOptional).fill("Nusa Dua");
      await page.getByLabel(t.eventType).selectOption("conference");
      for (const [n, date] of [[1, day1], [2, day2]] as const) {
        await page.locator(`[name=day${n}Date]`).fill(date);
        await page.locator(`[name=day${n}Start]`).fill("09:00");
        await page.locator(`[name=day${n}End]`).fill("17:00");
        await page.locator(`[name=day${n}Layout]`).selectOption("banquet");
        await page.locator(`[name=day${n}People]`).fill("80");
      }
      await page.getByLabel(f.describeEvent).fill("Two-day sales conference with a gala lunch.");
      await page.getByRole("button", { name: f.sendRequest }).click();
      await expect(page.getByText(t.rfpVerify)).toBeVisible();

      // 2. The link in the e-mail confirms the address and sends the request to the matching venues.
      const link = await outboxLink(page, email, /\/rfp\//);
      const rfpPath = new URL(link).pathname;
      await page.goto(`${rfpPath}?lang=${lang}`);
      await expect(page.getByRole("heading", { name: new RegExp(t.pageTitle) })).toBeVisible();
      const rfp = (await first(db.select().from(schema.rfps).where(eq(schema.rfps.email, email))))!;
      expect(rfp.status).toBe("open");
      const recipients = await db
        .select({ recipient: schema.rfpRecipients, venue: schema.venues, vendorEmail: schema.users.email })
        .from(schema.rfpRecipients)
        .innerJoin(schema.venues, eq(schema.venues.id, schema.rfpRecipients.venueId))
        .innerJoin(schema.suppliers, eq(schema.suppliers.id, schema.rfpRecipients.supplierId))
        .innerJoin(schema.users, eq(schema.users.id, schema.suppliers.userId))
        .where(eq(schema.rfpRecipients.rfpId, rfp.id));
      expect(recipients.length).toBeGreaterThanOrEqual(2);
      expect(recipients.every((r) => r.venue.location === "Nusa Dua")).toBe(true);
      await expect(page.getByTestId("rfp-venue")).toHaveCount(recipients.length);
      const decliner = recipients.find((r) => r.vendorEmail === DEMO_ACCOUNTS.vendor.email)!;
      const proposer = recipients.find((r) => r.venue.depositPercent > 0)!;
      expect(decliner).toBeDefined();
      expect(proposer).toBeDefined();

      // 3. The demo vendor turns it down with a reason.
      const vendorContext = await browser.newContext({ javaScriptEnabled, viewport });
      const vendorPage = await vendorContext.newPage();
      await login(vendorPage, DEMO_ACCOUNTS.vendor.email, DEMO_ACCOUNTS.vendor.password);
      await vendorPage.goto(`/dashboard/rfps?lang=${lang}`);
      await expect(vendorPage.getByRole("link", { name: `${t.open} #${rfp.id}` })).toBeVisible();
      await vendorPage.goto(`/dashboard/rfps/${decliner.recipient.id}?lang=${lang}`);
      await vendorPage.getByLabel(t.turnDownReason).fill("Fully booked for a wedding");
      await vendorPage.getByRole("button", { name: t.turnDown }).click();
      await expect(vendorPage.getByTestId("rfp-status")).toHaveText(t["recipient.turned_down"]);
      await vendorContext.close();

      // 4. The deposit venue proposes its room rental on both days, 5 % off, holding the dates.
      const rental = (await first(db
        .select({ product: schema.products })
        .from(schema.products)
        .innerJoin(schema.subVenues, eq(schema.subVenues.id, schema.products.subVenueId))
        .where(and(eq(schema.products.venueId, proposer.venue.id), eq(schema.products.unit, "Day"), eq(schema.products.isActive, true)))))!;
      expect(rental).toBeDefined();
      const proposerContext = await browser.newContext({ javaScriptEnabled, viewport });
      const proposerPage = await proposerContext.newPage();
      await login(proposerPage, proposer.vendorEmail, DEMO_ACCOUNTS.vendor.password);
      await proposerPage.goto(`/dashboard/rfps/${proposer.recipient.id}?lang=${lang}`);
      const form = proposerPage.locator("form", { has: proposerPage.locator("[name=line1Product]") });
      await form.locator("[name=line1Product]").selectOption(String(rental.product.id));
      await form.locator("[name=line2Product]").selectOption(String(rental.product.id));
      await form.getByLabel(t.discountPercent).fill("5");
      await form.getByLabel(t.concessions).fill("Free parking");
      await form.getByLabel(t.hold).check();
      await form.getByRole("button", { name: t.propose }).click();
      await expect(proposerPage.getByRole("heading", { name: t.yourProposal })).toBeVisible();
      await proposerContext.close();
      const proposal = (await first(db.select().from(schema.rfpProposals).where(eq(schema.rfpProposals.recipientId, proposer.recipient.id))))!;
      expect(proposal).toMatchObject({ discountPercent: 5, held: true, paymentPlan: "deposit" });
      expect(proposal.total).toBe(proposal.subtotal - Math.floor((proposal.subtotal * 5 + 50) / 100));

      // 5. The held date blocks another planner.
      const other = await browser.newContext();
      const taken = await other.request.post("/v1/cart-reservation-venue", {
        data: { productId: rental.product.id, datetime: baliToUtc(day1, "10:00").getTime(), setup: "banquet", qty: 1, eventName: "Other event" },
      });
      expect(taken.status()).toBe(409);
      await other.close();

      // 6. The planner compares, awards and pays the deposit.
      await page.goto(`${rfpPath}?lang=${lang}`);
      const card = page.getByTestId("rfp-venue").filter({ hasText: proposer.venue.name });
      await expect(card.getByTestId("rfp-total")).toHaveText(`Rp ${proposal.total.toLocaleString("id-ID")}`);
      await expect(page.getByTestId("rfp-venue").filter({ hasText: decliner.venue.name }).getByTestId("rfp-venue-status")).toHaveText(t["recipient.turned_down"]);
      await card.getByLabel(t.awardReason).fill("Best terms for our team");
      await card.getByRole("button", { name: `${t.award}: ${proposer.venue.name}` }).click();
      await expect(page).toHaveURL(/\/confirmation\?/);
      const invoice = (await first(db.select().from(schema.invoices).where(eq(schema.invoices.email, email))))!;
      expect(invoice).toMatchObject({ paymentPlan: "deposit", totalCost: proposal.total, discountPercentage: 5 });
      await page.getByRole("button", { name: c.proceedPayment }).click();
      await expect(page.getByTestId("sandbox-order-id")).toHaveText(invoice.invoiceNo);
      await page.getByRole("button", { name: c.pay, exact: true }).click();
      await expect.poll(async () => (await first(db.select().from(schema.invoices).where(eq(schema.invoices.id, invoice.id))))?.paymentStatus).toBe("Down Payment");

      // 7. The e-mails: the planner's (turned down, proposal, booking) and the declined venue's.
      const plannerMail = (await db.select().from(schema.outbox).where(eq(schema.outbox.to, email))).map((m) => m.text).join("\n");
      expect(plannerMail).toContain("Fully booked for a wedding");
      expect(plannerMail).toContain(invoice.invoiceNo);
      const declined = recipients.filter((r) => r.recipient.id !== proposer.recipient.id && r.recipient.id !== decliner.recipient.id);
      expect(declined.length).toBeGreaterThanOrEqual(1);
      const declinedMail = await db.select().from(schema.outbox).where(inArray(schema.outbox.to, declined.map((r) => r.vendorEmail)));
      expect(declinedMail.some((m) => m.text.includes("Best terms for our team"))).toBe(true);

      // 8. The booking: in the vendor's dashboard and the ledger.
      const lines = await db.select().from(schema.reservationLines).where(eq(schema.reservationLines.invoiceId, invoice.id));
      expect(lines).toHaveLength(2);
      const ledger = await db.select().from(schema.ledgerEntries).where(eq(schema.ledgerEntries.invoiceId, invoice.id));
      expect(ledger.filter((e) => e.kind === "payment").reduce((s, e) => s + e.amount, 0)).toBe(invoice.depositAmount);
      const vendorAgain = await browser.newContext({ javaScriptEnabled, viewport });
      const vendorBookings = await vendorAgain.newPage();
      await login(vendorBookings, proposer.vendorEmail, DEMO_ACCOUNTS.vendor.password);
      await vendorBookings.goto(`/dashboard/manage-reservations?lang=${lang}&detail=${lines[0]!.id}`);
      await expect(vendorBookings.getByText(invoice.invoiceNo).first()).toBeVisible();
      await vendorAgain.close();
      await page.goto(`/confirmation?id=${invoice.invoiceNo}&token=${invoice.accessToken}&lang=${lang}`);
      await expect(page.getByTestId("invoice-no")).toHaveText(invoice.invoiceNo);
    });
  }
}

test("'Add to request' on a venue's and a product's page puts the venue on the request form", async ({ page }) => {
  for (const path of ["/venue-detail/1", "/product-detail/1"]) {
    await page.goto(path);
    await page.getByTestId("add-to-request").click();
    await expect(page).toHaveURL(/\/auction\?venue=1$/);
    await expect(page.getByRole("checkbox", { name: /The Ayana Nusa Dua/ })).toBeChecked();
  }
});

for (const size of ["desktop", "phone"] as const) {
  test(`'Add to request' on result cards puts each ticked venue on the request form once (${size})`, async ({ page }) => {
    if (size === "phone") await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/search");
    const cards = page.getByTestId("venue-card");
    await expect(cards.first()).toBeVisible();
    // The first two cards of different venues.
    const venues = new Map<string, number>();
    const count = await cards.count();
    expect(count).toBeGreaterThan(1);
    for (let i = 0; i < count && venues.size < 2; i++) {
      const box = cards.nth(i).getByRole("checkbox", { name: "Add to request" });
      const venue = (await box.getAttribute("value"))!;
      if (!venues.has(venue)) venues.set(venue, i);
    }
    expect(venues.size).toBe(2);
    for (const i of venues.values()) await cards.nth(i).getByRole("checkbox", { name: "Add to request" }).check();
    await page.getByTestId("request-picked").click();
    await expect(page).toHaveURL(/\/auction\?venue=\d+&venue=\d+$/);
    const ticked = await page.locator("input[name=venue]:checked").evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value));
    expect(ticked.sort()).toEqual([...venues.keys()].sort());
  });
}
