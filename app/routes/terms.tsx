import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { PolicyPage } from "~/components/policy-page";
import { fill } from "~/i18n/config";
import { json, pageLanguage } from "~/server-imports/terms.server";
import { BRAND } from "~/utils/brand";
import { useCompany } from "~/components/company";
import { pageMeta } from "~/utils/meta";

export async function loader({ request }: LoaderFunctionArgs) {
  return json(pageLanguage(request, "legal"));
}

export const meta: MetaFunction<typeof loader> = ({ data }) => {
  const t = data?.i18n.legal;
  return pageMeta(t?.termsTitle ?? "Terms and Conditions", fill(t?.termsDescription ?? "The terms for booking venues and event services through {brand}.", { brand: BRAND }));
};

export default function Terms() {
  const t = useLoaderData<typeof loader>().i18n.legal;
  const company = useCompany();
  const brand = { brand: BRAND, company: company.name };
  return (
    <PolicyPage title={t.termsTitle} updated={t.termsUpdated}>
      <p>{fill(t.termsIntro, brand)}</p>
      <h2>{t.termsBookingHeading}</h2>
      <ul>
        <li>{t.termsBooking1}</li>
        <li>{t.termsBooking2}</li>
        <li>{t.termsBooking3}</li>
        <li>{t.termsBooking4}</li>
      </ul>
      <h2>{t.termsPricesHeading}</h2>
      <ul>
        <li>{t.termsPrices1}</li>
        <li>{t.termsPrices2}</li>
        <li>{t.termsPrices3}</li>
      </ul>
      <h2>{t.termsCancellationsHeading}</h2>
      <p>
        {t.termsCancellationsBefore} <Link className="font-semibold text-teal-800 underline" to="/cancellation-policy">{t.cancellationTitle}</Link>
        {t.termsCancellationsAfter}
      </p>
      <h2>{t.termsOnTheDayHeading}</h2>
      <ul>
        <li>{t.termsOnTheDay1}</li>
        <li>{t.termsOnTheDay2}</li>
      </ul>
      <h2>{t.termsResponsibilityHeading}</h2>
      <p>{t.termsResponsibility}</p>
      <h2>{t.termsQuestionsHeading}</h2>
      <p>
        <Link className="font-semibold text-teal-800 underline" to="/contact-us">{t.contactUsLink}</Link>{t.termsQuestionsAfter}
      </p>
    </PolicyPage>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
