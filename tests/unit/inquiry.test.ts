import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { action as apiInquiry } from "~/routes/v1.inquiry";
import { freshDatabase } from "../support/test-db";
import { tables, first } from "~/db.server";

const post = (body: unknown) =>
  apiInquiry({
    request: new Request("http://localhost/v1/inquiry", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    }),
    params: {},
    context: {},
  });

describe("POST /v1/inquiry", () => {
  it("stores an auction request and e-mails the team", async () => {
    const db = await freshDatabase({ seed: false });
    const res = await post({
      inquiryType: "AUCTION", name: "Ana", email: "ana@example.test", phone: "08123456789",
      note: "Gala dinner for 200", budget: "150000000", startDate: "2030-01-10", endDate: "2030-01-11",
    });
    expect(res.status).toBe(201);
    const row = (await first(db.select().from(tables.inquiries)))!;
    expect(row).toMatchObject({ inquiryType: "AUCTION", budget: 150_000_000, startDate: "2030-01-10" });
    const mail = await db.select().from(tables.outbox);
    expect(mail).toHaveLength(1);
    expect(mail[0].text).toContain("Gala dinner for 200");
  });

  it("answers 400 with field errors and stores nothing", async () => {
    const db = await freshDatabase({ seed: false });
    const res = await post({ inquiryType: "AUCTION", name: "Ana" });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { errors: Record<string, string[]> };
    expect(body.errors.email).toContain("Please enter your email address.");
    expect(body.errors.note).toContain("Please enter your message");

    const backwards = await post({
      inquiryType: "AUCTION", name: "Ana", email: "ana@example.test", phone: "08123456789", note: "x",
      startDate: "2030-01-10", endDate: "2030-01-01",
    });
    expect(backwards.status).toBe(400);
    const backwardsBody = (await backwards.json()) as { errors: Record<string, string[]> };
    expect(backwardsBody.errors.endDate).toContain("The end date cannot be before the start date.");
    expect(await db.select().from(tables.inquiries).where(eq(tables.inquiries.name, "Ana"))).toHaveLength(0);
  });
});

describe("public forms are rate limited per client address", () => {
  it("answers 429 once an address has sent too many messages or uploads", async () => {
    const db = await freshDatabase({ seed: false });
    const { getEnv } = await import("~/env.server");
    const env = getEnv();
    const saved = env.RATE_LIMIT_PER_IP;
    env.RATE_LIMIT_PER_IP = 2; // the parsed env is cached
    try {
      const body = { name: "Ana", email: "ana@example.test", phone: "08123456789", note: "Hello" };
      const send = (ip: string) =>
        apiInquiry({
          request: new Request("http://localhost/v1/inquiry", {
            method: "POST",
            headers: { "content-type": "application/json", "x-client-ip": ip },
            body: JSON.stringify(body),
          }),
          params: {},
          context: {},
        });
      const statuses = [];
      for (let i = 0; i < 3; i++) statuses.push((await send("203.0.113.50")).status);
      expect(statuses).toEqual([201, 201, 429]);
      // Another address is not affected, and nothing past the limit was stored.
      expect((await send("203.0.113.51")).status).toBe(201);
      expect(await db.select().from(tables.inquiries)).toHaveLength(3);

      const { action: upload } = await import("~/routes/v1.file.upload");
      const post = () => {
        const form = new FormData();
        form.set("file", new File([new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x34, 0x0a])], "r.pdf"));
        return upload({ request: new Request("http://localhost/v1/file/upload", { method: "POST", body: form, headers: { "x-client-ip": "203.0.113.60" } }), params: {}, context: {} });
      };
      expect([(await post()).status, (await post()).status, (await post()).status]).toEqual([201, 201, 429]);
    } finally {
      env.RATE_LIMIT_PER_IP = saved;
    }
  });
});
