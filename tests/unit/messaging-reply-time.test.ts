// The response-time figure: median first reply over the last 90 days, shown from 5
// conversations on; questions unanswered for over a day count with their wait so far.
import { beforeAll, describe, expect, it } from "vitest";
import type { DB } from "~/db.server";
import { sendAboutProduct, sendReply } from "~/messages/conversations.server";
import { messageText } from "~/i18n/catalog/text.server";
import { medianFirstReplyMs, replyTimeLabel, vendorReplyTime } from "~/messages/reply-time.server";
import { createPlanner, secondVendor } from "../support/messaging-fixtures";
import { freshDatabase } from "../support/test-db";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const now = Date.now();

describe("medianFirstReplyMs", () => {
  const answered = (hours: number, agoDays = 2) => ({ askedAt: now - agoDays * DAY, repliedAt: now - agoDays * DAY + hours * HOUR });

  it("needs at least 5 conversations", () => {
    expect(medianFirstReplyMs([1, 2, 3, 4].map((h) => answered(h)), now)).toBeNull();
    expect(medianFirstReplyMs([1, 2, 3, 4, 50].map((h) => answered(h)), now)).toBe(3 * HOUR);
  });

  it("takes the middle pair's mean for an even count", () => {
    expect(medianFirstReplyMs([1, 2, 3, 5, 8, 9].map((h) => answered(h)), now)).toBe(4 * HOUR);
  });

  it("counts a question unanswered for over a day with its wait so far, and leaves out younger ones", () => {
    const quick = [1, 1, 1, 1].map((h) => answered(h));
    const ignoredTwice = [{ askedAt: now - 3 * DAY, repliedAt: null }, { askedAt: now - 4 * DAY, repliedAt: null }];
    expect(medianFirstReplyMs([...quick, ...ignoredTwice], now)).toBe(1 * HOUR);
    const ignoredOften = [3, 4, 5, 6, 7].map((d) => ({ askedAt: now - d * DAY, repliedAt: null }));
    expect(medianFirstReplyMs([...quick, ...ignoredOften], now)).toBe(3 * DAY);
    const justAsked = [{ askedAt: now - HOUR, repliedAt: null }];
    expect(medianFirstReplyMs([...quick, ...justAsked], now)).toBeNull();
  });
});

describe("replyTimeLabel", () => {
  it.each([
    [20 * 60_000, "Usually replies within an hour"],
    [HOUR, "Usually replies within an hour"],
    [1.5 * HOUR, "Usually replies within 2 hours"],
    [23 * HOUR, "Usually replies within 23 hours"],
    [DAY, "Usually replies within 24 hours"],
    [1.2 * DAY, "Usually replies within 2 days"],
  ])("%d ms -> %s", (ms, label) => {
    // A message reference (ADR 0391), in English here; the pages render it in their language.
    expect(messageText("en", replyTimeLabel(ms))).toBe(label);
  });

  it("is a reference to the messaging catalogue, Indonesian on an Indonesian page", () => {
    expect(replyTimeLabel(1.5 * HOUR)).toBe("messaging.repliesWithinHours?n=2");
    expect(messageText("id", replyTimeLabel(1.5 * HOUR))).toBe("Biasanya membalas dalam 2 jam");
    expect(messageText("id", replyTimeLabel(DAY / 2 + 2 * DAY))).toBe("Biasanya membalas dalam 3 hari");
  });
});

describe("vendorReplyTime", () => {
  let db: DB;
  beforeAll(async () => {
    db = await freshDatabase();
  });

  it("is shown from the fifth answered question on, from the vendor's own conversations in the last 90 days", async () => {
    const vendor = await secondVendor(db);
    const ask = async (askedAgo: number, replyAfter: number | null) => {
      const planner = await createPlanner(db);
      const asked = new Date(now - askedAgo);
      const sent = await sendAboutProduct(planner.viewer, vendor.productId, "Question", { origin: "http://app.test", now: asked });
      if (!sent.ok) throw new Error(sent.formError);
      // A planner's follow-up does not restart the clock; only the vendor's reply stops it.
      await sendAboutProduct(planner.viewer, vendor.productId, "Follow-up", { origin: "http://app.test", now: new Date(asked.getTime() + 10 * 60_000) });
      if (replyAfter !== null) await sendReply(vendor.viewer, sent.conversationId, "Answer", { origin: "http://app.test", now: new Date(asked.getTime() + replyAfter) });
    };
    await ask(100 * DAY, 30 * DAY); // outside the window: left out
    await ask(10 * DAY, 1 * HOUR);
    await ask(9 * DAY, 2 * HOUR);
    await ask(8 * DAY, 1.5 * HOUR);
    expect(await vendorReplyTime(vendor.supplierId, now)).toBeNull();
    await ask(7 * DAY, 5 * HOUR);
    expect(await vendorReplyTime(vendor.supplierId, now)).toBeNull();
    await ask(6 * DAY, 0.5 * HOUR);
    // 0.5, 1, 1.5, 2, 5 hours: median 1.5 h.
    expect(messageText("en", (await vendorReplyTime(vendor.supplierId, now))!)).toBe("Usually replies within 2 hours");
  });
});
