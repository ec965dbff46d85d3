import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { PolicyPage } from "~/components/policy-page";
import { fill } from "~/i18n/config";
import { json, pageLanguage } from "~/server-imports/privacy.server";
import { BRAND } from "~/utils/brand";
import { useCompany } from "~/components/company";
import { pageMeta } from "~/utils/meta";

export async function loader({ request }: LoaderFunctionArgs) {
  return json(pageLanguage(request, "legal"));
}

export const meta: MetaFunction<typeof loader> = ({ data }) => {
  const t = data?.i18n.legal;
  return pageMeta(t?.privacyTitle ?? "Privacy Policy", fill(t?.privacyDescription ?? "What {brand} collects about you, why, and how to have it corrected or deleted.", { brand: BRAND }));
};

export default function Privacy() {
  const t = useLoaderData<typeof loader>().i18n.legal;
  const company = useCompany();
  return (
    <PolicyPage title={t.privacyTitle} updated={t.privacyUpdated}>
      <p>{fill(t.privacyIntro, { brand: BRAND, company: company.name })}</p>
      <h2>{t.privacyCollectHeading}</h2>
      <ul>
        <li>{t.privacyCollect1}</li>
        <li>{t.privacyCollect2}</li>
        <li>{t.privacyCollect3}</li>
        <li>{t.privacyCollect4}</li>
      </ul>
      <h2>{t.privacyWhyHeading}</h2>
      <ul>
        <li>{t.privacyWhy1}</li>
        <li>{t.privacyWhy2}</li>
        <li>{t.privacyWhy3}</li>
      </ul>
      <h2>{t.privacyHowLongHeading}</h2>
      <p>{t.privacyHowLong}</p>
      <h2>{t.privacyChoicesHeading}</h2>
      <p>
        {t.privacyChoices} <Link className="font-semibold text-teal-800 underline" to="/contact-us">{t.contactUsLink}</Link> {t.privacyChoicesAfter}
      </p>
      <h2>{t.privacyCookiesHeading}</h2>
      <p>{`${t.privacyCookies} ${t.privacyLanguageCookie}`}</p>
    </PolicyPage>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
