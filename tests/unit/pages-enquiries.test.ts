import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { messageText } from "~/i18n/catalog/text.server";
import { BIG_PLAN_SUCCESS, DOCUMENT_MESSAGES, SHE_SUCCESS } from "~/inquiries/enquiry-schema.server";

// The pages answer in their language (English here): the references rendered (ADR 0391).
const english = (ref: string) => messageText("en", ref);
import { action as bigPlanAction } from "~/routes/page-big-plan";
import { loader as filesLoader } from "~/routes/files.$";
import { action as sheAction } from "~/routes/page-she";
import { addDaysIso, baliIsoDate } from "~/utils/format";
import { freshDatabase } from "../support/test-db";
import { tables, first } from "~/db.server";

type ActionData = { result: { error?: Record<string, string[] | null> | null; initialValue?: Record<string, unknown> | null }; success: string | null };

const inAWeek = () => addDaysIso(baliIsoDate(), 7);

function form(fields: Record<string, string | string[]>, file?: { bytes: Uint8Array; name: string; type: string }) {
  const fd = new FormData();
  for (const [k, v] of Object.entries(fields)) for (const one of [v].flat()) fd.append(k, one);
  if (file) fd.append("document", new File([file.bytes as Uint8Array<ArrayBuffer>], file.name, { type: file.type }));
  return fd;
}

async function post(action: typeof bigPlanAction, url: string, body: FormData) {
  const res = (await action({ request: new Request(url, { method: "POST", body }), params: {}, context: {} })) as Response;
  return { status: res.status, data: (await res.json()) as ActionData };
}

const bigPlan = () => ({
  eventType: "Business: Incentive trip",
  budget: "25000",
  guests: "180",
  city: "Nusa Dua",
  state: "Bali",
  neighborhood: "BTDC",
  eventDate: inAWeek(),
  startTime: "09:00",
  endTime: "17:30",
  services: ["Venue", "Catering"],
  description: "Three-day incentive trip with a gala dinner on the beach.",
  firstName: "Made",
  lastName: "Wirawan",
  email: "made@example.test",
  phone: "+62 812 1111 2222",
  organization: "PT Maju Bersama",
});

const she = () => ({
  eventType: "Environmental",
  guests: "60",
  eventDate: inAWeek(),
  startTime: "07:00",
  endTime: "11:00",
  description: "Beach clean-up and mangrove planting with local schools.",
  organization: "Yayasan Laut Biru",
  website: "https://lautbiru.example.org",
  nonProfit: "yes",
  addressLine1: "Jl. Danau Tamblingan 10",
  province: "Bali",
  zip: "80228",
  country: "Indonesia",
  budgetIdr: "45000000",
  firstName: "Luh",
  lastName: "Sari",
  email: "luh@example.test",
  phone: "081234567890",
});

const storedDocuments = () => {
  const dir = path.join(process.env.STORAGE_DIR!, "enquiries");
  return fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [];
};

const PDF = new TextEncoder().encode("%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n");

describe("Big Plan enquiry (/page-big-plan)", () => {
  it("stores the enquiry with every detail and e-mails the team", async () => {
    const db = await freshDatabase({ seed: false });
    const { status, data } = await post(bigPlanAction, "http://localhost/page-big-plan", form(bigPlan()));
    expect(status).toBe(200);
    expect(data.success).toBe(english(BIG_PLAN_SUCCESS));
    const row = (await first(db.select().from(tables.inquiries)))!;
    expect(row).toMatchObject({
      inquiryType: "INQUIRY",
      title: "Big Plan enquiry",
      name: "Made Wirawan",
      company: "PT Maju Bersama",
      location: "BTDC, Nusa Dua, Bali",
      startDate: inAWeek(),
      participantNumber: 180,
      budget: null, // US dollars are not rupiah: kept in the note
    });
    expect(row.note).toContain("Budget: US$ 25,000");
    expect(row.note).toContain("Services: Venue, Catering");
    expect(row.note).toContain("Time (Bali): 09:00-17:30");
    const mail = await db.select().from(tables.outbox);
    expect(mail).toHaveLength(1);
    expect(mail[0].subject).toContain(`Big Plan enquiry #${row.id} from Made Wirawan`);
    expect(mail[0].text).toContain("Three-day incentive trip");
  });

  it("refuses missing and wrong fields with messages, keeps what was typed and stores nothing", async () => {
    const db = await freshDatabase({ seed: false });
    const fields: Record<string, string | string[]> = {
      ...bigPlan(),
      email: "",
      guests: "0",
      eventDate: addDaysIso(baliIsoDate(), -1),
      endTime: "08:00",
    };
    delete fields.eventType;
    const { status, data } = await post(bigPlanAction, "http://localhost/page-big-plan", form(fields));
    expect(status).toBe(400);
    expect(data.success).toBeNull();
    expect(data.result.error).toMatchObject({
      eventType: ["Please choose the type of event."],
      email: ["Please enter your email address."],
      guests: ["At least 1 guest."],
      eventDate: ["The event date cannot be in the past."],
    });
    expect(data.result.initialValue).toMatchObject({ firstName: "Made", city: "Nusa Dua", services: ["Venue", "Catering"] });
    expect(await db.select().from(tables.inquiries)).toHaveLength(0);
    expect(await db.select().from(tables.outbox)).toHaveLength(0);
  });

  it("wants the end time after the start time", async () => {
    await freshDatabase({ seed: false });
    const { data } = await post(bigPlanAction, "http://localhost/page-big-plan", form({ ...bigPlan(), endTime: "09:00" }));
    expect(data.result.error?.endTime).toEqual(["The end time must be after the start time."]);
  });
});

describe("SHE enquiry (/page-she)", () => {
  it("stores the enquiry and a PDF privately under enquiries/, never served by /files", async () => {
    const db = await freshDatabase({ seed: false });
    const { status, data } = await post(sheAction, "http://localhost/page-she", form(she(), { bytes: PDF, name: "proposal.pdf", type: "application/pdf" }));
    expect(status).toBe(200);
    expect(data.success).toBe(english(SHE_SUCCESS));
    const row = (await first(db.select().from(tables.inquiries)))!;
    expect(row).toMatchObject({ title: "SHE enquiry", budget: 45_000_000, company: "Yayasan Laut Biru", participantNumber: 60 });
    expect(row.note).toContain("Non-profit: yes");
    expect(row.note).toContain("Budget: Rp 45.000.000");
    const key = /Document: (enquiries\/[0-9a-f-]{36}\.pdf)/.exec(row.note)?.[1];
    expect(key).toBeDefined();
    const stored = fs.readFileSync(path.join(process.env.STORAGE_DIR!, key!));
    expect(new Uint8Array(stored)).toEqual(PDF);
    expect((await first(db.select().from(tables.outbox)))!.text).toContain(key!);

    const served = await filesLoader({ request: new Request(`http://localhost/files/${key}`), params: { "*": key! }, context: {} }).catch((e: unknown) => e);
    expect(served).toBeInstanceOf(Response);
    expect((served as Response).status).toBe(404);
  });

  it("accepts an enquiry without a document", async () => {
    const db = await freshDatabase({ seed: false });
    const { status } = await post(sheAction, "http://localhost/page-she", form({ ...she(), website: "" }));
    expect(status).toBe(200);
    expect((await first(db.select().from(tables.inquiries)))!.note).toContain("Document: none");
  });

  it("refuses an executable disguised as a PDF, keeping the other fields and storing nothing", async () => {
    const db = await freshDatabase({ seed: false });
    const before = storedDocuments();
    const exe = new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00]); // "MZ": a Windows executable
    const { status, data } = await post(sheAction, "http://localhost/page-she", form(she(), { bytes: exe, name: "proposal.pdf", type: "application/pdf" }));
    expect(status).toBe(400);
    expect(data.result.error?.document).toEqual([english(DOCUMENT_MESSAGES.type)]);
    expect(data.result.initialValue).toMatchObject({ organization: "Yayasan Laut Biru", nonProfit: "yes" });
    expect(await db.select().from(tables.inquiries)).toHaveLength(0);
    expect(storedDocuments()).toEqual(before);
  });

  it("refuses a document over 4 MB", async () => {
    const db = await freshDatabase({ seed: false });
    const big = new Uint8Array(4 * 1024 * 1024 + 1);
    big.set(PDF);
    const { status, data } = await post(sheAction, "http://localhost/page-she", form(she(), { bytes: big, name: "big.pdf", type: "application/pdf" }));
    expect(status).toBe(400);
    expect(data.result.error?.document).toEqual([english(DOCUMENT_MESSAGES.tooBig)]);
    expect(await db.select().from(tables.inquiries)).toHaveLength(0);
  });

  it("asks for the non-profit answer, the organization and a valid website", async () => {
    await freshDatabase({ seed: false });
    const fields: Record<string, string> = { ...she(), organization: " ", website: "lautbiru" };
    delete fields.nonProfit;
    const { status, data } = await post(sheAction, "http://localhost/page-she", form(fields));
    expect(status).toBe(400);
    expect(data.result.error).toMatchObject({
      nonProfit: ["Please tell us whether you are a non-profit."],
      organization: ["Please enter the name of your organization."],
      website: ["Please enter a full web address (https://...)."],
    });
  });
});
