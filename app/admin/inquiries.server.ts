// What visitors sent through the public forms (inquiry, request for proposal, Contact Us,
// special-event enquiries), for the admin: newest first, with private documents.
import { count, desc, eq } from "drizzle-orm";
import { getDb, schema } from "~/db.server";
import { getStorage } from "~/storage/storage.server";

export const INQUIRIES_PAGE_SIZE = 20;

export function listInquiries(page: number) {
  const db = getDb();
  const total = db.select({ n: count() }).from(schema.inquiries).get()?.n ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / INQUIRIES_PAGE_SIZE));
  const current = Math.min(Math.max(1, Math.floor(page) || 1), pageCount);
  const rows = db
    .select()
    .from(schema.inquiries)
    .orderBy(desc(schema.inquiries.id))
    .limit(INQUIRIES_PAGE_SIZE)
    .offset((current - 1) * INQUIRIES_PAGE_SIZE)
    .all();
  return { rows, total, page: current, pageCount };
}

/** The document of an enquiry, or null when there is none. */
export async function readInquiryDocument(id: number) {
  const row = getDb()
    .select({ documentKey: schema.inquiries.documentKey })
    .from(schema.inquiries)
    .where(eq(schema.inquiries.id, id))
    .get();
  if (!row?.documentKey) return null;
  const file = await getStorage().get(row.documentKey);
  return file ? { ...file, name: row.documentKey.split("/").pop()! } : null;
}
