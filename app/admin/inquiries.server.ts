// What visitors sent through the public forms (inquiry, request for proposal, Contact Us,
// special-event enquiries), for the admin: newest first, with private documents.
import { count, desc, eq } from "drizzle-orm";
import { getDb, tables, first } from "~/db.server";
import { getStorage } from "~/storage/storage.server";

export const INQUIRIES_PAGE_SIZE = 20;

export async function listInquiries(page: number) {
  const db = getDb();
  const total = (await first(db.select({ n: count() }).from(tables.inquiries)))?.n ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / INQUIRIES_PAGE_SIZE));
  const current = Math.min(Math.max(1, Math.floor(page) || 1), pageCount);
  const rows = await db
      .select()
      .from(tables.inquiries)
      .orderBy(desc(tables.inquiries.id))
      .limit(INQUIRIES_PAGE_SIZE)
      .offset((current - 1) * INQUIRIES_PAGE_SIZE);
  return { rows, total, page: current, pageCount };
}

/** The document of an enquiry, or null when there is none. */
export async function readInquiryDocument(id: number) {
  const row = await first(getDb()
      .select({ documentKey: tables.inquiries.documentKey })
      .from(tables.inquiries)
      .where(eq(tables.inquiries.id, id)));
  if (!row?.documentKey) return null;
  const file = await getStorage().get(row.documentKey);
  return file ? { ...file, name: row.documentKey.split("/").pop()! } : null;
}
