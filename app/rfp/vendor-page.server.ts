// The vendor's RFP pages (issue 45): what /dashboard/rfps and /dashboard/rfps/:id show, and their
// form handling. Who may do what is the team's permissions (ADR 0280): seeing and answering are
// "reservations" (view, edit), sending a price is "prices" edit, holding dates also "blocks" edit.
import type { MemberRole } from "~/db/enums";
import { can } from "~/teams/permissions";
import type { Lang } from "~/i18n/config";
import { fill, optionLabel } from "~/i18n/config";
import { strings } from "~/i18n/strings.server";
import { layoutIn, unitIn } from "~/mail/mail-language.server";
import { parseWithZod } from "~/utils/form-submission.server";
import { availableLayouts } from "~/cart/cart.server";
import { proposalSchema, ReasonSchema, refusalIn, rfpReplyIn } from "~/rfp/rfp-schema.server";
import { confirmReceipt, depositAllowed, submitProposal, turnDown, vendorRfp, vendorRfps } from "~/rfp/rfps.server";
import { dateShifts, FLEXIBLE_DATE_DAYS } from "~/rfp/rfp-states";
import { addDaysIso, baliIsoDate, baliToUtc, discountedPrice, formatDate, formatRupiah } from "~/utils/format";

const dateOf = (at: Date) => formatDate(at.getTime() - 1);

/** The signed-in team member, as the vendor's pages resolve it (supplier/access.server.ts). */
type RfpMember = { supplierId: number; venueId: number | null; role: MemberRole; user: { id: number } };

export async function vendorRfpList(member: Pick<RfpMember, "supplierId" | "venueId">, lang: Lang) {
  const t = strings(lang, "rfp");
  return (await vendorRfps(member.supplierId, member.venueId)).map((r) => ({
    id: r.recipient.id,
    rfpId: r.rfp.id,
    venueName: r.venueName,
    planner: r.rfp.company ? `${r.rfp.name} (${r.rfp.company})` : r.rfp.name,
    eventType: optionLabel(t, "eventType", r.rfp.eventType, r.rfp.eventType),
    people: r.rfp.headCount,
    days: r.days.map((d) => `${formatDate(baliToUtc(d.date, "12:00"))} ${d.startTime}-${d.endTime}`),
    replyBy: dateOf(r.rfp.replyBy),
    status: optionLabel(t, "recipient", r.recipient.status, r.recipient.status),
    statusValue: r.recipient.status,
    open: r.rfp.status === "open",
    proposalTotal: r.proposalTotal === null ? null : formatRupiah(r.proposalTotal),
  }));
}

export async function vendorRfpPage(member: RfpMember, recipientId: number, lang: Lang) {
  const found = await vendorRfp(member.supplierId, recipientId);
  if (!found) return null;
  const t = strings(lang, "rfp");
  const { rfp, recipient, venue, days, products, proposal } = found;
  const firstDay = days.map((d) => d.date).sort()[0] ?? baliIsoDate();
  const replyBy = baliIsoDate(rfp.replyBy.getTime() - 1);
  const dayBefore = addDaysIso(firstDay, -1);
  return {
    id: recipient.id,
    rfpId: rfp.id,
    venueName: venue.name,
    planner: rfp.company ? `${rfp.name} (${rfp.company})` : rfp.name,
    eventType: optionLabel(t, "eventType", rfp.eventType, rfp.eventType),
    people: rfp.headCount,
    note: rfp.note,
    replyBy: dateOf(rfp.replyBy),
    budget: rfp.budget === null ? null : formatRupiah(rfp.budget),
    status: optionLabel(t, "recipient", recipient.status, recipient.status),
    statusValue: recipient.status,
    open: rfp.status === "open" && ["awaiting_proposal", "receipt_confirmed", "proposal_submitted"].includes(recipient.status),
    reason: recipient.reason,
    days: days.map((d) => ({ id: d.id, label: `${formatDate(baliToUtc(d.date, "12:00"))} ${d.startTime}-${d.endTime}`, layout: layoutIn(lang, d.layout), layoutValue: d.layout, headCount: d.headCount, startTime: d.startTime, endTime: d.endTime })),
    products: products.map(({ product, subVenue }) => ({
      id: product.id,
      label: `${subVenue.name}: ${product.productName} (${formatRupiah(discountedPrice(product.price, product.discountPercentage))} / ${unitIn(lang, product.unit)})`,
    })),
    layouts: [...new Map(products.flatMap(({ subVenue }) => availableLayouts(subVenue)).map((l) => [l.value, { value: l.value, label: layoutIn(lang, l.value) }])).values()],
    // Flexible dates (ADR 0414): the note, and the shifts the proposal may move every day by.
    flexibleNote: rfp.flexibleDates ? fill(t.flexibleNote, { days: FLEXIBLE_DATE_DAYS }) : null,
    shiftOptions: rfp.flexibleDates
      ? dateShifts(FLEXIBLE_DATE_DAYS).sort((a, b) => a - b).map((n) => ({ value: String(n), label: n === 0 ? t.shiftNone : fill(n < 0 ? t.shiftEarlier : t.shiftLater, { n: Math.abs(n) }) }))
      : null,
    defaultValidUntil: replyBy < dayBefore ? (dayBefore < addDaysIso(baliIsoDate(), 14) ? dayBefore : addDaysIso(baliIsoDate(), 14)) : dayBefore,
    depositAllowed: depositAllowed(products, venue),
    canAnswer: can(member.role, "reservations", "edit"),
    canPrice: can(member.role, "prices", "edit"),
    canHold: can(member.role, "blocks", "edit"),
    proposal: proposal && {
      total: formatRupiah(proposal.total),
      subtotal: formatRupiah(proposal.subtotal),
      discount: proposal.discountPercent ? `${proposal.discountPercent}% (${formatRupiah(proposal.discountAmount)})` : null,
      validUntil: dateOf(proposal.validUntil),
      held: proposal.held,
      lines: proposal.lines.map((l) => `${l.subVenueName}: ${l.productName}, ${fill(t.people, { count: l.line.headCount })}, ${formatRupiah(l.line.total)}`),
    },
  };
}

export type VendorActionResult =
  | { ok: true; notice: string }
  | { ok: false; status: number; intent: string; reply?: unknown; message?: string };

/** The page's three forms: confirm receipt, turn down (a reason), propose. */
export async function vendorRfpAction(member: RfpMember, recipientId: number, form: FormData, lang: Lang, origin: string): Promise<VendorActionResult> {
  const t = strings(lang, "rfp");
  const intent = String(form.get("intent") ?? "");
  // Another organisation's request, or none, reads as not found whatever the form says.
  const found = await vendorRfp(member.supplierId, recipientId);
  if (!found) return { ok: false, status: 404, intent, message: t.errNotFound };
  if (intent === "confirm") {
    const done = await confirmReceipt(member.supplierId, recipientId);
    return done.ok ? { ok: true, notice: t.done } : { ok: false, status: done.status, intent, message: refusalIn(lang, done) };
  }
  if (intent === "turnDown") {
    const submission = parseWithZod(form, { schema: ReasonSchema });
    if (submission.status !== "success") return { ok: false, status: 400, intent, reply: rfpReplyIn(lang, submission.reply()) };
    const done = await turnDown(member.supplierId, recipientId, submission.value.reason, { origin });
    return done.ok ? { ok: true, notice: t.done } : { ok: false, status: done.status, intent, message: refusalIn(lang, done) };
  }
  if (intent === "propose") {
    const count = found.days.length;
    const submission = parseWithZod(form, { schema: proposalSchema(count) });
    if (submission.status !== "success") return { ok: false, status: 400, intent, reply: rfpReplyIn(lang, submission.reply()) };
    const v = submission.value as Record<string, unknown> & { discountPercent?: number; concessions?: string; message?: string; validUntil: string; hold: boolean; paymentPlan?: "full" | "deposit" };
    const lines = [];
    const lineField: string[] = [];
    for (let i = 1; i <= count; i++) {
      if (!v[`line${i}Product`]) continue;
      const day = found.days.find((d) => d.id === Number(v[`line${i}Day`])) ?? found.days[i - 1]!;
      lines.push({
        productId: Number(v[`line${i}Product`]),
        dayId: day.id,
        setup: (v[`line${i}Setup`] as string | undefined) ?? day.layout,
        headCount: (v[`line${i}People`] as number | undefined) ?? day.headCount,
        startTime: (v[`line${i}Start`] as string | undefined) ?? day.startTime,
        endTime: (v[`line${i}End`] as string | undefined) ?? day.endTime,
      });
      lineField.push(`line${i}Product`);
    }
    const done = await submitProposal({ supplierId: member.supplierId, userId: member.user.id }, recipientId, {
      lines,
      discountPercent: v.discountPercent ?? 0,
      concessions: v.concessions ?? "",
      message: v.message ?? "",
      validUntil: v.validUntil,
      hold: v.hold && can(member.role, "blocks", "edit"),
      paymentPlan: v.paymentPlan ?? "full",
      shiftDays: (v.shiftDays as number | undefined) ?? 0,
    }, { origin });
    if (done.ok) return { ok: true, notice: t.done };
    const index = /^lines\[(\d+)\]$/.exec(done.field ?? "")?.[1];
    const field = index !== undefined ? lineField[Number(index)] ?? "line1Product" : done.field === "lines" ? "line1Product" : (done.field ?? "");
    return { ok: false, status: done.status, intent, reply: submission.reply({ fieldErrors: field ? { [field]: [refusalIn(lang, done)] } : {}, formErrors: field ? [] : [refusalIn(lang, done)] }) };
  }
  return { ok: false, status: 400, intent, message: t.errNotFound };
}
