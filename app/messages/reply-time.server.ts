// A vendor's response time (ADR 0113): the median time from a planner's first message in a
// conversation to the vendor's first reply after it, over questions asked in the last 90
// days, shown once there are at least 5 of them. A question still unanswered after a day
// counts with its waiting time so far, so ignoring planners does not flatter the figure;
// younger unanswered ones are left out (too early to tell).
import { sql } from "drizzle-orm";
import { sqlRows, tables } from "~/db.server";
import { msg } from "~/i18n/message-ref";

export const REPLY_TIME_WINDOW_DAYS = 90;
export const REPLY_TIME_MIN_CONVERSATIONS = 5;
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

export type FirstReplySample = { askedAt: number; repliedAt: number | null };

/** Median first-reply time in ms, or null while fewer than the minimum samples count. */
export function medianFirstReplyMs(samples: FirstReplySample[], now: number): number | null {
  const waits = samples
    .filter((s) => s.repliedAt !== null || now - s.askedAt >= DAY)
    .map((s) => Math.max(0, (s.repliedAt ?? now) - s.askedAt))
    .sort((a, b) => a - b);
  if (waits.length < REPLY_TIME_MIN_CONVERSATIONS) return null;
  const mid = Math.floor(waits.length / 2);
  return waits.length % 2 ? waits[mid] : (waits[mid - 1] + waits[mid]) / 2;
}

/** "Usually replies within 2 hours" as a message reference (rounded up to the hour, then to the day past a day). */
export function replyTimeLabel(ms: number): string {
  if (ms <= HOUR) return msg("messaging.repliesWithinAnHour");
  if (ms <= DAY) return msg("messaging.repliesWithinHours", { n: Math.ceil(ms / HOUR) });
  const days = Math.ceil(ms / DAY);
  return days === 1 ? msg("messaging.repliesWithinADay") : msg("messaging.repliesWithinDays", { n: days });
}

/** The first question and first reply of each conversation of the supplier in the window. */
export async function firstReplySamples(supplierId: number, now: number): Promise<FirstReplySample[]> {
  const since = now - REPLY_TIME_WINDOW_DAYS * DAY;
  const m = tables.messages;
  const c = tables.conversations;
  return (
    await sqlRows<{ askedAt: number | string; repliedAt: number | string | null }>(
      sql`select q.asked_at as "askedAt",
            (select min(r.${sql.raw(m.createdAt.name)}) from ${m} r
              where r.${sql.raw(m.conversationId.name)} = q.id and r.${sql.raw(m.senderRole.name)} = 'vendor'
                and r.${sql.raw(m.createdAt.name)} >= q.asked_at) as "repliedAt"
          from (select ${c.id} as id, min(${m.createdAt}) as asked_at
                  from ${c} join ${m} on ${m.conversationId} = ${c.id} and ${m.senderRole} = 'planner'
                 where ${c.supplierId} = ${supplierId}
                 group by ${c.id}) q
         where q.asked_at >= ${since}`,
    )
  ).map((r) => ({ askedAt: Number(r.askedAt), repliedAt: r.repliedAt === null ? null : Number(r.repliedAt) }));
}

/** The label for the supplier's product and venue pages, or null while there is too little to go on. */
export async function vendorReplyTime(supplierId: number, now = Date.now()): Promise<string | null> {
  const median = medianFirstReplyMs(await firstReplySamples(supplierId, now), now);
  return median === null ? null : replyTimeLabel(median);
}
