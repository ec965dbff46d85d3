// Inquiries and requests for proposal: stored, and forwarded by e-mail to the team.
import * as z from "zod";
import { getDb, tables, write, transaction } from "~/db.server";
import { getEnv } from "~/env.server";
import type { AuctionSchema, InquirySchema } from "~/inquiries/inquiry-schema.server";
import { deliverQueuedMail, queueMail } from "~/mail/mail.server";

type InquiryInput = z.infer<typeof InquirySchema>;
type AuctionInput = z.infer<typeof AuctionSchema>;

export async function submitInquiry(
  input: ({ inquiryType: "INQUIRY" } & InquiryInput) | ({ inquiryType: "AUCTION" } & AuctionInput),
) {
  const db = getDb();
  const mailId = await transaction(async (tx) => {
      const row = (await write((db) => db
            .insert(tables.inquiries)
            .values({
              inquiryType: input.inquiryType,
              title: "title" in input ? input.title ?? "" : "",
              name: input.name,
              email: input.email,
              phone: input.phone,
              note: input.note,
              company: "company" in input ? input.company ?? "" : "",
              location: "location" in input ? input.location ?? "" : "",
              startDate: "startDate" in input ? input.startDate ?? null : null,
              endDate: "endDate" in input ? input.endDate ?? null : null,
              participantNumber: "participantNumber" in input ? input.participantNumber ?? null : null,
              budget: "budget" in input ? input.budget ?? null : null,
            })
            .returning({ id: tables.inquiries.id })))[0];
      const kind = input.inquiryType === "AUCTION" ? "Request for proposal" : "Inquiry";
      const details = Object.entries(input)
        .filter(([, v]) => v !== undefined && v !== "")
        .map(([k, v]) => `${k}: ${v}`)
        .join("\n");
      return {
        id: row.id,
        mail: await queueMail(tx, {
          to: getEnv().CONTACT_EMAIL,
          subject: `${kind} #${row.id} from ${input.name}`,
          text: `${kind} #${row.id}\n\n${details}`,
        }),
      };
    });
  await deliverQueuedMail([mailId.mail]);
  return mailId.id;
}
