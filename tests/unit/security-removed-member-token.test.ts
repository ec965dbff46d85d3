// Issue 41 item 6: a team member removed from the organisation (ADR 0280) keeps a /v1 token in
// their client. It no longer works, and says so as the API's 401 error body ({ message }),
// not the spec's 500 token error meant for expired and unknown tokens (ADR 0130, 0351).
import { beforeAll, describe, expect, it } from "vitest";
import { API_TOKEN_ERRORS, createAccessToken } from "~/accounts/api-auth.server";
import { memberActor } from "~/audit/audit.server";
import type { DB } from "~/db.server";
import { removeMember } from "~/supplier/team.server";
import { dispatch } from "../support/v1-router";
import { addMember, seededVendor } from "../support/team-fixtures";
import { freshDatabase } from "../support/test-db";

let db: DB;
beforeAll(async () => {
  db = await freshDatabase();
});

const get = (path: string, token: string) => dispatch(new Request(`http://app.test${path}`, { headers: { "api-key": token } }));

describe("a removed team member's old /v1 token", () => {
  it("is refused with the API's 401 body on vendor and planner calls alike", async () => {
    const owner = await seededVendor(db);
    const member = await addMember(db, owner.supplierId, "coordinator");
    const token = await createAccessToken(member.userId);
    expect((await get("/v1/reservation-venue", token)).response.status).toBe(200);

    const removed = await removeMember(owner.supplierId, member.memberId, memberActor({ id: owner.userId, email: owner.email }, owner.supplierId, "dashboard"));
    expect(removed?.ok).toBe(true);

    for (const path of ["/v1/reservation-venue", "/v1/invoice", "/v1/cart-reservation-venue"]) {
      const { response } = await get(path, token);
      expect(response.status, path).toBe(401);
      expect(await response.json(), path).toEqual({ message: "Unauthorized" });
    }
  });

  it("leaves the spec's 500 token error to tokens that never were ours", async () => {
    const { response } = await get("/v1/invoice", "not-a-token-of-ours");
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual(API_TOKEN_ERRORS.invalid);
  });
});
