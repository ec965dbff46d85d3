// The /v1 contract as the original clients use it (spec section 7): every row called with the
// spec's payloads and headers (blank optional fields, numbers as strings, numeric invoice ids,
// a guest session-id), checking the status and the fields the clients read, and every answer
// validated with ajv against GET /v1/openapi.json. Also the error contract: expired and
// garbled tokens answer 500 + the spec's error name on every authenticated operation.
import Ajv2020 from "ajv/dist/2020";
import addFormats from "ajv-formats";
import SwaggerParser from "@apidevtools/swagger-parser";
import sharp from "sharp";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_TOKEN_TTL_MS, createAccessToken } from "~/accounts/api-auth.server";
import { API_OPERATIONS, SPEC_ROWS } from "~/api/openapi.server";
import { DEMO_ACCOUNTS, DEMO_COUPON } from "~/seed/seed.server";
import { type DB, tables, run, first } from "~/db.server";
import { addDaysIso, baliIsoDate, baliTime, baliToUtc } from "~/utils/format";
import { bookableProduct, daysAhead } from "../support/cart-fixtures";
import { freshDatabase } from "../support/test-db";
import { dispatch } from "../support/v1-router";
import { createTestInvoice } from "../support/invoices";

// The 42 rows of spec section 7 (method | path), as the table lists them.
const SPEC_TABLE = [
  "POST auth", "POST register", "GET email-activation?email", "POST activation", "POST forgotpassword", "POST resetpassword",
  "POST auth-with-socialmedia", "GET products", "GET products/{id}", "GET /venue/{id}", "GET venueimages/{venueId}",
  "GET cart-reservation-venue", "POST cart-reservation-venue", "DELETE cart-reservation-venue/{id}", "POST coupon", "POST checkout",
  "GET sendemail/?invoiceNo", "GET invoice/detail/?id={invoiceNo}", "GET invoice/{id}", "GET invoice", "POST payment/process",
  "POST /file/upload", "POST confirmation", "POST inquiry", "GET profile/supplier", "update supplier/{supplierId}",
  "GET /venue/supplier/{supplierId}", "PUT/POST /venue/{id} if id else /venue", "GET subvenue", "POST/PUT/DELETE subvenue, subvenue/{id}",
  "GET venue_products", "POST /venue_products", "PUT /venue_products/{id}", "DELETE /venue_products/{id}", "GET reservation-venue",
  "PUT /reservation-venue/{id}", "GET reservation-venue-admin", "PUT reservation-venue-admin/{id}", "DELETE /reservation-venue-admin/{id}",
  "POST venueimages/upload-to-s3", "PUT venueimages/setdefault/{imageId}", "DELETE venueimages/{id}",
];

const ORIGIN = "http://localhost";
let db: DB;
let doc: { paths: Record<string, Record<string, { responses: Record<string, { content?: Record<string, { schema: object }> }> }>> };
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
const rowsChecked = new Set<string>();
let answersValidated = 0;

type Body = Record<string, unknown> | FormData | undefined;
type Answer = { status: number; body: any; headers: Headers };

/** One call as a client makes it, validated against the published document. */
async function call(method: string, path: string, { headers = {}, body, row }: { headers?: Record<string, string>; body?: Body; row?: string } = {}): Promise<Answer> {
  const init: RequestInit = { method, headers: { ...headers } };
  if (body instanceof FormData) init.body = body;
  else if (body !== undefined) {
    init.body = JSON.stringify(body);
    (init.headers as Record<string, string>)["content-type"] = "application/json";
  }
  const { template, response } = await dispatch(new Request(`${ORIGIN}${path}`, init));
  const type = response.headers.get("content-type") ?? "";
  expect(type, `${method} ${path} answers JSON`).toContain("application/json");
  const json = await response.json();
  if (process.env.API_CONTRACT_DEBUG && response.status >= 400) console.log(method, path, response.status, JSON.stringify(json));
  const op = template ? doc.paths[template]?.[method.toLowerCase()] : undefined;
  if (template && !op) {
    // A method the path does not take: the JSON error every operation documents for 405.
    expect(response.status, `${method} ${template} is not in the document`).toBe(405);
    const validate = ajv.compile((doc as unknown as { components: { schemas: { Error: object } } }).components.schemas.Error);
    expect(validate(json) ? [] : validate.errors).toEqual([]);
    answersValidated++;
  } else if (template) {
    const documented = op!.responses[String(response.status)];
    expect(documented, `${method} ${template} documents status ${response.status}: ${JSON.stringify(json)}`).toBeTruthy();
    const schemaOf = documented.content?.["application/json"]?.schema;
    if (schemaOf) {
      const validate = ajv.compile(schemaOf);
      expect(validate(json) ? [] : validate.errors, `${method} ${template} ${response.status} matches the document`).toEqual([]);
      answersValidated++;
    }
  }
  if (row) rowsChecked.add(row);
  return { status: response.status, body: json, headers: response.headers };
}

const key = (token: string) => ({ "api-key": token });
const guest = (sessionId: string) => ({ "session-id": sessionId });
const mailTo = async (email: string) => (await db.select().from(tables.outbox).where(eq(tables.outbox.to, email))).at(-1)!;
const linkParam = (text: string, name: string) => new URL(text.match(new RegExp(`https?://\\S+[?&]${name}=\\S+`))![0]).searchParams.get(name)!;

let customer = "";
let vendor = "";
let admin = "";
let vendorIds = { supplierId: 0, venueId: 0 };

beforeAll(async () => {
  db = await freshDatabase();
  const { openApiDocument } = await import("~/api/openapi.server");
  await SwaggerParser.validate(structuredClone(openApiDocument()) as never);
  doc = (await SwaggerParser.dereference(structuredClone(openApiDocument()) as never)) as never;
});

afterAll(() => {
  // Printed for the CI log (scripts/test-all.sh runs this suite).
  console.log(`[api-contract] spec section 7 rows checked: ${rowsChecked.size}/${SPEC_TABLE.length}; answers validated against /v1/openapi.json: ${answersValidated}`);
});

describe("/v1 contract (spec section 7)", () => {
  it("the document is valid OpenAPI and covers every row of the spec's table", () => {
    expect(SPEC_ROWS.slice().sort()).toEqual(SPEC_TABLE.slice().sort());
  });

  it("accounts: log in, sign up, activation, forgotten password, social login", async () => {
    const login = await call("POST", "/v1/auth", { body: { email: DEMO_ACCOUNTS.customer.email, password: DEMO_ACCOUNTS.customer.password }, row: "POST auth" });
    expect(login.status).toBe(200);
    customer = login.body.data.accessToken;
    expect(login.body.message).toBeTruthy();
    vendor = (await call("POST", "/v1/auth", { body: { email: DEMO_ACCOUNTS.vendor.email, password: DEMO_ACCOUNTS.vendor.password } })).body.data.accessToken;
    const adminLogin = await call("POST", "/v1/auth", { body: { email: DEMO_ACCOUNTS.admin.email, password: DEMO_ACCOUNTS.admin.password } });
    admin = adminLogin.body.data.accessToken;
    const v = (await call("POST", "/v1/auth", { body: { email: DEMO_ACCOUNTS.vendor.email, password: DEMO_ACCOUNTS.vendor.password } })).body.data.profile;
    vendorIds = { supplierId: v.supplierId, venueId: v.venueId };

    const email = `contract.${Date.now()}@example.test`;
    const password = "Frangipani-Terrace-7";
    const signup = await call("POST", "/v1/register", { body: { firstName: "Wayan", lastName: "Contract", email, password, passwordConfirm: password }, row: "POST register" });
    expect(signup.status).toBe(201);
    const vendorSignup = await call("POST", "/v1/register", {
      body: { firstName: "Nyoman", lastName: "Vendor", email: `v.${email}`, password, passwordConfirm: password, isSupplier: "true" },
    });
    expect(vendorSignup.status).toBe(200);
    expect((await call("GET", `/v1/email-activation?email=${encodeURIComponent(email)}`, { row: "GET email-activation?email" })).status).toBe(200);
    const activation = linkParam((await mailTo(email)).text, "activation");
    expect((await call("POST", "/v1/activation", { body: { email, activation }, row: "POST activation" })).status).toBe(201);
    expect((await call("POST", "/v1/forgotpassword", { body: { email }, row: "POST forgotpassword" })).status).toBe(201);
    const resetPassword = linkParam((await mailTo(email)).text, "resetPassword");
    const reset = await call("POST", "/v1/resetpassword", { body: { email, resetPassword, password: "Lotus-Pond-Sunrise-4" }, row: "POST resetpassword" });
    expect(reset.status).toBe(201);
    expect(reset.body.message).toBeTruthy();

    // The spec's payload has no verifiable identity: refused, and the message says what to send.
    const social = await call("POST", "/v1/auth-with-socialmedia", {
      body: { email, firstName: "Wayan", lastName: "Contract", username: "wayancontract" },
      row: "POST auth-with-socialmedia",
    });
    expect(social.status).toBe(401);
    expect(social.body.message).toMatch(/idToken/);
  });

  it("catalogue: search list items carry the section 3 fields; product, venue, images", async () => {
    const list = await call("GET", `/v1/products?keyword=&page=1&limit=8&campaign=&minCapacity=0&maxCapacity=0&byDate=${baliIsoDate()}`, { row: "GET products" });
    expect(list.status).toBe(200);
    expect(list.body.data.length).toBeGreaterThan(0);
    const first = list.body.data[0];
    for (const field of ["inclusion", "termCondition", "venueAddress", "productName", "venueName", "price", "unit"]) expect(first).toHaveProperty(field);
    const one = await call("GET", `/v1/products/${first.id}`, { row: "GET products/{id}" });
    expect(one.body.data.productName).toBe(first.productName);
    expect((await call("GET", `/v1/venue/${first.venueId}`, { row: "GET /venue/{id}" })).body.data.id).toBe(first.venueId);
    expect((await call("GET", `/v1/venueimages/${first.venueId}?page=1&limit=5`, { row: "GET venueimages/{venueId}" })).status).toBe(200);
  });

  it("a guest: cart with the issued session-id, checkout with blank optional fields, then its invoices, payment and confirmation", async () => {
    const fixture = await bookableProduct(db, "Day");
    const first = await call("GET", "/v1/cart-reservation-venue?page=1&limit=20", { row: "GET cart-reservation-venue" });
    expect(first.status).toBe(200);
    const sessionId = first.headers.get("session-id")!;
    expect(first.body.sessionId).toBe(sessionId);
    const at = (days: number, time = "09:00") => baliToUtc(daysAhead(days), time).getTime();
    // Numbers as strings, a blank note: as the clients post them.
    const add = await call("POST", "/v1/cart-reservation-venue", {
      headers: guest(sessionId),
      body: { productId: String(fixture.product.id), datetime: String(at(4)), setup: fixture.layout.value, note: "", qty: "1" },
      row: "POST cart-reservation-venue",
    });
    expect(add.status).toBe(201);
    const extra = await call("POST", "/v1/cart-reservation-venue", {
      headers: guest(sessionId),
      body: { productId: fixture.product.id, datetime: at(5), setup: fixture.layout.value, note: "remove me", qty: 1 },
    });
    expect(extra.status).toBe(201);
    const removed = await call("DELETE", `/v1/cart-reservation-venue/${extra.body.data.id}`, { headers: guest(sessionId), row: "DELETE cart-reservation-venue/{id}" });
    expect(removed.status).toBe(200);
    const items = await call("GET", "/v1/cart-reservation-venue?page=1&limit=20", { headers: guest(sessionId) });
    expect(items.body.data.map((i: { id: number }) => i.id)).toEqual([add.body.data.id]);

    const couponCheck = await call("POST", "/v1/coupon", { body: { couponCode: DEMO_COUPON.code }, row: "POST coupon" });
    expect(couponCheck.body.data.discountPercentage).toBe(DEMO_COUPON.discountPercentage);

    const contact = { name: "Guest Contract", companyName: "", address: "", officePhone: "", cellPhone: "081234500001", email: "guest.contract@example.test" };
    const checkout = await call("POST", "/v1/checkout", { headers: guest(sessionId), body: contact, row: "POST checkout" });
    expect(checkout.status).toBe(201);
    const { id, invoiceNo } = checkout.body.data as { id: number; invoiceNo: string };
    expect(typeof id).toBe("number");
    expect(invoiceNo).toMatch(/^INV-/);

    // The session-id alone opens the invoice, by number and by numeric id.
    const detail = await call("GET", `/v1/invoice/detail?id=${invoiceNo}`, { headers: guest(sessionId), row: "GET invoice/detail/?id={invoiceNo}" });
    expect(detail.body.data).toMatchObject({ id, invoiceNo, officePhone: "", companyName: "" });
    expect((await call("GET", `/v1/invoice/detail?id=${id}`, { headers: guest(sessionId) })).body.data.invoiceNo).toBe(invoiceNo);
    const voucher = await call("GET", `/v1/invoice/${id}`, { headers: guest(sessionId), row: "GET invoice/{id}" });
    expect(voucher.body.data.invoiceNo).toBe(invoiceNo);
    expect(voucher.body.data.reservationVenues[0].date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect((await call("GET", `/v1/invoice/${invoiceNo}`, { headers: guest(sessionId) })).body.data.id).toBe(id);
    const resend = await call("GET", `/v1/sendemail?invoiceNo=${id}`, { headers: guest(sessionId), row: "GET sendemail/?invoiceNo" });
    expect(resend.body.data).toEqual({ id, invoiceNo });
    // Another guest's session-id, or none, opens nothing.
    const stranger = (await call("GET", "/v1/cart-reservation-venue")).headers.get("session-id")!;
    expect((await call("GET", `/v1/invoice/${id}`, { headers: guest(stranger) })).status).toBe(404);
    expect((await call("GET", `/v1/invoice/${id}`)).status).toBe(404);
    // The token from the checkout answer keeps working (links in e-mails).
    expect((await call("GET", `/v1/invoice/${id}?token=${checkout.body.data.accessToken}`)).status).toBe(200);

    // Bank transfer: upload (no session headers), fetch the link, confirm with invoiceId as the numeric id.
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#fff" } }).png().toBuffer();
    const form = new FormData();
    form.append("file", new File([new Uint8Array(png)], "receipt.png", { type: "image/png" }));
    const upload = await call("POST", "/v1/file/upload", { body: form, row: "POST /file/upload" });
    expect(upload.status).toBe(201);
    const link = upload.body.data.fileFullUrl as string;
    expect(link.startsWith(`${ORIGIN}/v1/file/receipt?`)).toBe(true);
    const fetched = await dispatch(new Request(link));
    expect(fetched.response.status).toBe(200);
    expect(fetched.response.headers.get("content-type")).toBe("image/png");
    const confirm = await call("POST", "/v1/confirmation", {
      headers: guest(sessionId),
      body: {
        invoiceId: id, fullName: "Guest Contract", email: contact.email, paymentTime: `${baliIsoDate(Date.now() - 2 * 3600_000)} ${baliTime(Date.now() - 2 * 3600_000)}:00`, amount: String(detail.body.data.totalCost),
        bankAccountName: "Guest Contract", bankName: "BNI", bankAccount: "1234567", bankAddress: "", destinationBankAccountName: "",
        destinationBankName: "", destinationBankAccount: "", fileFullUrl: link,
      },
      row: "POST confirmation",
    });
    expect(confirm.status).toBe(201);
    expect(confirm.body.data).toMatchObject({ invoiceId: id, invoiceNo });

    // A second guest invoice for the online payment (order_id = the numeric id, amount as a string).
    const fixture2 = await bookableProduct(db, "Day", 1);
    const sid2 = (await call("GET", "/v1/cart-reservation-venue")).headers.get("session-id")!;
    await call("POST", "/v1/cart-reservation-venue", { headers: guest(sid2), body: { productId: fixture2.product.id, datetime: at(6), setup: fixture2.layout.value, qty: 1 } });
    const second = await call("POST", "/v1/checkout", { headers: guest(sid2), body: { ...contact, cellPhone: "081234500002", email: "guest.two@example.test" } });
    expect(second.status).toBe(201);
    const pay = await call("POST", "/v1/payment/process", {
      headers: guest(sid2),
      body: { order_id: second.body.data.id, gross_amount: String(second.body.data.totalCost) },
      row: "POST payment/process",
    });
    expect(pay.status).toBe(200);
    expect(pay.body.data.redirect_url).toMatch(/^https?:\/\//);
    expect(pay.body.data).toMatchObject({ invoiceId: second.body.data.id, invoiceNo: second.body.data.invoiceNo });
  });

  it("a customer's invoices; inquiries", async () => {
    const fixture = await bookableProduct(db, "Day", 2);
    await call("POST", "/v1/cart-reservation-venue", {
      headers: key(customer),
      body: { productId: fixture.product.id, datetime: baliToUtc(daysAhead(7), "10:00").getTime(), setup: fixture.layout.value, note: "", qty: 1 },
    });
    const mine = await call("POST", "/v1/checkout", {
      headers: key(customer),
      body: { name: "Kadek Planner", companyName: "", address: "", officePhone: "", cellPhone: "081234500003", email: DEMO_ACCOUNTS.customer.email },
    });
    expect(mine.status).toBe(201);
    const list = await call("GET", "/v1/invoice", { headers: key(customer), row: "GET invoice" });
    expect(list.body.data.map((i: { id: number }) => i.id)).toContain(mine.body.data.id);

    const inquiry = await call("POST", "/v1/inquiry", { body: { name: "Ayu", email: "ayu@example.test", phone: "0811111111", note: "A gala dinner for 80" }, row: "POST inquiry" });
    expect(inquiry.status).toBe(201);
    const auction = await call("POST", "/v1/inquiry", {
      body: { inquiryType: "AUCTION", name: "Ayu", email: "ayu@example.test", phone: "0811111111", note: "Retreat", company: "", startDate: "", endDate: "", participantNumber: "", budget: "", location: "" },
    });
    expect(auction.status).toBe(201);
  });

  it("a vendor: profile, venue, sub venues, products, reservations and images", async () => {
    const v = key(vendor);
    const { supplierId, venueId } = vendorIds;
    const profile = await call("GET", "/v1/profile/supplier", { headers: v, row: "GET profile/supplier" });
    expect(profile.body.data.name).toBeTruthy();
    const { user: _u, ...fields } = profile.body.data;
    const saved = await call("PUT", `/v1/supplier/${supplierId}`, { headers: v, body: { ...fields, user: { id: 1 } }, row: "update supplier/{supplierId}" });
    expect(saved.status).toBe(200);
    const venue = await call("GET", `/v1/venue/supplier/${supplierId}`, { headers: v, row: "GET /venue/supplier/{supplierId}" });
    expect(venue.body.data.id).toBe(venueId);
    const put = await call("PUT", `/v1/venue/${venueId}`, { headers: v, body: venue.body.data, row: "PUT/POST /venue/{id} if id else /venue" });
    expect(put.status).toBe(200);
    expect((await call("POST", "/v1/venue", { headers: v, body: venue.body.data })).status).toBe(409);
    // The cancellation tier (ADR 0254): set when sent, kept when a client leaves it out, refused when unknown.
    const { cancellationPolicy: _policy, ...withoutPolicy } = venue.body.data;
    expect((await call("PUT", `/v1/venue/${venueId}`, { headers: v, body: { ...withoutPolicy, cancellationPolicy: "standard_90" } })).body.data.cancellationPolicy).toBe("standard_90");
    expect((await call("PUT", `/v1/venue/${venueId}`, { headers: v, body: withoutPolicy })).body.data.cancellationPolicy).toBe("standard_90");
    const unknownTier = await call("PUT", `/v1/venue/${venueId}`, { headers: v, body: { ...withoutPolicy, cancellationPolicy: "lenient" } });
    expect(unknownTier.status).toBe(400);
    expect(unknownTier.body.errors.cancellationPolicy).toBeTruthy();
    expect((await call("GET", `/v1/venue/${venueId}`)).body.data.cancellationPolicy).toBe("standard_90");
    await call("PUT", `/v1/venue/${venueId}`, { headers: v, body: { ...withoutPolicy, cancellationPolicy: venue.body.data.cancellationPolicy } });

    expect((await call("GET", `/v1/subvenue?page=1&limit=5&supplierId=${supplierId}`, { headers: v, row: "GET subvenue" })).status).toBe(200);
    const subBody = { name: "Contract Hall", subVenueType: "indoor", minCapacity: "10", maxTheatre: "120", maxClassroom: "", maxUshape: "", maxBanquet: "", maxCocktail: "", maxBoard: "", customLayout: "", dimensionLength: "20", dimensionWidth: "15", ceilingHeight: "" };
    const sub = await call("POST", "/v1/subvenue", { headers: v, body: subBody, row: "POST/PUT/DELETE subvenue, subvenue/{id}" });
    expect(sub.status).toBe(201);
    expect((await call("PUT", `/v1/subvenue/${sub.body.data.id}`, { headers: v, body: { ...subBody, maxTheatre: 150 } })).status).toBe(200);

    expect((await call("GET", `/v1/venue_products?page=1&limit=5&supplier=${supplierId}&keyword=`, { headers: v, row: "GET venue_products" })).status).toBe(200);
    const productBody = {
      subvenue: { id: sub.body.data.id, name: "Contract Hall" }, productName: "Contract Meeting Package", unit: "Day", price: "2500000", inclusion: "<p>Coffee</p>",
      open: "08:00 AM", close: "05:00 PM", from: `${baliIsoDate()} 00:00:00`, to: `${addDaysIso(baliIsoDate(), 60)} 00:00:00`, status: "true", supplier: supplierId,
    };
    const product = await call("POST", "/v1/venue_products", { headers: v, body: productBody, row: "POST /venue_products" });
    expect(product.status).toBe(201);
    const edited = await call("PUT", `/v1/venue_products/${product.body.data.id}`, { headers: v, body: { ...productBody, price: 2_600_000 }, row: "PUT /venue_products/{id}" });
    expect(edited.body.data.price).toBe(2_600_000);
    expect((await call("DELETE", `/v1/venue_products/${product.body.data.id}`, { headers: v, row: "DELETE /venue_products/{id}" })).status).toBe(200);
    expect((await call("DELETE", `/v1/subvenue/${sub.body.data.id}`, { headers: v })).status).toBe(200);

    const lines = await call("GET", `/v1/reservation-venue?page=1&limit=20&supplier=${supplierId}`, { headers: v, row: "GET reservation-venue" });
    expect(lines.body.data.length).toBeGreaterThan(0);
    const line = lines.body.data[0];
    // Same formats as invoice lines: ISO date, layout key, labels alongside.
    expect(line.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(line.dateLabel).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    for (const [sent, expected] of [[1, true], ["no", false], ["yes", true], [0, false], ["true", true]] as const) {
      const ack = await call("PUT", `/v1/reservation-venue/${line.id}`, { headers: v, body: { acknowledge: sent, supplier: String(supplierId) }, row: "PUT /reservation-venue/{id}" });
      expect(ack.status).toBe(200);
      expect(ack.body.data.acknowledge).toBe(expected);
    }

    const jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#3a7" } }).jpeg().toBuffer();
    const form = new FormData();
    form.append("venue", String(venueId));
    form.append("avatar", new File([new Uint8Array(jpeg)], "room.jpg", { type: "image/jpeg" }));
    const uploaded = await call("POST", "/v1/venueimages/upload-to-s3", { headers: v, body: form, row: "POST venueimages/upload-to-s3" });
    expect(uploaded.status).toBe(200);
    expect((await call("PUT", `/v1/venueimages/setdefault/${uploaded.body.data.id}`, { headers: v, body: { venue: venueId }, row: "PUT venueimages/setdefault/{imageId}" })).status).toBe(200);
    const images = await call("GET", `/v1/venueimages/${venueId}?page=1&limit=5`);
    expect(images.body.data[0].fullUrl).toMatch(/^http/);
    expect((await call("DELETE", `/v1/venueimages/${uploaded.body.data.id}`, { headers: v, row: "DELETE venueimages/{id}" })).status).toBe(200);
  });

  it("the admin: every line, acknowledge or payment status in any boolean form, delete", async () => {
    const a = key(admin);
    const list = await call("GET", "/v1/reservation-venue-admin?page=1&limit=5", { headers: a, row: "GET reservation-venue-admin" });
    expect(list.body.data.length).toBeGreaterThan(0);
    const line = list.body.data[0];
    const ack = await call("PUT", `/v1/reservation-venue-admin/${line.id}`, { headers: a, body: { acknowledge: "false" }, row: "PUT reservation-venue-admin/{id}" });
    expect(ack.body.data.acknowledge).toBe(false);
    const paid = await call("PUT", `/v1/reservation-venue-admin/${line.id}`, { headers: a, body: { paymentStatus: "Down Payment" } });
    expect(paid.body.data.paymentStatus).toBe("Down Payment");
    const gone = await call("DELETE", `/v1/reservation-venue-admin/${line.id}`, { headers: a, row: "DELETE /reservation-venue-admin/{id}" });
    expect(gone.status).toBe(200);
  });

  it("cancellation: a line's policy and refund quote, the cancellation, and the refund's state (ADR 0250)", async () => {
    const booking = await createTestInvoice(db, { lines: 2, now: new Date() });
    const lines = await db.select().from(tables.reservationLines).where(eq(tables.reservationLines.invoiceId, booking.id));
    const token = `token=${booking.accessToken}`;
    const pending = await call("GET", `/v1/invoice/${booking.id}/cancellation?${token}`);
    expect(pending.body.data).toMatchObject({ status: "pending", canRelease: true });
    expect(pending.body.data.lines.every((l: { blocked: string }) => l.blocked === "unpaid")).toBe(true);
    await run((db) => db.update(tables.invoices).set({ status: "paid", paymentStatus: "Full Paid", paidAt: new Date(), paidVia: "admin", amountPaid: booking.totalCost }).where(eq(tables.invoices.id, booking.id)));
    for (const l of lines) await run((db) => db.update(tables.reservationLines).set({ paidAmount: l.totalPrice }).where(eq(tables.reservationLines.id, l.id)));
    const quote = await call("GET", `/v1/invoice/${booking.invoiceNo}/cancellation?${token}`);
    const first = quote.body.data.lines.find((l: { lineId: number }) => l.lineId === lines[0].id);
    expect(first).toMatchObject({ policy: "flexible", cancellable: true, paid: lines[0].totalPrice, percent: 100, refund: lines[0].totalPrice });
    expect((await call("GET", `/v1/invoice/${booking.id}/cancellation`)).status).toBe(404);
    // Paid by bank transfer: the receiving account is asked for, then the refund is one to send.
    const noBank = await call("POST", `/v1/invoice/${booking.id}/cancellation?${token}`, { body: { lineIds: [String(lines[0].id)], reason: "", expectedRefund: first.refund } });
    expect(noBank.status).toBe(400);
    const stale = await call("POST", `/v1/invoice/${booking.id}/cancellation?${token}`, { body: { lineIds: [lines[0].id], expectedRefund: first.refund - 1, accountName: "Guest Contract", bankName: "BCA", accountNumber: "1234567890" } });
    expect(stale.status).toBe(409);
    const done = await call("POST", `/v1/invoice/${booking.id}/cancellation?${token}`, { body: { lineIds: [lines[0].id], expectedRefund: first.refund, accountName: "Guest Contract", bankName: "BCA", accountNumber: "1234567890", reason: "" } });
    expect(done.body.data).toEqual({ cancelled: [lines[0].id], refundTotal: first.refund, released: false });
    const refunds = await call("GET", `/v1/invoice/${booking.id}/refunds?${token}`);
    expect(refunds.body.data).toMatchObject([{ lineId: lines[0].id, amount: first.refund, method: "bank", state: "requested", stateLabel: "Refund requested" }]);
  });

  it("deposits: checkout with paymentPlan deposit, the schedule in the invoice, deposit then balance through payment/process (ADR 0256)", async () => {
    const cart = await call("GET", "/v1/cart-reservation-venue");
    const sessionId = cart.headers.get("session-id")!;
    const fixture = await bookableProduct(db, "Hour", 5);
    await run((db) => db.update(tables.venues).set({ depositPercent: 30, balanceDaysBefore: 30 }).where(eq(tables.venues.id, fixture.product.venueId)));
    const date = daysAhead(70);
    const added = await call("POST", "/v1/cart-reservation-venue", { headers: { "session-id": sessionId }, body: { productId: fixture.product.id, datetime: baliToUtc(date, "10:00").getTime(), setup: fixture.layout.value, qty: 2, eventName: "Gala" } });
    expect(added.status).toBe(201);
    const checkout = await call("POST", "/v1/checkout", { headers: { "session-id": sessionId }, body: { name: "Deposit Client", cellPhone: "081234500077", email: "deposit.client@example.test", paymentPlan: "deposit" } });
    expect(checkout.status).toBe(201);
    const invoice = await call("GET", `/v1/invoice/${checkout.body.data.id}`, { headers: { "session-id": sessionId } });
    const data = invoice.body.data;
    expect(data).toMatchObject({ paymentPlan: "deposit", amountPaid: 0, balanceDue: 0, balanceDueDate: addDaysIso(date, -30) });
    expect(data.depositAmount).toBe(Math.ceil((data.totalCost * 30) / 100));
    const wrong = await call("POST", "/v1/payment/process", { headers: { "session-id": sessionId }, body: { order_id: data.id, gross_amount: data.totalCost } });
    expect(wrong.status).toBe(400);
    const pay = await call("POST", "/v1/payment/process", { headers: { "session-id": sessionId }, body: { order_id: data.id, gross_amount: data.depositAmount } });
    expect(pay.status).toBe(200);
  });

  it("every row of the table was called", () => {
    expect([...rowsChecked].sort()).toEqual(SPEC_TABLE.slice().sort());
  });
});

describe("/v1 error contract", () => {
  const expiredToken = async () => {
    const user = (await first(db.select().from(tables.users).where(eq(tables.users.email, DEMO_ACCOUNTS.vendor.email))))!;
    return await createAccessToken(user.id, Date.now() - API_TOKEN_TTL_MS - 60_000);
  };
  const authenticated = API_OPERATIONS.filter((o) => o.auth !== "none");
  const concrete = (path: string) => path.replace(/\{\w+\}/g, "1");

  it("an expired token answers 500 TokenExpiredError on every authenticated operation (GET, POST, PUT, DELETE)", async () => {
    const token = await expiredToken();
    const methods = new Set<string>();
    expect(authenticated.length).toBeGreaterThan(0);
    for (const op of authenticated) {
      const answer = await call(op.method.toUpperCase(), concrete(op.path), { headers: key(token), body: op.method === "get" ? undefined : {} });
      expect(answer.status, `${op.method} ${op.path}`).toBe(500);
      expect(answer.body, `${op.method} ${op.path}`).toEqual({ name: "TokenExpiredError", message: "jwt expired" });
      methods.add(op.method);
    }
    expect([...methods].sort()).toEqual(["delete", "get", "post", "put"]);
  });

  it("a garbled, unknown or revoked token answers 500 JsonWebTokenError; no token at all stays 401", async () => {
    const revoked = await createAccessToken(1);
    expect((await call("DELETE", "/v1/auth", { headers: key(revoked) })).status).toBe(200);
    for (const token of ["not-a-token", "eyJhbGciOiJIUzI1NiJ9.garbled.sig", revoked, "x".repeat(500)]) {
      expect(authenticated.length).toBeGreaterThan(0);
      for (const op of authenticated) {
        const answer = await call(op.method.toUpperCase(), concrete(op.path), { headers: key(token), body: op.method === "get" ? undefined : {} });
        expect(answer.status, `${op.method} ${op.path}`).toBe(500);
        expect(answer.body.name, `${op.method} ${op.path}`).toBe("JsonWebTokenError");
      }
    }
    const required = API_OPERATIONS.filter((o) => o.auth === "required");
    expect(required.length).toBeGreaterThan(0);
    for (const op of required) {
      // "null" is what a client with empty storage sends.
      for (const headers of [{}, key("null"), key("")]) {
        const answer = await call(op.method.toUpperCase(), concrete(op.path), { headers, body: op.method === "get" ? undefined : {} });
        expect(answer.status, `${op.method} ${op.path}`).toBe(401);
      }
    }
  });

  it("every operation called without credentials and with an empty body answers as documented, failures with the document's error schema", async () => {
    // Guests' cart and checkout failures included: they carry the cart's sessionId (ADR 0026).
    let failures = 0;
    for (const op of API_OPERATIONS) {
      const answer = await call(op.method.toUpperCase(), op.path.replace(/\{\w+\}/g, "999999"), { body: op.method === "get" ? undefined : {} });
      if (answer.status >= 400) failures++;
    }
    expect(failures).toBeGreaterThan(API_OPERATIONS.length / 2);
  });

  it("unknown paths answer a JSON 404 and wrong methods a JSON 405, for every method", async () => {
    for (const method of ["GET", "POST", "PUT", "DELETE"]) {
      const unknown = await call(method, "/v1/no-such-endpoint/42", { body: method === "GET" ? undefined : {} });
      expect(unknown.status).toBe(404);
      expect(unknown.body).toEqual({ message: "Not Found" });
    }
    const documented = new Set(API_OPERATIONS.map((o) => `${o.method} ${o.path}`));
    let wrong = 0;
    const paths = new Set(API_OPERATIONS.map((o) => o.path));
    expect(paths.size).toBeGreaterThan(0);
    for (const path of paths) {
      for (const method of ["get", "post", "put", "delete"]) {
        if (documented.has(`${method} ${path}`)) continue;
        const answer = await call(method.toUpperCase(), concrete(path), { body: method === "get" ? undefined : {} });
        expect(answer.status, `${method} ${path}`).toBe(405);
        expect(answer.body.message).toMatch(/^Method not allowed$/i);
        wrong++;
      }
    }
    expect(wrong).toBeGreaterThan(50);
  });
});
