// /dashboard/venue-info: the venue chosen in the switcher (the first is created on the first
// save, then updated); ?new=1 adds another venue to the organisation (ADR 0282).
import { commitSession, getSession } from "~/accounts/session.server";
import { FORBIDDEN_MESSAGE, memberCan, requireVendorMember, workingVenueId } from "~/supplier/access.server";
import { getFormProps, getInputProps, getSelectProps, getTextareaProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { Form } from "~/components/form";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { ErrorList, Field, SelectField, SubmitButton, TextareaField } from "~/components/forms";
import { MapPositionPicker } from "~/components/map-position-picker";
import { mapLinks } from "~/components/map-view";
import { getMapConfig } from "~/env.server";
import { VENUE_CITIES } from "~/utils/constants";
import { redirectWithToast } from "~/utils/toast.server";
import { VenueInfoSchema, VENDOR_MESSAGES as M } from "~/supplier/schemas";
import { addVenue, getOwnVenueById, saveOwnVenue } from "~/supplier/venue.server";
import { DEFAULT_CANCELLATION_POLICY, venuePolicyOptions } from "~/supplier/venue-policy";
import { fill } from "~/i18n/config";
import { formMessages, pageLanguage, messageText, translateReply } from "~/i18n/page-language.server";
import { inPageLanguage } from "~/i18n/form-messages";
import { useStrings } from "~/i18n/use-strings";
import { readFormData } from "~/utils/request-body.server";
import { pageMeta } from "~/utils/meta";

/** Field helpers take any of the form's fields (text or number). */
type AnyField = Parameters<typeof getInputProps>[0];

export async function loader({ request }: LoaderFunctionArgs) {
  const member = await requireVendorMember(request, "listings", "view");
  const user = member.user;
  const venueId = workingVenueId(member);
  // Adding a venue is for those who may edit listings (owner, manager), and only once the
  // first venue exists (before that this page's form creates it).
  const adding = new URL(request.url).searchParams.has("new") && venueId !== null;
  if (adding && !memberCan(member, "listings", "edit")) throw new Response(FORBIDDEN_MESSAGE, { status: 403 });
  const venue = adding || venueId === null ? null : await getOwnVenueById(user.supplierId, venueId);
  const position = venue && venue.latitude !== null && venue.longitude !== null ? `${venue.latitude}, ${venue.longitude}` : "";
  const language = pageLanguage(request, "listing");
  return json({
    ...language,
    // The browser checks the form with the same schema: its messages rendered in the page's language.
    formMessages: formMessages(language.lang, "supplier", "listing"),
    // The tiers in the page's language (their words are the catalog's, ADR 0250).
    policyOptions: venuePolicyOptions((text) => messageText(language.lang, text)),
    venue: venue ? { ...venue, position, createdAt: undefined, supplierId: undefined } : null,
    adding,
    canAdd: venueId !== null && memberCan(member, "listings", "edit"),
    venueCount: member.venues.length,
    map: getMapConfig(),
  });
}

export const links: LinksFunction = () => mapLinks();

export async function action({ request }: ActionFunctionArgs) {
  const member = await requireVendorMember(request, "listings", "edit");
  const user = member.user;
  const { lang } = pageLanguage(request);
  const formData = await readFormData(request);
  const parsed = parseWithZod(formData, { schema: VenueInfoSchema });
  if (parsed.status !== "success") return json({ result: translateReply(lang, parsed.reply()) }, { status: 400 });
  // The form always shows the Indonesian description: blank clears it (for /v1, absent keeps it).
  const submission = { ...parsed, value: { ...parsed.value, descriptionId: parsed.value.descriptionId ?? "" } };
  const venueId = workingVenueId(member);
  if (formData.get("intent") === "add" && venueId !== null) {
    // The new venue becomes the one the member works on, so its images and rooms come next.
    const venue = await addVenue(user.supplierId, submission.value);
    const session = await getSession(request);
    session.set("venueId", venue.id);
    return redirectWithToast("/dashboard/venue-info", { type: "success", description: messageText(lang, M.venueAdded), duration: 3000 }, { headers: { "Set-Cookie": await commitSession(session) } });
  }
  // The chosen venue (checked against the organisation), or the first one, created now.
  if (!await saveOwnVenue(user.supplierId, submission.value, venueId ?? undefined)) throw new Response("Not Found", { status: 404 });
  return redirectWithToast("/dashboard/venue-info", { type: "success", description: messageText(lang, M.venueSaved), duration: 3000 });
}

export default function VenueInfo() {
  const { venue, adding, canAdd, venueCount, map, policyOptions, formMessages: messages } = useLoaderData<typeof loader>();
  const t = useStrings("listing");
  const actionData = useActionData<typeof action>();
  const [form, fields] = useForm({
    // Its own id, so the add form never starts from the edited venue's state.
    id: adding ? "venue-add" : `venue-info-${venue?.id ?? "first"}`,
    lastResult: actionData?.result,
    constraint: getZodConstraint(VenueInfoSchema),
    defaultValue: venue ?? { cancellationPolicy: DEFAULT_CANCELLATION_POLICY, depositPercent: 0, balanceDaysBefore: 30 },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => inPageLanguage(messages, parseWithZod(formData, { schema: VenueInfoSchema })),
  });
  type Name = keyof typeof fields;
  const text = (name: Name, label: string, type: "text" | "url" = "text") => (
    <Field label={label} inputProps={getInputProps(fields[name] as AnyField, { type })} errors={fields[name].errors} />
  );
  const num = (name: Name, label: string, step: number | "any" = 1) => (
    <Field label={label} inputProps={{ ...getInputProps(fields[name] as AnyField, { type: "number" }), min: 0, step, inputMode: step === 1 ? "numeric" : "decimal" }} errors={fields[name].errors} />
  );

  return (
    <main id="main-content" className="rounded-2xl bg-white p-6 shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">{adding ? t.addVenueTitle : venueCount > 1 && venue ? fill(t.venueInfoNamed, { name: venue.name }) : t.venueInfo}</h1>
        {canAdd && !adding ? (
          <Link to="/dashboard/venue-info?new=1" className="rounded-full border border-teal-700 px-4 py-2 text-sm font-semibold text-teal-800 hover:bg-teal-50">{t.addAnotherVenue}</Link>
        ) : null}
      </div>
      {adding ? (
        <p className="mt-1 text-sm text-slate-600">
          {t.addVenueIntro}{" "}
          <Link className="underline" to="/dashboard/venue-info">{t.cancel}</Link>
        </p>
      ) : venue ? (
        <p className="mt-1 text-sm text-slate-600">
          {t.venueShownOn} <Link className="underline" to={`/venue-detail/${venue.id}`}>{t.seeVenueInSearch}</Link>
        </p>
      ) : (
        <p className="mt-1 text-sm text-slate-600">{t.firstVenueIntro}</p>
      )}
      <Form key={form.id} method="post" {...getFormProps(form)} action={adding ? "/dashboard/venue-info?new=1" : undefined} className="mt-6 grid gap-x-6 gap-y-1 sm:grid-cols-2">
        <div className="sm:col-span-2"><ErrorList id={form.errorId} errors={form.errors} /></div>
        {text("name", t.venueName)}
        <SelectField
          label={t.location}
          selectProps={getSelectProps(fields.location)}
          options={[{ value: "", label: t.chooseLocation }, ...VENUE_CITIES.map((c) => ({ value: c, label: c }))]}
          errors={fields.location.errors}
        />
        <TextareaField className="sm:col-span-2" label={t.address} textareaProps={{ ...getTextareaProps(fields.address), rows: 2 }} errors={fields.address.errors} />
        {text("maps", t.mapLink, "url")}
        {text("position", t.position)}
        <MapPositionPicker inputId={fields.position.id} tileUrl={map.tileUrl} attribution={map.attribution} labels={t} />
        <p className="text-sm text-slate-600 sm:col-span-2">{t.bothLanguagesHint}</p>
        <TextareaField className="sm:col-span-2" label={t.description} textareaProps={{ ...getTextareaProps(fields.description), rows: 4, lang: "en" }} errors={fields.description.errors} />
        <TextareaField className="sm:col-span-2" label={t.descriptionId} textareaProps={{ ...getTextareaProps(fields.descriptionId), rows: 4, lang: "id" }} errors={fields.descriptionId.errors} />
        {num("totalGuestRoom", t.totalGuestRooms)}
        <p className="self-end text-sm text-slate-600" data-testid="facts-from-spaces">{t.factsFromSpaces}</p>
        {num("distanceToAirport", t.distanceToAirport, "any")}
        <div />
        {text("nearestAttraction1", t.nearestAttraction1)}
        {num("distanceNearestAttraction1", t.distanceAttraction1, "any")}
        {text("nearestAttraction2", t.nearestAttraction2)}
        {num("distanceNearestAttraction2", t.distanceAttraction2, "any")}
        <div className="sm:col-span-2">
          <SelectField
            label={t.cancellationPolicy}
            selectProps={{ ...getSelectProps(fields.cancellationPolicy), "aria-describedby": `${fields.cancellationPolicy.id}-hint${fields.cancellationPolicy.errors?.length ? ` ${fields.cancellationPolicy.id}-error` : ""}` }}
            options={policyOptions}
            errors={fields.cancellationPolicy.errors}
          />
          <p id={`${fields.cancellationPolicy.id}-hint`} className="mt-1 mb-3 text-sm text-slate-600">{t.policyHint}</p>
        </div>
        <fieldset className="grid gap-x-4 sm:col-span-2 sm:grid-cols-2">
          <legend className="mb-1 font-semibold">{t.paymentTerms}</legend>
          <p className="mb-2 text-sm text-slate-600 sm:col-span-2">{t.paymentTermsIntro}</p>
          {num("depositPercent", t.depositPercent)}
          {num("balanceDaysBefore", t.balanceDays)}
        </fieldset>
        {text("facebook", "Facebook", "url")}
        {text("instagram", "Instagram", "url")}
        {text("linkedin", "LinkedIn", "url")}
        {adding ? <input type="hidden" name="intent" value="add" /> : null}
        <div className="mt-4 sm:col-span-2">
          <SubmitButton pendingText={t.saving}>{adding ? t.addVenue : t.save}</SubmitButton>
        </div>
      </Form>
    </main>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  pageMeta(data?.i18n.listing.venueMetaTitle ?? "Venue Info | Supplier Dashboard", data?.i18n.listing.venueMetaDescription ?? "Your venue's address, map position and description.", { noindex: true });

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
