// RFP answers in a venue's response time (issue 45): each RFP sent to the vendor is a question,
// its first answer (receipt confirmed, turned down or a proposal) the reply. Only the database
// here: app/messages/reply-time.server.ts reads it without the RFP module's imports.
import { and, eq, gte, isNotNull } from "drizzle-orm";
import { getDb, tables } from "~/db.server";

export async function rfpAnswerSamples(supplierId: number, since: number): Promise<{ askedAt: number; repliedAt: number | null }[]> {
  const r = tables.rfpRecipients;
  const rows = await getDb()
    .select({ sentAt: r.sentAt, answeredAt: r.answeredAt })
    .from(r)
    .where(and(eq(r.supplierId, supplierId), isNotNull(r.sentAt), gte(r.sentAt, new Date(since))));
  return rows.map((row) => ({ askedAt: row.sentAt!.getTime(), repliedAt: row.answeredAt ? row.answeredAt.getTime() : null }));
}
