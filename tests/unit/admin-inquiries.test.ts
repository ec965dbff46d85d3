import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getSessionStorage } from "~/accounts/session.server";
import { type DB, tables, first } from "~/db.server";
import { DEMO_ACCOUNTS } from "~/seed/seed.server";
import { submitEnquiry } from "~/inquiries/enquiry.server";
import { loader as documentLoader } from "~/routes/admin.inquiries.$id.document";
import { loader as listLoader } from "~/routes/admin.inquiries";
import { addDaysIso, baliIsoDate } from "~/utils/format";
import { freshDatabase } from "../support/test-db";

let db: DB;
const idOf = async (email: string) => (await first(db.select().from(tables.users).where(eq(tables.users.email, email))))!.id;

async function cookieFor(userId: number) {
  const storage = getSessionStorage();
  const session = await storage.getSession();
  session.set("userId", userId);
  return (await storage.commitSession(session)).split(";")[0];
}

async function call(fn: (args: never) => unknown, url: string, cookie?: string, params: Record<string, string> = {}) {
  const request = new Request(`http://app.test${url}`, { headers: cookie ? { Cookie: cookie } : {} });
  try {
    return (await fn({ request, params, context: {} } as never)) as Response;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

const PDF = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37, 0x0a, 0x25, 0x25, 0x45, 0x4f, 0x46]);

beforeAll(async () => {
  db = await freshDatabase();
});

describe("admin inquiries", () => {
  it("lists what visitors sent and serves an enquiry's document to the admin only", async () => {
    const id = await submitEnquiry({
      kind: "she",
      input: {
        eventType: "Environmental", guests: 40, eventDate: addDaysIso(baliIsoDate(), 20), startTime: "08:00", endTime: "12:00",
        description: "Beach clean-up in Kuta", website: "https://example.org", nonProfit: "yes", addressLine1: "Jl. Pantai 1",
        province: "Bali", zip: "80361", country: "Indonesia", budgetIdr: 5_000_000, firstName: "Sari", lastName: "Dewi",
        email: "sari@example.org", phone: "08123456789", organization: "Bali Bersih",
      } as never,
      document: { bytes: PDF, type: { ext: "pdf", mime: "application/pdf" } },
    });

    const admin = await cookieFor(await idOf(DEMO_ACCOUNTS.admin.email));
    const list = await call(listLoader, "/admin/inquiries", admin);
    expect(list.status).toBe(200);
    const data = (await list.json()) as { rows: { id: number; name: string; hasDocument: boolean }[] };
    expect(data.rows[0]).toMatchObject({ id, name: "Sari Dewi", hasDocument: true });

    const file = await call(documentLoader, `/admin/inquiries/${id}/document`, admin, { id: String(id) });
    expect(file.status).toBe(200);
    expect(file.headers.get("Content-Type")).toBe("application/pdf");
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(PDF);

    for (const cookie of [undefined, await cookieFor(await idOf(DEMO_ACCOUNTS.customer.email)), await cookieFor(await idOf(DEMO_ACCOUNTS.vendor.email))]) {
      const refusedList = await call(listLoader, "/admin/inquiries", cookie);
      expect(refusedList.status).toBe(302);
      expect(refusedList.headers.get("Location")).toMatch(/^\/login\?redirectTo=/);
      const refusedFile = await call(documentLoader, `/admin/inquiries/${id}/document`, cookie, { id: String(id) });
      expect(refusedFile.status).toBe(302);
    }
    expect((await call(documentLoader, "/admin/inquiries/999999/document", admin, { id: "999999" })).status).toBe(404);
  });
});
