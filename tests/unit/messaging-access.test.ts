// Who may read and write a conversation: its planner and its venue's vendor; the admin reads
// (never writes); anyone else gets 404 from every loader and action, guests are sent to log
// in. Sending is validated (text, 2,000 characters) and rate limited.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { type DB, tables, first } from "~/db.server";
import { DEMO_ACCOUNTS } from "~/seed/seed.server";
import { sendAboutProduct } from "~/messages/conversations.server";
import { MESSAGE_MAX } from "~/messages/message-rules";
import { SEND_LIMIT } from "~/messages/send.server";
import { loader as adminConversationLoader } from "~/routes/admin.messages.$id";
import { loader as adminListLoader } from "~/routes/admin.messages._index";
import { action as vendorConversationAction, loader as vendorConversationLoader } from "~/routes/dashboard.messages.$id";
import { loader as vendorComposeLoader } from "~/routes/dashboard.messages.new";
import { action as plannerConversationAction, loader as plannerConversationLoader } from "~/routes/messages.$id";
import { action as composeAction, loader as composeLoader } from "~/routes/messages.new";
import { loader as productLoader } from "~/routes/product-detail.$id";
import { createTestInvoice } from "../support/invoices";
import { callRoute, cookieFor, createPlanner, demoVendor, secondVendor, userIdOf } from "../support/messaging-fixtures";
import { freshDatabase } from "../support/test-db";

let db: DB;
let conversationId: number;
let planner: Awaited<ReturnType<typeof createPlanner>>;
const cookies: Record<string, string> = {};

beforeAll(async () => {
  db = await freshDatabase();
  planner = await createPlanner(db);
  const sent = await sendAboutProduct(planner.viewer, (await demoVendor(db)).productId, "Can the ballroom seat 120 in classroom style?", { origin: "http://app.test" });
  if (!sent.ok) throw new Error(sent.formError);
  conversationId = sent.conversationId;
  cookies.planner = await cookieFor(planner.id);
  cookies.otherPlanner = await cookieFor(await userIdOf(db, DEMO_ACCOUNTS.customer.email));
  cookies.vendor = await cookieFor((await demoVendor(db)).userId);
  cookies.otherVendor = await cookieFor((await secondVendor(db)).userId);
  cookies.admin = await cookieFor(await userIdOf(db, DEMO_ACCOUNTS.admin.email));
});

const params = () => ({ id: String(conversationId) });

describe("reading a conversation", () => {
  it("is open to its planner, its vendor and the admin", async () => {
    for (const [fn, path, cookie] of [
      [plannerConversationLoader, `/messages/${conversationId}`, cookies.planner],
      [vendorConversationLoader, `/dashboard/messages/${conversationId}`, cookies.vendor],
      [adminConversationLoader, `/admin/messages/${conversationId}`, cookies.admin],
    ] as const) {
      const res = await callRoute(fn, path, { cookie, params: params() });
      expect(res.status, path).toBe(200);
      const data = (await res.json()) as { conversation: { messages: { body: string }[]; readOnly: boolean } };
      expect(data.conversation.messages[0].body).toContain("classroom style");
    }
    const admin = (await (await callRoute(adminListLoader, "/admin/messages", { cookie: cookies.admin })).json()) as { rows: { id: number }[] };
    expect(admin.rows.some((r) => r.id === conversationId)).toBe(true);
  });

  it("answers 404 to another planner, another vendor, and to either area's wrong kind of account", async () => {
    const cases = [
      [plannerConversationLoader, `/messages/${conversationId}`, cookies.otherPlanner],
      [plannerConversationLoader, `/messages/${conversationId}`, cookies.vendor],
      [plannerConversationLoader, `/messages/${conversationId}`, cookies.admin],
      [vendorConversationLoader, `/dashboard/messages/${conversationId}`, cookies.otherVendor],
      [vendorConversationLoader, `/dashboard/messages/${conversationId}`, cookies.planner],
      [adminConversationLoader, `/admin/messages/${conversationId}`, cookies.vendor],
      [plannerConversationLoader, `/messages/999999`, cookies.planner],
      [plannerConversationLoader, `/messages/abc`, cookies.planner],
    ] as const;
    for (const [fn, path, cookie] of cases) {
      const id = path.split("/").pop()!;
      const res = await callRoute(fn, path, { cookie, params: { id } });
      expect(res.status, path).toBe(404);
    }
  });

  it("sends a guest to log in and back", async () => {
    const res = await callRoute(plannerConversationLoader, `/messages/${conversationId}`, { params: params() });
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe(`/login?${new URLSearchParams({ redirectTo: `/messages/${conversationId}` })}`);
  });
});

describe("writing", () => {
  const count = async () => (await db.select().from(tables.messages).where(eq(tables.messages.conversationId, conversationId))).length;

  it("lets the participants reply and refuses everyone else with 404, writing nothing", async () => {
    const before = await count();
    const ok = await callRoute(vendorConversationAction, `/dashboard/messages/${conversationId}`, { cookie: cookies.vendor, params: params(), form: { body: "Yes, 120 fits." } });
    expect(ok.status).toBe(302);
    expect(ok.headers.get("Location")).toBe(`/dashboard/messages/${conversationId}#latest`);
    for (const [fn, path, cookie] of [
      [vendorConversationAction, `/dashboard/messages/${conversationId}`, cookies.otherVendor],
      [plannerConversationAction, `/messages/${conversationId}`, cookies.otherPlanner],
      [plannerConversationAction, `/messages/${conversationId}`, cookies.admin],
    ] as const) {
      const res = await callRoute(fn, path, { cookie, params: params(), form: { body: "Let me in" } });
      expect(res.status, path).toBe(404);
    }
    expect(await count()).toBe(before + 1);
  });

  it("refuses an empty or over-long message with the reason next to the field, and keeps the text", async () => {
    const before = await count();
    const tooLong = "x".repeat(MESSAGE_MAX + 1);
    const res = await callRoute(plannerConversationAction, `/messages/${conversationId}`, { cookie: cookies.planner, params: params(), form: { body: tooLong } });
    expect(res.status).toBe(400);
    const data = (await res.json()) as { result: { error: Record<string, string[]>; initialValue: Record<string, string> } };
    expect(data.result.error.body[0]).toMatch(/2,000 characters/);
    expect(data.result.initialValue.body).toBe(tooLong);
    const empty = await callRoute(plannerConversationAction, `/messages/${conversationId}`, { cookie: cookies.planner, params: params(), form: { body: "  \u0000 " } });
    expect(empty.status).toBe(400);
    expect(((await empty.json()) as { result: { error: Record<string, string[]> } }).result.error.body).toEqual(["Please write a message."]);
    // Exactly 2,000 characters is fine.
    const max = await callRoute(plannerConversationAction, `/messages/${conversationId}`, { cookie: cookies.planner, params: params(), form: { body: "y".repeat(MESSAGE_MAX) } });
    expect(max.status).toBe(302);
    expect(await count()).toBe(before + 1);
  });

  it("rate limits sending per account", async () => {
    const sender = await createPlanner(db);
    const cookie = await cookieFor(sender.id);
    const product = (await demoVendor(db)).productId;
    const answers: Response[] = [];
    for (let i = 0; i <= SEND_LIMIT; i++) {
      answers.push(await callRoute(composeAction, `/messages/new?product=${product}`, { cookie, form: { body: `Question ${i}` } }));
    }
    expect(answers.map((a) => a.status)).toEqual([...Array.from({ length: SEND_LIMIT }, () => 302), 429]);
    const data = (await answers[SEND_LIMIT].json()) as { result: { error: Record<string, string[]> } };
    expect(data.result.error.body[0]).toMatch(/Too many attempts/);
  });

  it("keeps a guest's text through logging in, then sends it as the planner", async () => {
    const product = (await demoVendor(db)).productId;
    const res = await callRoute(composeAction, `/messages/new?product=${product}`, { form: { body: "Do you have a projector?" } });
    expect(res.status).toBe(302);
    const location = new URL(res.headers.get("Location")!, "http://app.test");
    expect(location.pathname).toBe("/login");
    const back = location.searchParams.get("redirectTo")!;
    expect(back).toMatch(new RegExp(`^/product-detail/${product}\\?draft=`));

    // After logging in, the product page's form holds the text again.
    const newcomer = await createPlanner(db);
    const cookie = await cookieFor(newcomer.id);
    const page = (await (await callRoute(productLoader, back, { cookie, params: { id: String(product) } })).json()) as {
      messaging: { mode: string; draft: string; draftToken: string };
    };
    expect(page.messaging).toMatchObject({ mode: "planner", draft: "Do you have a projector?" });
    // A token for another product shows nothing.
    const elsewhere = (await (await callRoute(productLoader, back.replace(`/product-detail/${product}`, `/product-detail/${product + 1}`), { cookie, params: { id: String(product + 1) } })).json()) as { messaging: { draft: string } };
    expect(elsewhere.messaging.draft).toBe("");

    const sent = await callRoute(composeAction, `/messages/new?product=${product}`, { cookie, form: { body: page.messaging.draft, draft: page.messaging.draftToken } });
    expect(sent.status).toBe(302);
    expect((await db.select().from(tables.messageDrafts)).length).toBe(0);
  });

  it("a guest's text for a product that does not exist is not kept (no error)", async () => {
    const res = await callRoute(composeAction, "/messages/new?product=999999", { form: { body: "Hello?" } });
    expect(res.status).toBe(302);
    expect(new URL(res.headers.get("Location")!, "http://app.test").searchParams.get("redirectTo")).toBe("/product-detail/999999#message-the-venue");
    expect((await db.select().from(tables.messageDrafts)).length).toBe(0);
  });
});

describe("conversations about a booking", () => {
  it("open to the invoice's planner and the line's vendor; 404 for anyone else", async () => {
    const owner = await createPlanner(db);
    const invoice = await createTestInvoice(db, { lines: 1, userId: owner.id });
    const line = (await first(db.select().from(tables.reservationLines).where(eq(tables.reservationLines.invoiceId, invoice.id))))!;
    const lineVendor = (await first(db.select().from(tables.suppliers).where(eq(tables.suppliers.id, line.supplierId))))!;

    const mine = await callRoute(composeLoader, `/messages/new?line=${line.id}`, { cookie: await cookieFor(owner.id) });
    expect(mine.status).toBe(200);
    const data = (await mine.json()) as { subject: { title: string } };
    expect(data.subject.title).toBe(`Booking ${invoice.invoiceNo}`);
    expect((await callRoute(composeLoader, `/messages/new?line=${line.id}`, { cookie: cookies.otherPlanner })).status).toBe(404);
    expect((await callRoute(composeAction, `/messages/new?line=${line.id}`, { cookie: cookies.otherPlanner, form: { body: "hi" } })).status).toBe(404);

    expect((await callRoute(vendorComposeLoader, `/dashboard/messages/new?line=${line.id}`, { cookie: await cookieFor(lineVendor.userId) })).status).toBe(200);
    const stranger = lineVendor.userId === (await demoVendor(db)).userId ? cookies.otherVendor : cookies.vendor;
    expect((await callRoute(vendorComposeLoader, `/dashboard/messages/new?line=${line.id}`, { cookie: stranger })).status).toBe(404);

    // Sent once, the next visit opens the conversation.
    const sent = await callRoute(composeAction, `/messages/new?line=${line.id}`, { cookie: await cookieFor(owner.id), form: { body: "Can we start at 07:00?" } });
    expect(sent.status).toBe(302);
    const again = await callRoute(composeLoader, `/messages/new?line=${line.id}`, { cookie: await cookieFor(owner.id) });
    expect(again.headers.get("Location")).toMatch(/^\/messages\/\d+$/);
  });

  it("a guest booking (no account) has nobody to message", async () => {
    const invoice = await createTestInvoice(db, { lines: 1, userId: null });
    const line = (await first(db.select().from(tables.reservationLines).where(eq(tables.reservationLines.invoiceId, invoice.id))))!;
    const vendorUser = (await first(db.select().from(tables.suppliers).where(eq(tables.suppliers.id, line.supplierId))))!.userId;
    expect((await callRoute(vendorComposeLoader, `/dashboard/messages/new?line=${line.id}`, { cookie: await cookieFor(vendorUser) })).status).toBe(404);
  });
});
