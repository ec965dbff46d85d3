import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { PolicyPage } from "~/components/policy-page";
import { json, pageLanguage, messageText, CANCELLATION_POLICIES, policyView } from "~/server-imports/cancellation-policy.server";
import { pageMeta } from "~/utils/meta";

export const meta: MetaFunction<typeof loader> = ({ data }) => {
  const t = data?.i18n.legal;
  return pageMeta(
    t?.cancellationTitle ?? "Cancellation and Refund Policy",
    t?.cancellationDescription ?? "Cancel online until the day before your event; the refund follows the venue's policy, shown before you confirm.",
  );
};

export async function loader({ request }: LoaderFunctionArgs) {
  const language = pageLanguage(request, "legal");
  // The tiers' names and words come from the catalog in English (as on the product page).
  const tr = (text: string) => messageText(language.lang, text);
  return json({ ...language, tiers: CANCELLATION_POLICIES.map((p) => policyView(p)).map((v) => ({ label: tr(v.label), words: tr(v.words) })) });
}

export default function CancellationPolicy() {
  const { tiers, i18n } = useLoaderData<typeof loader>();
  const t = i18n.legal;
  return (
    <PolicyPage title={t.cancellationTitle} updated={t.cancellationUpdated}>
      <h2>{t.cancellingHeading}</h2>
      <ul>
        <li>{t.cancelling1}</li>
        <li>{t.cancelling2}</li>
        <li>
          {t.cancelling3Before}{" "}
          <Link className="font-semibold text-teal-800 underline" to="/contact-us">{t.contactUsLower}</Link>.
        </li>
      </ul>
      <h2>{t.howMuchHeading}</h2>
      <p>{t.howMuch}</p>
      <ul>
        {tiers.map((tier) => (
          <li key={tier.label}><strong>{tier.label}:</strong> {tier.words}</li>
        ))}
      </ul>
      <h2>{t.refundsHeading}</h2>
      <ul>
        <li>{t.refunds1}</li>
        <li>{t.refunds2}</li>
        <li>{t.refunds3}</li>
        <li>{t.refunds4}</li>
      </ul>
      <h2>{t.venueCancelsHeading}</h2>
      <p>{t.venueCancels}</p>
    </PolicyPage>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
