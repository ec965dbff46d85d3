// /auction as an RFP (issue 45): after the spec's inquiry row is stored (the operator's copy),
// the brief becomes an RFP when it says how many people and at least one day; otherwise it stays
// a plain auction inquiry, as the spec has it (every RFP field is optional).
import { INCLUSION_FEATURES } from "~/catalog/catalog-tags";
import type { Lang } from "~/i18n/config";
import { fill } from "~/i18n/config";
import { strings } from "~/i18n/strings.server";
import { layoutIn } from "~/mail/mail-language.server";
import { replyByOf, rfpDaysOf, type RfpAuctionInput } from "~/rfp/rfp-schema.server";
import { createRfp, rfpPath } from "~/rfp/rfps.server";
import { getDb, tables } from "~/db.server";
import { eq, inArray } from "drizzle-orm";
import { LAYOUTS, VENUE_CITIES } from "~/utils/constants";
import { RFP_EVENT_TYPES, RFP_INDOOR_OUTDOOR } from "~/rfp/rfp-states";

export type AuctionOutcome = { kind: "inquiry" } | { kind: "rfp"; id: number; token: string; verified: boolean; venues: number };

/** A city of the catalogue written any way ("nusa dua"), else the text as given. */
export function cityOf(location: string | undefined): string {
  const text = (location ?? "").trim();
  return VENUE_CITIES.find((c) => c.toLowerCase() === text.toLowerCase()) ?? text;
}

export async function rfpFromAuction(
  v: RfpAuctionInput,
  { inquiryId, userId, lang, origin, now = new Date() }: { inquiryId: number; userId: number | null; lang: Lang; origin: string; now?: Date },
): Promise<AuctionOutcome> {
  const days = rfpDaysOf(v).filter((d) => d.headCount > 0);
  if (!days.length) return { kind: "inquiry" };
  const headCount = Math.max(v.participantNumber ?? 0, ...days.map((d) => d.headCount));
  const { id, token } = await createRfp({
    inquiryId,
    userId,
    language: lang,
    name: v.name,
    email: v.email,
    phone: v.phone,
    company: v.company,
    note: v.note,
    eventType: v.eventType ?? "meeting",
    location: cityOf(v.location),
    headCount,
    budget: v.budget ?? null,
    flexibleDates: v.flexibleDates,
    indoorOutdoor: v.indoorOutdoor ?? "any",
    mustHaveFlags: INCLUSION_FEATURES.filter((f) => v.mustHave.includes(f.value)).reduce((bits, f) => bits | f.bit, 0),
    replyBy: replyByOf(v, days, now),
    days,
    pickedVenueIds: v.venue,
  }, { origin, now });
  const venues = userId ? (await getDb().select({ id: tables.rfpRecipients.id }).from(tables.rfpRecipients).where(eq(tables.rfpRecipients.rfpId, id))).length : 0;
  return { kind: "rfp", id, token, verified: !!userId, venues };
}

/** The success banner of /auction for an outcome (the spec's text for a plain inquiry). */
export function auctionSuccessText(lang: Lang, outcome: AuctionOutcome, specText: string, origin: string): string {
  const t = strings(lang, "rfp");
  if (outcome.kind === "inquiry") return specText;
  if (!outcome.verified) return t.rfpVerify;
  if (!outcome.venues) return t.rfpNoVenues;
  return fill(t.rfpSent, { count: outcome.venues, link: `${origin}${rfpPath(outcome.token)}` });
}

/** The /auction page's RFP choices in the page's language, and the venues picked by "Add to request". */
export async function auctionOptions(lang: Lang, url: URL) {
  const search = strings(lang, "search") as Record<string, string>;
  // A venue ticked on several cards (its rooms or packages) is picked once.
  const ids = [...new Set(url.searchParams.getAll("venue").map(Number).filter((n) => Number.isSafeInteger(n) && n > 0))].slice(0, 5);
  const picked = ids.length ? await getDb().select({ id: tables.venues.id, name: tables.venues.name, location: tables.venues.location }).from(tables.venues).where(inArray(tables.venues.id, ids)) : [];
  const t = strings(lang, "rfp") as Record<string, string>;
  return {
    eventTypes: RFP_EVENT_TYPES.map((v) => ({ value: v, label: t[`eventType.${v}`] ?? v })),
    indoorOutdoor: RFP_INDOOR_OUTDOOR.map((v) => ({ value: v, label: t[`indoorOutdoor.${v}`] ?? v })),
    layouts: LAYOUTS.map((l) => ({ value: l.value, label: layoutIn(lang, l.value) })),
    mustHaves: INCLUSION_FEATURES.map((f) => ({ value: f.value, label: search[`inclusion.${f.value}`] ?? f.label })),
    picked,
  };
}
