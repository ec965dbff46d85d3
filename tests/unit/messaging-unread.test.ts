// Unread counts: a message is unread for the other side until they open the conversation (or
// press "Mark read"); one's own messages never count; the header and side-menu show them.
import { beforeAll, describe, expect, it } from "vitest";
import type { DB } from "~/db.server";
import { listConversations, markConversationRead, sendAboutProduct, sendReply, unreadMessageCount } from "~/messages/conversations.server";
import { loader as rootLoader } from "~/root";
import { loader as dashboardLoader } from "~/routes/dashboard";
import { action as plannerInboxAction } from "~/routes/messages._index";
import { loader as plannerConversationLoader } from "~/routes/messages.$id";
import { callRoute, cookieFor, createPlanner, demoVendor } from "../support/messaging-fixtures";
import { freshDatabase } from "../support/test-db";

const origin = { origin: "http://app.test" };
let db: DB;
beforeAll(async () => {
  db = await freshDatabase();
});

describe("unread counts", () => {
  it("counts the other side's messages until read, per conversation and in total", async () => {
    const planner = await createPlanner(db);
    const vendor = await demoVendor(db);
    const vendorBefore = await unreadMessageCount(vendor.viewer);

    const first = await sendAboutProduct(planner.viewer, vendor.productId, "Can we start at 07:00?", origin);
    if (!first.ok) throw new Error(first.formError);
    await sendAboutProduct(planner.viewer, vendor.productId, "And finish at 19:00?", origin);
    expect(await unreadMessageCount(planner.viewer)).toBe(0); // own messages
    expect(await unreadMessageCount(vendor.viewer)).toBe(vendorBefore + 2);
    expect((await listConversations(vendor.viewer)).rows.find((r) => r.id === first.conversationId)?.unread).toBe(2);

    // Replying reads what came before; the planner now has one unread.
    await sendReply(vendor.viewer, first.conversationId, "Yes to both.", origin);
    expect(await unreadMessageCount(vendor.viewer)).toBe(vendorBefore);
    expect(await unreadMessageCount(planner.viewer)).toBe(1);
    expect((await listConversations(planner.viewer)).rows[0]).toMatchObject({ id: first.conversationId, unread: 1, lastMessage: "Yes to both." });

    // The header count (root loader) for the planner; opening the conversation reads it.
    const cookie = await cookieFor(planner.id);
    const root = (await (await callRoute(rootLoader, "/", { cookie })).json()) as { unreadMessages: number | null };
    expect(root.unreadMessages).toBe(1);
    // The page that opens the conversation already counts it read in the header (the two
    // loaders run in parallel).
    const whileOpening = (await (await callRoute(rootLoader, `/messages/${first.conversationId}`, { cookie })).json()) as { unreadMessages: number };
    expect(whileOpening.unreadMessages).toBe(0);
    const opened = await callRoute(plannerConversationLoader, `/messages/${first.conversationId}`, { cookie, params: { id: String(first.conversationId) } });
    expect(opened.status).toBe(200);
    expect(await unreadMessageCount(planner.viewer)).toBe(0);
  });

  it("marks a conversation read from the inbox without opening it (plain form)", async () => {
    const planner = await createPlanner(db);
    const vendor = await demoVendor(db);
    const sent = await sendAboutProduct(planner.viewer, vendor.productId, "Is parking included?", origin);
    if (!sent.ok) throw new Error(sent.formError);
    await sendReply(vendor.viewer, sent.conversationId, "Yes, for 50 cars.", origin);
    expect(await unreadMessageCount(planner.viewer)).toBe(1);
    const res = await callRoute(plannerInboxAction, "/messages?index", {
      cookie: await cookieFor(planner.id),
      form: { intent: "mark-read", conversationId: String(sent.conversationId) },
    });
    expect(res.status).toBe(302);
    expect(await unreadMessageCount(planner.viewer)).toBe(0);
    // Someone else's conversation cannot be marked.
    const other = await createPlanner(db);
    expect(await markConversationRead(other.viewer, sent.conversationId)).toBe(false);
  });

  it("shows the vendor's unread count in the dashboard side menu, and none in the header", async () => {
    const vendor = await demoVendor(db);
    const planner = await createPlanner(db);
    const before = await unreadMessageCount(vendor.viewer);
    await sendAboutProduct(planner.viewer, vendor.productId, "Hello from a new planner", origin);
    const cookie = await cookieFor(vendor.userId);
    const menu = (await (await callRoute(dashboardLoader, "/dashboard", { cookie })).json()) as { unreadMessages: number };
    expect(menu.unreadMessages).toBe(before + 1);
    const root = (await (await callRoute(rootLoader, "/", { cookie })).json()) as { unreadMessages: number | null };
    expect(root.unreadMessages).toBeNull();
  });

  it("seeds demo conversations with one unread reply for the demo customer", async () => {
    const rows = (await listConversations({ role: "admin", userId: 0 })).rows.filter((r) => r.plannerName === "Kadek Planner");
    expect(rows.length).toBe(2);
  });
});
