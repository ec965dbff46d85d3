// Receipts uploaded through POST /v1/file/upload wait for a POST /v1/confirmation that names
// them. One never used within 24 hours is deleted by the job runner (ADR 0102), so anonymous
// uploads cannot pile up forever.
import { inArray } from "drizzle-orm";
import { getDb, tables } from "~/db.server";
import { RECEIPT_PREFIX } from "~/payments/confirmation.server";
import { getStorage } from "~/storage/storage.server";
import { log } from "~/utils/logger.server";

export const API_UPLOAD_FOLDER = `${RECEIPT_PREFIX}uploads`;
export const UNREFERENCED_UPLOAD_TTL_MS = 24 * 60 * 60 * 1000;

/** Deletes API receipt uploads older than 24 hours that no confirmation refers to; returns how many. */
export async function deleteUnreferencedUploads(now = new Date()): Promise<number> {
  const storage = getStorage();
  const old = (await storage.list(API_UPLOAD_FOLDER)).filter(
    (f) => now.getTime() - f.modifiedAt.getTime() > UNREFERENCED_UPLOAD_TTL_MS,
  );
  if (!old.length) return 0;
  const used = new Set(
    (await getDb()
            .select({ fileKey: tables.paymentConfirmations.fileKey })
            .from(tables.paymentConfirmations)
            .where(inArray(tables.paymentConfirmations.fileKey, old.map((f) => f.key))))
      .map((r) => r.fileKey),
  );
  let deleted = 0;
  for (const file of old) {
    if (used.has(file.key)) continue;
    await storage.delete(file.key);
    deleted++;
  }
  if (deleted) log().info({ deleted }, "unreferenced receipt uploads deleted");
  return deleted;
}
