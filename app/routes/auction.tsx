import { json, parseWithZod, limitByIp, limitByEmail, AUCTION_SUCCESS, submitInquiry, readFormData, pageLanguage, messageText, getCurrentUser, rfpAuctionSchema, rfpReplyIn, auctionOptions, auctionSuccessText, rfpFromAuction, appOrigin } from "~/server-imports/auction.server";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { InquiryForm } from "~/components/inquiry-form";
import { RfpAuctionFields } from "~/components/rfp-auction-fields";
import { pageMeta } from "~/utils/meta";

export async function loader({ request }: LoaderFunctionArgs) {
  const page = pageLanguage(request, "enquiry", "rfp");
  return json({ ...page, options: await auctionOptions(page.lang, new URL(request.url)) });
}

export async function action({ request }: ActionFunctionArgs) {
  // The spec's auction fields and the RFP's optional ones (issue 45).
  const submission = parseWithZod(await readFormData(request), { schema: rfpAuctionSchema() });
  // The spec's messages are English, the RFP's are ids; the page's language on the way out (ADR 0300).
  const { lang } = pageLanguage(request);
  if (submission.status !== "success") {
    return json({ result: rfpReplyIn(lang, submission.reply()), success: null }, { status: 400 });
  }
  const limited = (await limitByIp(request, "message")) ?? (await limitByEmail(submission.value.email, "message"));
  if (limited) return json({ result: rfpReplyIn(lang, submission.reply({ formErrors: [limited] })), success: null }, { status: 429 });
  const { eventType: _e, indoorOutdoor: _i, flexibleDates: _f, mustHave: _m, venue: _v, replyBy: _r, ...auction } = submission.value;
  const inquiryId = await submitInquiry({ inquiryType: "AUCTION", ...auction });
  const user = await getCurrentUser(request);
  const origin = appOrigin(request);
  const outcome = await rfpFromAuction(submission.value, { inquiryId, userId: user?.id ?? null, lang, origin });
  return json({ result: submission.reply({ resetForm: true }), success: auctionSuccessText(lang, outcome, messageText(lang, AUCTION_SUCCESS), origin) });
}

export default function AuctionPage() {
  const data = useActionData<typeof action>();
  const { i18n, options } = useLoaderData<typeof loader>();
  const t = i18n.enquiry;
  return (
    <main id="main-content">
      <section className="bg-cover bg-center px-4 py-16 text-white" style={{ backgroundImage: "linear-gradient(rgba(15,23,42,.55),rgba(15,23,42,.55)),url(/images/hero-3.jpg)" }}>
        <div className="mx-auto max-w-3xl">
          <h1 className="text-4xl font-extrabold">{t.rfpTitle}</h1>
          <p className="mt-3 text-lg">{t.rfpIntro}</p>
        </div>
      </section>
      <div className="mx-auto max-w-3xl px-4 py-12">
        <InquiryForm kind="auction" lastResult={data?.result} success={data?.success ?? null} submitLabel={t.sendRequest} noteLabel={t.describeEvent} labels={t}
          extra={(f) => <RfpAuctionFields f={f} t={i18n.rfp} options={options} submitted={!!data} />}
        />
      </div>
    </main>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  pageMeta(data?.i18n.enquiry.rfpTitle ?? "Request for Proposal", data?.i18n.enquiry.rfpDescription ?? "Send your event brief and let Bali venues send you their proposals.");

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
