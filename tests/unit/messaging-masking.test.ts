// ADR 0110: phone numbers and e-mail addresses in messages are hidden until the planner has
// paid a booking with the venue; prices, dates, times and head counts are left alone.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { type DB, tables, first, run } from "~/db.server";
import { getConversationView, sendAboutProduct } from "~/messages/conversations.server";
import { contactsRevealed, EMAIL_HIDDEN, maskContactDetails, PHONE_HIDDEN } from "~/messages/masking.server";
import { createTestInvoice } from "../support/invoices";
import { createPlanner } from "../support/messaging-fixtures";
import { freshDatabase } from "../support/test-db";

describe("maskContactDetails", () => {
  it.each([
    ["Call me on 0812 3456 7890 tomorrow", `Call me on ${PHONE_HIDDEN} tomorrow`],
    ["WhatsApp +62 812-3456-7890", `WhatsApp ${PHONE_HIDDEN}`],
    ["office (0361) 771 234", `office ${PHONE_HIDDEN}`],
    ["wa.me/6281234567890 please", `wa.me/${PHONE_HIDDEN} please`],
    ["US line +1 415 555 0100.", `US line ${PHONE_HIDDEN}.`],
    ["08123456789", PHONE_HIDDEN],
  ])("hides the phone number in %j", (input, expected) => {
    expect(maskContactDetails(input)).toBe(expected);
  });

  it.each([
    ["mail sari.dewi@example.co.id thanks", `mail ${EMAIL_HIDDEN} thanks`],
    ["sari @ gmail . com", EMAIL_HIDDEN],
    ["sari(at)gmail(dot)com", EMAIL_HIDDEN],
    ["SARI [at] Example [dot] ORG", EMAIL_HIDDEN],
  ])("hides the e-mail address in %j", (input, expected) => {
    expect(maskContactDetails(input)).toBe(expected);
  });

  it.each([
    "The package is Rp 15.000.000 for 120 guests",
    "Event on 02-12-2026 from 07:00 to 17:30",
    "We arrive at venue. Then lunch at 12.30",
    "Room 2 seats 120 in classroom, 300 theatre; invoice INV-DEMO-0001",
    "Budget 150000000 rupiah",
  ])("leaves ordinary text alone: %j", (input) => {
    expect(maskContactDetails(input)).toBe(input);
  });
});

describe("when contact details are revealed", () => {
  let db: DB;
  beforeAll(async () => {
    db = await freshDatabase();
  });

  it("hides them for both sides until the planner pays a booking with that venue, then shows them", async () => {
    const planner = await createPlanner(db);
    // A pending booking of the planner's; its venue is the one they write to.
    const invoice = await createTestInvoice(db, { lines: 1, userId: planner.id });
    const line = (await first(db.select().from(tables.reservationLines).where(eq(tables.reservationLines.invoiceId, invoice.id))))!;
    const supplier = (await first(db.select().from(tables.suppliers).where(eq(tables.suppliers.id, line.supplierId))))!;
    const vendor = { role: "vendor" as const, userId: supplier.userId, supplierId: supplier.id };
    const sent = await sendAboutProduct(planner.viewer, line.productId, "Reach me at 0812 3456 7890 or kadek@example.com", { origin: "http://app.test" });
    if (!sent.ok) throw new Error(sent.formError);

    const asVendor = (await getConversationView(vendor, sent.conversationId))!;
    expect(asVendor.masked).toBe(true);
    expect(asVendor.messages[0].body).toBe(`Reach me at ${PHONE_HIDDEN} or ${EMAIL_HIDDEN}`);
    expect((await getConversationView(planner.viewer, sent.conversationId))!.messages[0].body).not.toContain("0812");
    // The admin reads what was sent (disputes).
    expect((await getConversationView({ role: "admin", userId: 1 }, sent.conversationId))!.messages[0].body).toContain("0812 3456 7890");
    expect(await contactsRevealed(db, planner.id, supplier.id)).toBe(false);

    await run((db) => db.update(tables.invoices).set({ status: "paid", paidAt: new Date() }).where(eq(tables.invoices.id, invoice.id)));
    expect(await contactsRevealed(db, planner.id, supplier.id)).toBe(true);
    expect((await getConversationView(vendor, sent.conversationId))!.messages[0].body).toBe("Reach me at 0812 3456 7890 or kadek@example.com");
  });

  it("a paid booking with another venue does not reveal this one", async () => {
    const planner = await createPlanner(db);
    const invoice = await createTestInvoice(db, { lines: 1, userId: planner.id });
    await run((db) => db.update(tables.invoices).set({ status: "paid" }).where(eq(tables.invoices.id, invoice.id)));
    const line = (await first(db.select().from(tables.reservationLines).where(eq(tables.reservationLines.invoiceId, invoice.id))))!;
    expect(await contactsRevealed(db, planner.id, line.supplierId)).toBe(true);
    expect(await contactsRevealed(db, planner.id, line.supplierId + 1)).toBe(false);
  });
});
