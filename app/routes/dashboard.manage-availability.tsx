// /dashboard/manage-availability: blackout blocks By Subvenue (default) or By Product
// (?tab=product). The bulk form, the month's bookings (?month=YYYY-MM), the list of blocks and
// each block's edit form (?edit=ID) work without JS; with JS a calendar (loaded after
// hydration) shows blocks and bookings, opens the Event dialog on a slot and saves drag/resize.
// Blocks take their slots in the cart's availability rule (ADR 0060). The calendar feed
// (ADR 0220) is made and regenerated here.
import { FORBIDDEN_MESSAGE, memberCan, requireVendorMember, workingVenueId } from "~/supplier/access.server";
import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { Form } from "~/components/form";
import calendarStyles from "react-big-calendar/lib/css/react-big-calendar.css";
import dragAndDropStyles from "react-big-calendar/lib/addons/dragAndDrop/styles.css";
import { lazy, Suspense, useEffect, useState } from "react";
import { BlockFields, OverlapWarning } from "~/components/availability-form";
import { BlockEditForm, MonthBookings } from "~/components/availability-lists";
import { CalendarFeedPanel } from "~/components/calendar-feed-panel";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { SubmitButton } from "~/components/forms";
import { redirectWithToast } from "~/utils/toast.server";
import { BLOCK_MESSAGES, blockSchema } from "~/supplier/availability-schema";
import {
  adjacentMonths,
  blockDateWindow,
  blockTargets,
  bookedEvents,
  bookingsInMonth,
  deleteBlock,
  listBlocks,
  listMonth,
  saveBlock,
  type OverlappingBooking,
} from "~/supplier/availability.server";
import { calendarFeedIssuedAt, calendarFeedUrl, regenerateCalendarFeedToken, revokeCalendarFeed } from "~/supplier/calendar-feed.server";
import { formatDateTime, timesIn } from "~/utils/format";
import { appOrigin } from "~/utils/url.server";
import { readFormData } from "~/utils/request-body.server";
import { pageMeta } from "~/utils/meta";

import { baliCalendarNotes } from "~/bali-calendar/closure-days.server";
import { BaliCalendarNote } from "~/components/bali-calendar-notes";
import { fill } from "~/i18n/config";
import { metaStrings } from "~/i18n/meta-strings";
import { calendarNotesIn, formMessages, pageLanguage, messageText, translateReply } from "~/i18n/page-language.server";
import { inPageLanguage } from "~/i18n/form-messages";
import { paymentStatusRef } from "~/i18n/payment-status-ref";
import { useStrings, useLang } from "~/i18n/use-strings";
import { useHydrated } from "~/components/use-hydrated";

const AvailabilityCalendar = lazy(() => import("~/components/availability-calendar"));

const PATH = "/dashboard/manage-availability";
type Kind = "subVenue" | "product";
const tabOf = (value: string | null | FormDataEntryValue): Kind => (value === "product" ? "product" : "subVenue");
const pathFor = (kind: Kind) => (kind === "product" ? `${PATH}?tab=product` : PATH);

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: calendarStyles },
  { rel: "stylesheet", href: dragAndDropStyles },
];

export async function loader({ request }: LoaderFunctionArgs) {
  const member = await requireVendorMember(request, "availability", "view");
  const user = member.user;
  const params = new URL(request.url).searchParams;
  const kind = tabOf(params.get("tab"));
  // The chosen venue's rooms, products, blocks and bookings (ADR 0282); saving a block checks
  // its target against the organisation.
  const venueId = workingVenueId(member);
  const targets = await blockTargets(user.supplierId, venueId);
  const month = listMonth(params.get("month"));
  const blocks = await listBlocks(user.supplierId, kind, new Date(), venueId);
  const issuedAt = await calendarFeedIssuedAt(user.supplierId);
  const window = blockDateWindow();
  const language = pageLanguage(request, "dashboardAvailability");
  const { lang } = language;
  const say = (text: string) => messageText(lang, text);
  return json({
    ...language,
    // The browser's check of the block form renders its messages in the page's language.
    formMessages: formMessages(lang, "supplier"),
    kind,
    targets: kind === "subVenue" ? targets.subVenues : targets.products,
    blocks,
    booked: (await bookedEvents(user.supplierId, kind, new Date(), venueId)).map(({ name, eventName, paid, ...event }) => {
      if (lang === "en") return event;
      const t = language.i18n.dashboardAvailability;
      const title = `${name}: ${eventName || t.legendBooked}`;
      return { ...event, title: paid ? title : fill(t.unpaid, { status: title }) };
    }),
    window,
    calendarNotes: calendarNotesIn(lang, await baliCalendarNotes(window.min, window.max)),
    month,
    months: adjacentMonths(month),
    monthBookings: (await bookingsInMonth(user.supplierId, kind, month, new Date(), venueId)).map((b) => ({ ...b, paymentStatus: say(paymentStatusRef(b.paymentStatus)) })),
    editing: blocks.find((b) => String(b.id) === params.get("edit") && !b.past) ?? null,
    feedIssuedAt: issuedAt ? formatDateTime(issuedAt, lang) : null,
  });
}

export async function action({ request }: ActionFunctionArgs) {
  const member = await requireVendorMember(request, "availability", "view");
  const user = member.user;
  const formData = await readFormData(request);
  // Replies and notices in the page's language (the schema and saveBlock give references).
  const { lang } = pageLanguage(request);
  const say = (text: string) => messageText(lang, text);
  const intent = formData.get("intent");
  const kind = tabOf(formData.get("kind") === "product" ? "product" : null);
  // The calendar feed link is the venue's availability setting; blocks are their own permission (ADR 0280).
  const feedIntent = intent === "calendar-feed-regenerate" || intent === "calendar-feed-revoke";
  if (!memberCan(member, feedIntent ? "availability" : "blocks", "edit")) throw new Response(FORBIDDEN_MESSAGE, { status: 403 });
  if (intent === "calendar-feed-regenerate") {
    // Answered in place (no redirect): the secret is shown once and is never put in a URL or cookie.
    const token = await regenerateCalendarFeedToken(user.supplierId);
    return json({ feedUrl: calendarFeedUrl(appOrigin(request), token) }, { headers: { "Cache-Control": "no-store" } });
  }
  if (intent === "calendar-feed-revoke") {
    await revokeCalendarFeed(user.supplierId);
    return redirectWithToast(pathFor(kind), { type: "success", description: say(BLOCK_MESSAGES.calendarLinkOff) });
  }
  if (intent === "delete") {
    const id = Number(formData.get("id"));
    if (!Number.isInteger(id) || !await deleteBlock(user.supplierId, id)) throw new Response("Not Found", { status: 404 });
    return redirectWithToast(pathFor(kind), { type: "success", description: say(BLOCK_MESSAGES.deleted) });
  }
  if (intent !== "save" && intent !== "save-confirmed") throw new Response("Bad Request", { status: 400 });
  const submission = parseWithZod(formData, { schema: blockSchema });
  // Which form answered: a block's edit form (its id) or the bulk form / calendar (null).
  const editId = Number(formData.get("id")) || null;
  if (submission.status !== "success") {
    return json({ ...translateReply(lang, submission.reply()), editId }, { status: 400 });
  }
  // A block over live bookings asks first (ADR 0144): "save-confirmed" is the Save anyway button.
  const result = await saveBlock(user.supplierId, submission.value, new Date(), { confirmOverlap: formData.getAll("intent").includes("save-confirmed") });
  if (!result.ok) {
    if (result.status === 404) throw new Response("Not Found", { status: 404 });
    const overlaps = result.status === 409 ? result.overlaps : [];
    return json({ ...translateReply(lang, submission.reply({ fieldErrors: result.fieldErrors })), overlaps, editId }, { status: result.status });
  }
  const description = result.overlaps.length ? BLOCK_MESSAGES.savedOverBookings(result.overlaps.length) : BLOCK_MESSAGES.saved;
  return redirectWithToast(pathFor(kind), { type: "success", description: say(description) });
}

export default function ManageAvailability() {
  const lang = useLang();
  const { kind, targets, blocks, booked, window, calendarNotes, month, months, monthBookings, editing, feedIssuedAt, formMessages: messages } = useLoaderData<typeof loader>();
  const t = useStrings("dashboardAvailability");
  const actionData = useActionData<typeof action>();
  const feedUrl = actionData && "feedUrl" in actionData ? actionData.feedUrl : undefined;
  const reply = actionData && !("feedUrl" in actionData) ? actionData : undefined;
  const editReply = reply?.editId && reply.editId === editing?.id ? reply : undefined;
  const lastResult = reply && !reply.editId ? reply : undefined;
  const overlaps = (lastResult as { overlaps?: OverlappingBooking[] } | undefined)?.overlaps ?? [];
  const hydrated = useHydrated();
  const [form, fields] = useForm({
    id: `bulk-${kind}`,
    lastResult,
    shouldValidate: "onSubmit",
    onValidate: ({ formData }) => inPageLanguage(messages, parseWithZod(formData, { schema: blockSchema })),
  });
  const value = (name: keyof typeof fields) => (fields[name].initialValue as string | undefined) ?? undefined;
  const tabClass = (active: boolean) =>
    `rounded-full px-4 py-2 text-sm font-semibold ${active ? "bg-teal-700 text-white" : "bg-slate-100 text-slate-700 hover:bg-slate-200"}`;

  return (
    <main id="main-content" className="rounded-2xl bg-white p-6 shadow-sm">
      <h1 className="text-2xl font-bold">{t.title}</h1>
      <p className="mt-1 text-sm text-slate-600">{kind === "subVenue" ? t.introSubVenue : t.introProduct}</p>
      <BaliCalendarNote notes={calendarNotes} className="mt-2" labels={t} />
      <nav aria-label={t.availabilityBy} className="mt-4 flex flex-wrap gap-2">
        <Link to={PATH} className={tabClass(kind === "subVenue")} aria-current={kind === "subVenue" ? "page" : undefined}>
          {t.bySubvenue}
        </Link>
        <Link to={`${PATH}?tab=product`} className={tabClass(kind === "product")} aria-current={kind === "product" ? "page" : undefined}>
          {t.byProduct}
        </Link>
      </nav>

      {targets.length === 0 ? (
        <p className="mt-6 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900">
          {kind === "subVenue" ? t.noSubVenue : t.noProduct}{" "}
          <Link className="font-semibold underline" to={kind === "subVenue" ? "/dashboard/subvenue-list" : "/dashboard/product-list"}>
            {kind === "subVenue" ? t.subVenueInfo : t.product}
          </Link>
          .
        </p>
      ) : (
        <section aria-labelledby="bulk-title" className="mt-6 rounded-xl border border-slate-200 p-4">
          <h2 id="bulk-title" className="text-lg font-semibold">{t.blockPeriod}</h2>
          <Form method="post" {...getFormProps(form)} className="mt-3" key={form.key}>
            <input type="hidden" name="intent" value="save" />
            <BlockFields
              idPrefix="bulk"
              kind={kind}
              targets={targets}
              values={{
                targetId: value("targetId"),
                startDate: value("startDate"),
                startTime: value("startTime"),
                endDate: value("endDate"),
                endTime: value("endTime"),
              }}
              errors={{
                targetId: fields.targetId.errors,
                startDate: fields.startDate.errors,
                startTime: fields.startTime.errors,
                endDate: fields.endDate.errors,
                endTime: fields.endTime.errors,
                form: form.errors,
              }}
              window={window}
            />
            {overlaps.length ? (
              <OverlapWarning overlaps={overlaps} cancelTo={pathFor(kind)} />
            ) : (
              <SubmitButton name="intent" value="save">{t.save}</SubmitButton>
            )}
          </Form>
        </section>
      )}

      {editing ? (
        <BlockEditForm
          key={`${editing.id}-${editReply ? "reply" : "block"}`}
          block={editing}
          kind={kind}
          targets={targets}
          window={window}
          errors={(editReply?.error ?? {}) as Record<string, string[] | undefined>}
          values={editReply?.initialValue as Record<string, unknown> | undefined}
          overlaps={(editReply as { overlaps?: OverlappingBooking[] } | undefined)?.overlaps ?? []}
          cancelTo={pathFor(kind)}
        />
      ) : null}

      {hydrated && targets.length > 0 ? (
        <section aria-label={t.calendar} className="mt-6">
          <Suspense fallback={<p className="text-sm text-slate-500">{t.loadingCalendar}</p>}>
            <AvailabilityCalendar key={kind} kind={kind} targets={targets} blocks={blocks} booked={booked} window={window} notes={calendarNotes} />
          </Suspense>
        </section>
      ) : null}

      <section aria-labelledby="blocks-title" className="mt-6">
        <h2 id="blocks-title" className="text-lg font-semibold">{t.blockedPeriods}</h2>
        {blocks.length === 0 ? (
          <p className="mt-2 text-sm text-slate-600">{t.noBlocked}</p>
        ) : (
          <div className="mt-2 rounded-lg border border-slate-200 max-sm:border-0">
            <table className="table-cards w-full text-left text-sm">
              <thead className="bg-slate-100 text-xs uppercase tracking-wide text-slate-600">
                <tr>
                  <th scope="col" className="px-3 py-2">{kind === "subVenue" ? t.subVenueColumn : t.product}</th>
                  <th scope="col" className="px-3 py-2">{t.titleColumn}</th>
                  <th scope="col" className="px-3 py-2">{t.from}</th>
                  <th scope="col" className="px-3 py-2">{t.to}</th>
                  <th scope="col" className="px-3 py-2"><span className="sr-only">{t.actions}</span></th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200">
                {blocks.map((b) => (
                  <tr key={b.id} data-testid="block-row" className={b.past ? "text-slate-400" : undefined}>
                    <td data-label={kind === "subVenue" ? t.subVenueColumn : t.product} className="px-3 py-2">{b.targetName}</td>
                    <td data-label={t.titleColumn} className="px-3 py-2">{b.title}{b.allDay ? t.allDaySuffix : ""}</td>
                    <td data-label={t.from} className="px-3 py-2 whitespace-nowrap">{timesIn(b.from, lang)}</td>
                    <td data-label={t.to} className="px-3 py-2 whitespace-nowrap">{timesIn(b.to, lang)}</td>
                    <td className="px-3 py-2 text-right">
                      <div className="flex flex-wrap justify-end gap-2">
                        {b.past ? null : (
                          <Link
                            to={`${pathFor(kind)}${kind === "product" ? "&" : "?"}edit=${b.id}#edit-block`}
                            aria-label={fill(t.editBlock, { title: b.title, target: b.targetName, from: b.from })}
                            className="rounded-full border border-slate-300 px-4 py-1 text-sm font-semibold hover:bg-slate-50"
                          >
                            {t.edit}
                          </Link>
                        )}
                        <Form method="post" preventScrollReset>
                          <input type="hidden" name="kind" value={kind} />
                          <input type="hidden" name="id" value={b.id} />
                          <SubmitButton
                            name="intent"
                            value="delete"
                            aria-label={fill(t.deleteBlock, { title: b.title, target: b.targetName, from: b.from })}
                            className="rounded-full border border-red-300 px-4 py-1 text-sm font-semibold text-red-700 hover:bg-red-50"
                          >
                            {t.delete}
                          </SubmitButton>
                        </Form>
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>

      {targets.length > 0 ? (
        <MonthBookings
          kind={kind}
          month={month}
          previous={months.previous}
          next={months.next}
          bookings={monthBookings}
          hrefForMonth={(m) => `${pathFor(kind)}${kind === "product" ? "&" : "?"}month=${m}#bookings`}
        />
      ) : null}

      <CalendarFeedPanel issuedAt={feedIssuedAt} feedUrl={feedUrl} />
    </main>
  );
}

export const meta: MetaFunction = ({ matches }) => {
  const t = metaStrings(matches, "dashboardAvailability");
  return pageMeta(t?.metaTitle ?? "Manage Availability", t?.metaDescription ?? "Block dates and hours your rooms cannot be booked.", { noindex: true });
};

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
