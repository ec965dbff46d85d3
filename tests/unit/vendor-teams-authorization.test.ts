// The authorization matrix of vendor teams (issue 25, ADR 0280): every dashboard route's loader
// and action, called by an owner, a manager, a coordinator and a finance member of the same
// organisation, is allowed or answers 403 as the roles are described in the issue; the /v1
// vendor calls follow the same rules. The expectations are written out here, not read from the
// permission table, so a change to the table that breaks a promise fails this test.
import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createAccessToken } from "~/accounts/api-auth.server";
import { type DB, tables, first } from "~/db.server";
import type { MemberRole } from "~/db/schema";
import { callRoute, sessionCookieFor } from "../support/route-call";
import { addMember, seededVendor } from "../support/team-fixtures";
import { freshDatabase } from "../support/test-db";

const ROLES: MemberRole[] = ["owner", "manager", "coordinator", "finance"];
const ALL = ROLES;
const EDITORS: MemberRole[] = ["owner", "manager"];
const BOOKING_STAFF: MemberRole[] = ["owner", "manager", "coordinator"];

/** route file -> roles allowed to load it, roles allowed to post to it (null: it has no action). */
// notFound: the probe names nothing (an id that does not exist, no venue or conversation chosen),
// so a role let past the permission check is answered 404.
const MATRIX: Record<string, { path: string; params?: Record<string, string>; loader: MemberRole[]; action: MemberRole[] | null; notFound?: true }> = {
  "dashboard.tsx": { path: "/dashboard", loader: ALL, action: null },
  "dashboard._index.tsx": { path: "/dashboard?index", loader: ALL, action: BOOKING_STAFF },
  "dashboard.date-changes.tsx": { path: "/dashboard/date-changes", loader: ALL, action: BOOKING_STAFF },
  "dashboard.rfps._index.tsx": { path: "/dashboard/rfps", loader: ALL, action: null },
  "dashboard.rfps.$id.tsx": { path: "/dashboard/rfps/999999", params: { id: "999999" }, loader: ALL, action: BOOKING_STAFF, notFound: true },
  "dashboard.earnings.tsx": { path: "/dashboard/earnings", loader: ["owner", "finance"], action: null },
  "dashboard.earnings.payout.$id[.pdf].tsx": { path: "/dashboard/earnings/payout/999999.pdf", params: { id: "999999" }, loader: ["owner", "finance"], action: null, notFound: true },
  "dashboard.earnings[.csv].tsx": { path: "/dashboard/earnings.csv", loader: ["owner", "finance"], action: null },
  "dashboard.manage-availability.tsx": { path: "/dashboard/manage-availability", loader: ALL, action: BOOKING_STAFF },
  "dashboard.manage-reservations.tsx": { path: "/dashboard/manage-reservations", loader: ALL, action: BOOKING_STAFF },
  "dashboard.manage-reservations[.csv].tsx": { path: "/dashboard/manage-reservations.csv", loader: ALL, action: null },
  "dashboard.messages._index.tsx": { path: "/dashboard/messages?index", loader: ALL, action: ALL },
  "dashboard.messages.$id.tsx": { path: "/dashboard/messages/999999", params: { id: "999999" }, loader: ALL, action: BOOKING_STAFF, notFound: true },
  "dashboard.messages.new.tsx": { path: "/dashboard/messages/new", loader: ALL, action: BOOKING_STAFF, notFound: true },
  "dashboard.product-list.tsx": { path: "/dashboard/product-list", loader: ["owner", "manager", "finance"], action: EDITORS },
  "dashboard.subvenue-list.tsx": { path: "/dashboard/subvenue-list", loader: ALL, action: EDITORS },
  "dashboard.reviews.tsx": { path: "/dashboard/reviews", loader: ALL, action: BOOKING_STAFF },
  "dashboard.switch-venue.tsx": { path: "/dashboard/switch-venue", loader: ALL, action: null, notFound: true },
  "dashboard.supplier-info.tsx": { path: "/dashboard/supplier-info", loader: ["owner", "manager", "finance"], action: ["owner", "manager", "finance"] },
  "dashboard.team.tsx": { path: "/dashboard/team", loader: ["owner"], action: ["owner"] },
  "dashboard.venue-images.tsx": { path: "/dashboard/venue-images", loader: ALL, action: EDITORS },
  "dashboard.venue-info.tsx": { path: "/dashboard/venue-info", loader: ALL, action: EDITORS },
};

let db: DB;
let supplierId: number;
const cookies = {} as Record<MemberRole, string>;
const apiKeys = {} as Record<MemberRole, string>;
const userIds = {} as Record<MemberRole, number>;

beforeAll(async () => {
  db = await freshDatabase();
  const owner = await seededVendor(db);
  supplierId = owner.supplierId;
  userIds.owner = owner.userId;
  for (const role of ["manager", "coordinator", "finance"] as const) userIds[role] = (await addMember(db, supplierId, role)).userId;
  for (const role of ROLES) {
    cookies[role] = await sessionCookieFor(userIds[role]);
    apiKeys[role] = await createAccessToken(userIds[role]);
  }
});

const routesDir = path.resolve(__dirname, "../../app/routes");
const load = (file: string) => import(/* @vite-ignore */ path.join(routesDir, file));

function pageRequest(role: MemberRole, url: string, method = "GET") {
  const headers: Record<string, string> = { Cookie: cookies[role] };
  if (method !== "GET") headers["Content-Type"] = "application/x-www-form-urlencoded";
  return new Request(`http://localhost${url}`, { method, headers, body: method === "GET" ? undefined : "intent=matrix-probe" });
}

/** allowed: an answer (2xx), a redirect other than to log in, the form's own refusal (400, 409), or 404 where the probe names nothing; refused: 403. Anything else (a 500) is itself. */
function outcome(response: Response, notFound = false) {
  if (response.status === 403) return "403";
  const location = response.headers.get("Location") ?? "";
  if (location.startsWith("/login")) return "login";
  if (response.status < 300 || (response.status < 400 && location) || response.status === 400 || response.status === 409) return "allowed";
  if (notFound && response.status === 404) return "allowed";
  return `status ${response.status}`;
}

describe("dashboard authorization matrix", () => {
  it("covers every dashboard route file", () => {
    const files = fs.readdirSync(routesDir).filter((f) => /^dashboard[.[]/.test(f) || f === "dashboard.tsx");
    expect(files.sort()).toEqual(Object.keys(MATRIX).sort());
  });

  for (const [file, spec] of Object.entries(MATRIX)) {
    for (const role of ROLES) {
      it(`${file} loader as ${role}: ${spec.loader.includes(role) ? "allowed" : "403"}`, async () => {
        const mod = await load(file);
        const response = await callRoute(mod.loader, pageRequest(role, spec.path), spec.params);
        expect(outcome(response, spec.notFound)).toBe(spec.loader.includes(role) ? "allowed" : "403");
      });
      if (spec.action) {
        const allowed = spec.action.includes(role);
        it(`${file} action as ${role}: ${allowed ? "allowed" : "403"}`, async () => {
          const mod = await load(file);
          const response = await callRoute(mod.action, pageRequest(role, spec.path, "POST"), spec.params);
          expect(outcome(response, spec.notFound)).toBe(allowed ? "allowed" : "403");
        });
      }
    }
  }

  it("sends a planner, and a member whose sessions were revoked, to log in", async () => {
    const { loader } = await load("dashboard.team.tsx");
    const planner = (await first(db.select().from(tables.users).where(eq(tables.users.isCustomer, true))))!;
    const response = await callRoute(loader, new Request("http://localhost/dashboard/team", { headers: { Cookie: await sessionCookieFor(planner.id) } }));
    expect(response.headers.get("Location")).toMatch(/^\/login\?redirectTo=/);
  });
});

describe("/v1 vendor calls by role", () => {
  const api = async (role: MemberRole, file: string, method: string, url: string, params: Record<string, string> = {}, body?: unknown) => {
    const mod = await load(file);
    const request = new Request(`http://localhost${url}`, {
      method,
      headers: { "api-key": apiKeys[role], "Content-Type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return callRoute(method === "GET" ? mod.loader : mod.action, request, params);
  };

  it("refuses the coordinator the bank data, prices and earnings, and lets them acknowledge", async () => {
    expect((await api("coordinator", "v1.profile.supplier.tsx", "GET", "/v1/profile/supplier")).status).toBe(403);
    expect((await api("coordinator", "v1.[venue_products].tsx", "GET", "/v1/venue_products")).status).toBe(403);
    expect((await api("coordinator", "v1.earnings.tsx", "GET", "/v1/earnings")).status).toBe(403);
    expect((await api("coordinator", "v1.supplier.$supplierId.tsx", "PUT", `/v1/supplier/${supplierId}`, { supplierId: String(supplierId) }, { bankAccount: "999" })).status).toBe(403);
    const list = await api("coordinator", "v1.reservation-venue.tsx", "GET", "/v1/reservation-venue");
    expect(list.status).toBe(200);
    // An unknown line is 404 (allowed to ask), not 403.
    expect((await api("coordinator", "v1.reservation-venue.$id.tsx", "PUT", "/v1/reservation-venue/999999", { id: "999999" }, { acknowledge: true })).status).toBe(404);
  });

  it("lets finance read earnings and the bank data, never change a product", async () => {
    expect((await api("finance", "v1.earnings.tsx", "GET", "/v1/earnings")).status).toBe(200);
    const profile = await api("finance", "v1.profile.supplier.tsx", "GET", "/v1/profile/supplier");
    expect(profile.status).toBe(200);
    expect((await profile.json()).data).toHaveProperty("bankAccount");
    expect((await api("finance", "v1.[venue_products].tsx", "POST", "/v1/venue_products", {}, { name: "x" })).status).toBe(403);
    const product = (await first(db.select().from(tables.products).where(eq(tables.products.supplierId, supplierId))))!;
    expect((await api("finance", "v1.[venue_products].$id.tsx", "PUT", `/v1/venue_products/${product.id}`, { id: String(product.id) }, { name: "x" })).status).toBe(403);
  });

  it("gives the manager the profile without the bank data, and the owner everything as before teams", async () => {
    const forManager = await (await api("manager", "v1.profile.supplier.tsx", "GET", "/v1/profile/supplier")).json();
    expect(forManager.data).not.toHaveProperty("bankAccount");
    expect(forManager.data).toHaveProperty("name");
    const forOwner = await (await api("owner", "v1.profile.supplier.tsx", "GET", "/v1/profile/supplier")).json();
    expect(forOwner.data).toHaveProperty("bankAccount");
    expect((await api("owner", "v1.earnings.tsx", "GET", "/v1/earnings")).status).toBe(200);
  });
});
