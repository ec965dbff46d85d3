// ADR 0110: phone numbers and e-mail addresses in messages are hidden until the planner has
// paid a booking with the venue; prices, dates, times and head counts are left alone.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { DB } from "~/db.server";
import * as s from "~/db/schema";
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

  it("hides them for both sides until the planner pays a booking with that venue, then shows them", () => {
    const planner = createPlanner(db);
    // A pending booking of the planner's; its venue is the one they write to.
    const invoice = createTestInvoice(db, { lines: 1, userId: planner.id });
    const line = db.select().from(s.reservationLines).where(eq(s.reservationLines.invoiceId, invoice.id)).get()!;
    const supplier = db.select().from(s.suppliers).where(eq(s.suppliers.id, line.supplierId)).get()!;
    const vendor = { role: "vendor" as const, userId: supplier.userId, supplierId: supplier.id };
    const sent = sendAboutProduct(planner.viewer, line.productId, "Reach me at 0812 3456 7890 or kadek@example.com", { origin: "http://app.test" });
    if (!sent.ok) throw new Error(sent.formError);

    const asVendor = getConversationView(vendor, sent.conversationId)!;
    expect(asVendor.masked).toBe(true);
    expect(asVendor.messages[0].body).toBe(`Reach me at ${PHONE_HIDDEN} or ${EMAIL_HIDDEN}`);
    expect(getConversationView(planner.viewer, sent.conversationId)!.messages[0].body).not.toContain("0812");
    // The admin reads what was sent (disputes).
    expect(getConversationView({ role: "admin", userId: 1 }, sent.conversationId)!.messages[0].body).toContain("0812 3456 7890");
    expect(contactsRevealed(db, planner.id, supplier.id)).toBe(false);

    db.update(s.invoices).set({ status: "paid", paidAt: new Date() }).where(eq(s.invoices.id, invoice.id)).run();
    expect(contactsRevealed(db, planner.id, supplier.id)).toBe(true);
    expect(getConversationView(vendor, sent.conversationId)!.messages[0].body).toBe("Reach me at 0812 3456 7890 or kadek@example.com");
  });

  it("a paid booking with another venue does not reveal this one", () => {
    const planner = createPlanner(db);
    const invoice = createTestInvoice(db, { lines: 1, userId: planner.id });
    db.update(s.invoices).set({ status: "paid" }).where(eq(s.invoices.id, invoice.id)).run();
    const line = db.select().from(s.reservationLines).where(eq(s.reservationLines.invoiceId, invoice.id)).get()!;
    expect(contactsRevealed(db, planner.id, line.supplierId)).toBe(true);
    expect(contactsRevealed(db, planner.id, line.supplierId + 1)).toBe(false);
  });
});
