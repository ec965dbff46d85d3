// /v1 requests for proposal (issue 45): create, read, proposals, decline, award, each answer
// validated with ajv against the published OpenAPI document.
import Ajv2020 from "ajv/dist/2020";
import addFormats from "ajv-formats";
import SwaggerParser from "@apidevtools/swagger-parser";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createAccessToken } from "~/accounts/api-auth.server";
import { openApiDocument } from "~/api/openapi.server";
import { tables, type DB } from "~/db.server";
import { DEMO_ACCOUNTS } from "~/seed/seed.server";
import { addDaysIso, baliIsoDate } from "~/utils/format";
import { freshDatabase } from "../support/test-db";
import { dispatch } from "../support/v1-router";

type Doc = { paths: Record<string, Record<string, { responses: Record<string, { content?: Record<string, { schema: object }> }> }>> };
let db: DB;
let doc: Doc;
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);

beforeAll(async () => {
  db = await freshDatabase();
  doc = (await SwaggerParser.dereference(structuredClone(openApiDocument()) as never)) as never;
});

/** A call, its answer checked against the document's schema for its status. */
async function call(method: string, path: string, template: string, { headers = {}, body }: { headers?: Record<string, string>; body?: unknown } = {}) {
  const init: RequestInit = { method, headers: { ...headers, ...(body === undefined ? {} : { "content-type": "application/json" }) }, body: body === undefined ? undefined : JSON.stringify(body) };
  const { response } = await dispatch(new Request(`http://localhost${path}`, init));
  const json = (await response.json()) as { data?: any; message: string; errors?: Record<string, string[]> };
  const documented = doc.paths[template]![method.toLowerCase()]!.responses[String(response.status)];
  expect(documented, `${method} ${template} documents ${response.status}: ${JSON.stringify(json)}`).toBeTruthy();
  const validate = ajv.compile(documented!.content!["application/json"]!.schema);
  expect(validate(json) ? [] : validate.errors).toEqual([]);
  return { status: response.status, body: json };
}

describe("/v1/rfps", () => {
  it("the planner creates an RFP, reads it and its proposals, declines one venue and awards another", async () => {
    const planner = (await db.select().from(tables.users).where(eq(tables.users.email, DEMO_ACCOUNTS.customer.email)))[0]!;
    const key = { "api-key": await createAccessToken(planner.id) };
    const created = await call("POST", "/v1/rfps", "/v1/rfps", {
      headers: key,
      body: { name: "Kadek", email: planner.email, phone: "081234567890", location: "Nusa Dua", days: [{ date: addDaysIso(baliIsoDate(), 20), startTime: "09:00", endTime: "17:00", layout: "banquet", headCount: 80 }] },
    });
    expect(created.status).toBe(201);
    expect(created.body.data.status).toBe("open");
    const invalid = await call("POST", "/v1/rfps", "/v1/rfps", { body: { name: "Kadek" } });
    expect(invalid.status).toBe(400);
    expect(Object.keys(invalid.body.errors ?? {})).toEqual(expect.arrayContaining(["email", "phone", "days"]));

    // The demo planner's RFP: by api-key, by the link's token, not without either.
    const demo = (await db.select().from(tables.rfps).where(eq(tables.rfps.userId, planner.id))).find((r) => r.id !== created.body.data.id)!;
    const read = await call("GET", `/v1/rfps/${demo.id}`, "/v1/rfps/{id}", { headers: key });
    expect(read.status).toBe(200);
    expect(read.body.data.venues).toHaveLength(2);
    expect((await call("GET", `/v1/rfps/${demo.id}?token=${demo.accessToken}`, "/v1/rfps/{id}")).status).toBe(200);
    expect((await call("GET", `/v1/rfps/${demo.id}`, "/v1/rfps/{id}")).status).toBe(404);
    const proposals = await call("GET", `/v1/rfps/${demo.id}/proposals`, "/v1/rfps/{id}/proposals", { headers: key });
    expect(proposals.body.data).toHaveLength(1);
    const proposal = proposals.body.data[0];
    expect(proposal.total).toBe(proposal.subtotal - proposal.discountAmount);

    const other = read.body.data.venues.find((v: { proposal: unknown }) => !v.proposal);
    expect((await call("POST", `/v1/rfps/${demo.id}/decline`, "/v1/rfps/{id}/decline", { headers: key, body: { recipientId: other.recipientId } })).status).toBe(400);
    expect((await call("POST", `/v1/rfps/${demo.id}/decline`, "/v1/rfps/{id}/decline", { headers: key, body: { recipientId: other.recipientId, reason: "Too far" } })).status).toBe(200);
    const awarded = await call("POST", `/v1/rfps/${demo.id}/award`, "/v1/rfps/{id}/award", { body: { proposalId: proposal.id, token: demo.accessToken } });
    expect(awarded.status).toBe(201);
    expect(awarded.body.data.totalCost).toBe(proposal.total);
    const again = await call("POST", `/v1/rfps/${demo.id}/award`, "/v1/rfps/{id}/award", { body: { proposalId: proposal.id, token: demo.accessToken } });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe("This request is closed.");
  });
});
