// Special-event enquiries (Big Plan, SHE): stored as inquiries with the full details in the
// note, and e-mailed to the team (ADR 0071). A SHE document is kept in private storage under
// enquiries/ (never served by /files/*); the stored note and the e-mail name its key.
import crypto from "node:crypto";
import { getDb, tables, write, transaction } from "~/db.server";
import { getEnv } from "~/env.server";
import type { BigPlanInput, SheInput } from "~/inquiries/enquiry-schema.server";
import { deliverQueuedMail, queueMail } from "~/mail/mail.server";
import type { DetectedFileType } from "~/storage/file-type.server";
import { getStorage } from "~/storage/storage.server";
import { formatRupiah } from "~/utils/format";

export const ENQUIRY_PREFIX = "enquiries/";
export const ENQUIRY_TITLES = { bigPlan: "Big Plan enquiry", she: "SHE enquiry" } as const;

export type EnquiryDocument = { bytes: Uint8Array; type: DetectedFileType };

type Enquiry = { kind: "bigPlan"; input: BigPlanInput } | { kind: "she"; input: SheInput; document?: EnquiryDocument | null };

const line = (label: string, value: string | number | null | undefined) =>
  value === undefined || value === null || value === "" ? null : `${label}: ${value}`;

function describe(enquiry: Enquiry, documentKey: string | null): string {
  const v = enquiry.input;
  const common = [
    line("Event type", v.eventType),
    line("Number of guests", v.guests),
    line("Date", v.eventDate),
    line("Time (Bali)", `${v.startTime}-${v.endTime}`),
  ];
  const specific =
    enquiry.kind === "bigPlan"
      ? [
          line("Budget", `US$ ${enquiry.input.budget.toLocaleString("en-US")}`),
          line("Location", [enquiry.input.neighborhood, enquiry.input.city, enquiry.input.state].filter(Boolean).join(", ")),
          line("Services", enquiry.input.services?.join(", ") || "none chosen"),
          line("Organization", enquiry.input.organization),
        ]
      : [
          line("Budget", formatRupiah(enquiry.input.budgetIdr)),
          line("Organization", enquiry.input.organization),
          line("Website", enquiry.input.website),
          line("Non-profit", enquiry.input.nonProfit),
          line(
            "Address",
            [enquiry.input.addressLine1, enquiry.input.addressLine2, enquiry.input.province, enquiry.input.zip, enquiry.input.country]
              .filter(Boolean)
              .join(", "),
          ),
          line("Document", documentKey ? `${documentKey} (private storage)` : "none"),
        ];
  const contact = [
    line("Name", `${v.firstName} ${v.lastName}`),
    line("Email", v.email),
    line("Phone", v.phone),
  ];
  return [...common, ...specific, ...contact].filter(Boolean).join("\n") + `\n\nDescription:\n${v.description}`;
}

export async function submitEnquiry(enquiry: Enquiry): Promise<number> {
  const document = enquiry.kind === "she" ? enquiry.document : null;
  const documentKey = document ? `${ENQUIRY_PREFIX}${crypto.randomUUID()}.${document.type.ext}` : null;
  if (document && documentKey) await getStorage().put(documentKey, document.bytes, document.type.mime);

  const v = enquiry.input;
  const title = ENQUIRY_TITLES[enquiry.kind];
  const note = describe(enquiry, documentKey);
  const name = `${v.firstName} ${v.lastName}`;
  try {
    const { id, mailId } = await transaction(async (tx) => {
          const row = (await write((db) => db
                  .insert(tables.inquiries)
                  .values({
                    inquiryType: "INQUIRY",
                    title,
                    name,
                    email: v.email,
                    phone: v.phone,
                    note,
                    company: v.organization ?? "",
                    location:
                      enquiry.kind === "bigPlan"
                        ? [enquiry.input.neighborhood, enquiry.input.city, enquiry.input.state].filter(Boolean).join(", ")
                        : [enquiry.input.province, enquiry.input.country].join(", "),
                    startDate: v.eventDate,
                    endDate: v.eventDate,
                    participantNumber: v.guests,
                    // The column is rupiah; a Big Plan budget is in US dollars and stays in the note.
                    budget: enquiry.kind === "she" ? enquiry.input.budgetIdr : null,
                    documentKey,
                  })
                  .returning({ id: tables.inquiries.id })))[0];
          const mail = await queueMail(tx, {
            to: getEnv().CONTACT_EMAIL,
            subject: `${title} #${row.id} from ${name}`,
            text: `${title} #${row.id}\n\n${note}`,
          });
          return { id: row.id, mailId: mail };
        });
    await deliverQueuedMail([mailId]);
    return id;
  } catch (error) {
    // Nothing was recorded: do not keep an orphan document.
    if (documentKey) await getStorage().delete(documentKey).catch(() => {});
    throw error;
  }
}
