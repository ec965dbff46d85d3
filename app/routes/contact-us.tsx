import { json, parseWithZod, limitByIp, getMapConfig, getPublicEnv, INQUIRY_SUCCESS, InquirySchema, submitInquiry, readFormData, pageLanguage, messageText, translateReply } from "~/server-imports/contact-us.server";
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { InquiryForm } from "~/components/inquiry-form";
import { mapLinks, MapView } from "~/components/map-view";
import { useStrings } from "~/i18n/use-strings";
import { pageMeta } from "~/utils/meta";

const MAIN_OFFICE = { lat: -8.6905, lng: 115.1686, address: "Jl. Sunset Road No. 88, Kuta, Badung, Bali 80361" };
// The spec: a map centred on the main office at zoom 17.
const MAIN_OFFICE_ZOOM = 17;

export async function loader({ request }: LoaderFunctionArgs) {
  return json({ ...pageLanguage(request, "pages", "enquiry"), env: getPublicEnv(), map: getMapConfig() });
}

export async function action({ request }: ActionFunctionArgs) {
  const submission = parseWithZod(await readFormData(request), { schema: InquirySchema });
  // The schema's messages are English; the page's language on the way out (ADR 0300).
  const { lang } = pageLanguage(request);
  if (submission.status !== "success") {
    return json({ result: translateReply(lang, submission.reply()), success: null }, { status: 400 });
  }
  // The original posted to an external form-mail service; we keep the message and e-mail
  // it to the team instead (ADR 0002).
  const limited = await limitByIp(request, "message");
  if (limited) return json({ result: translateReply(lang, submission.reply({ formErrors: [limited] })), success: null }, { status: 429 });
  await submitInquiry({ inquiryType: "INQUIRY", ...submission.value, title: "Contact Us" });
  return json({ result: submission.reply({ resetForm: true }), success: messageText(lang, INQUIRY_SUCCESS) });
}

export default function ContactUs() {
  const { env, map, i18n } = useLoaderData<typeof loader>();
  const t = i18n.pages;
  const { serviceHours } = useStrings("layout");
  const data = useActionData<typeof action>();
  return (
    <main id="main-content" className="mx-auto grid max-w-6xl gap-10 px-4 py-12 md:grid-cols-[1fr_2fr]">
      <section>
        <h1 className="text-3xl font-bold">{t.contactUs}</h1>
        <h2 className="mt-6 font-semibold">{t.mainOffice}</h2>
        <p className="text-slate-600">{MAIN_OFFICE.address}</p>
        <div className="mt-3">
          <MapView
            place={{ lat: MAIN_OFFICE.lat, lng: MAIN_OFFICE.lng, label: t.ourMainOffice }}
            zoom={MAIN_OFFICE_ZOOM}
            tileUrl={map.tileUrl}
            attribution={map.attribution}
            labels={t}
          />
        </div>
        <h2 className="mt-6 font-semibold">{t.researchDevelopment}</h2>
        <p className="text-slate-600">Jl. Raya Ubud No. 12, Ubud, Gianyar, Bali 80571</p>
        <h2 className="mt-6 font-semibold">{t.phone}</h2>
        <p className="text-slate-600"><a href={`tel:${env.CONTACT_PHONE.replace(/\s/g, "")}`}>{env.CONTACT_PHONE.replace(/ /g, "\u00a0")}</a> ({serviceHours})</p>
      </section>
      <section aria-labelledby="message-heading">
        <h2 id="message-heading" className="mb-6 text-xl font-semibold">{t.sendUsMessage}</h2>
        <InquiryForm kind="contact" lastResult={data?.result} success={data?.success ?? null} submitLabel={t.sendMessage} noteLabel={t.message} labels={i18n.enquiry} />
      </section>
    </main>
  );
}

export const links: LinksFunction = () => mapLinks();

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  pageMeta(data?.i18n.pages.contactUs ?? "Contact Us", data?.i18n.pages.contactDescription ?? "Call, WhatsApp or e-mail the Bali MICE team, or visit our office in Bali.");

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
