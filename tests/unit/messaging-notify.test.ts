// Notifications: the other party gets one e-mail per conversation per 15 minutes while
// messages keep coming, queued in the outbox with the message, with the text escaped and
// never turned into links, and a link to the conversation.
import { desc, eq, gt } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { type DB, tables, first as firstRow } from "~/db.server";
import { sendAboutProduct, sendReply } from "~/messages/conversations.server";
import { NOTIFY_INTERVAL_MS, shouldNotify } from "~/messages/notify.server";
import { createPlanner, demoVendor } from "../support/messaging-fixtures";
import { freshDatabase } from "../support/test-db";
import { DEMO_ACCOUNTS } from "~/seed/seed.server";

let db: DB;
beforeAll(async () => {
  db = await freshDatabase();
});

const MINUTE = 60_000;
const mailsTo = async (email: string, afterId: number) =>
  (await db.select().from(tables.outbox).where(eq(tables.outbox.to, email))).filter((m) => m.id > afterId);
const lastOutboxId = async () => (await firstRow(db.select({ id: tables.outbox.id }).from(tables.outbox).orderBy(desc(tables.outbox.id))))?.id ?? 0;

describe("shouldNotify", () => {
  it("allows the first e-mail and the next one 15 minutes later, not before", () => {
    const t = new Date("2026-03-01T02:00:00Z");
    expect(shouldNotify(null, t)).toBe(true);
    expect(shouldNotify(t, new Date(t.getTime() + NOTIFY_INTERVAL_MS - 1))).toBe(false);
    expect(shouldNotify(t, new Date(t.getTime() + NOTIFY_INTERVAL_MS))).toBe(true);
  });
});

describe("message notifications", () => {
  it("e-mails the vendor once per 15 minutes per conversation while the planner keeps writing", async () => {
    const planner = await createPlanner(db, "Wayan");
    const vendor = await demoVendor(db);
    const start = await lastOutboxId();
    const t0 = Date.now();
    const at = (minutes: number) => ({ origin: "http://app.test", now: new Date(t0 + minutes * MINUTE) });

    const first = await sendAboutProduct(planner.viewer, vendor.productId, "First question", at(0));
    if (!first.ok) throw new Error(first.formError);
    expect(first.mailIds).toHaveLength(1);
    expect((await sendAboutProduct(planner.viewer, vendor.productId, "Second", at(5))).ok).toBe(true);
    expect((await sendAboutProduct(planner.viewer, vendor.productId, "Third", at(14))).ok).toBe(true);
    expect(await mailsTo(DEMO_ACCOUNTS.vendor.email, start)).toHaveLength(1);

    // The vendor's reply notifies the planner (their own clock), not the vendor again.
    const reply = await sendReply(vendor.viewer, first.conversationId, "Answer", at(14.5));
    expect(reply.ok && reply.mailIds.length).toBe(1);
    expect(await mailsTo(planner.email, start)).toHaveLength(1);

    // 15 minutes after the last e-mail, the next message e-mails the vendor again.
    const later = await sendAboutProduct(planner.viewer, vendor.productId, "Fourth", at(15));
    expect(later.ok && later.mailIds.length).toBe(1);
    expect(await mailsTo(DEMO_ACCOUNTS.vendor.email, start)).toHaveLength(2);
    const conversation = (await firstRow(db.select().from(tables.conversations).where(eq(tables.conversations.id, first.conversationId))))!;
    expect(conversation.supplierNotifiedAt?.getTime()).toBe(t0 + 15 * MINUTE);
  });

  it("another planner's conversation has its own clock", async () => {
    const vendor = await demoVendor(db);
    const start = await lastOutboxId();
    const now = { origin: "http://app.test", now: new Date() };
    await sendAboutProduct((await createPlanner(db)).viewer, vendor.productId, "Hi", now);
    await sendAboutProduct((await createPlanner(db)).viewer, vendor.productId, "Hi too", now);
    expect(await mailsTo(DEMO_ACCOUNTS.vendor.email, start)).toHaveLength(2);
  });

  it("puts the text in the e-mail escaped, not linked, masked before payment, with the conversation link", async () => {
    const planner = await createPlanner(db, "Putu");
    const vendor = await demoVendor(db);
    const start = await lastOutboxId();
    const text = `<script>alert(1)</script> see https://evil.example/x and call 0812 3456 7890`;
    const sent = await sendAboutProduct(planner.viewer, vendor.productId, text, { origin: "https://balimice.example" });
    if (!sent.ok) throw new Error(sent.formError);
    const [mail] = await db.select().from(tables.outbox).where(gt(tables.outbox.id, start));
    expect(mail.to).toBe(DEMO_ACCOUNTS.vendor.email);
    expect(mail.subject).toContain("Putu Planner");
    expect(mail.text).toContain(`https://balimice.example/dashboard/messages/${sent.conversationId}`);
    expect(mail.text).toContain("[phone number hidden until a booking is paid]");
    expect(mail.html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).not.toContain('href="https://evil.example');
    expect(mail.html).toContain(`href="https://balimice.example/dashboard/messages/${sent.conversationId}"`);
    expect(mail.html).not.toContain("0812");
  });
});
