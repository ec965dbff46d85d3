import type { MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { CANCELLATION_POLICIES, policyView } from "~/cancellations/policies";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { PolicyPage } from "~/components/policy-page";
import { BRAND } from "~/utils/constants";

export const meta: MetaFunction = () => [
  { title: `Cancellation and Refund Policy | ${BRAND}` },
  { name: "description", content: "Cancel online until the day before your event; the refund follows the venue's policy, shown before you confirm." },
];

export async function loader() {
  return json({ tiers: CANCELLATION_POLICIES.map((p) => policyView(p)) });
}

export default function CancellationPolicy() {
  const { tiers } = useLoaderData<typeof loader>();
  return (
    <PolicyPage title="Cancellation and Refund Policy" updated="25 November 2026">
      <h2>Cancelling</h2>
      <ul>
        <li>You can cancel a booking yourself until 00:00 (Bali time) on the day before the event: open it from My Reservation, your confirmation or your voucher (the links in our e-mails work without an account) and choose "Cancel this booking". You see the exact refund before you confirm.</li>
        <li>An unpaid reservation can be cancelled at any time before it is paid; nothing is charged and the spaces are released at once.</li>
        <li>
          From the day before the event, a booking can no longer be cancelled online; please message the venue from My Reservation or{" "}
          <Link className="font-semibold text-teal-800 underline" to="/contact-us">contact us</Link>.
        </li>
      </ul>
      <h2>How much comes back</h2>
      <p>Each venue chooses one of these policies; the product and venue pages show it, and the one in force when you book stays with your booking.</p>
      <ul>
        {tiers.map((t) => (
          <li key={t.label}><strong>{t.label}:</strong> {t.words}</li>
        ))}
      </ul>
      <h2>Refunds</h2>
      <ul>
        <li>Card and e-wallet payments go back to the card or e-wallet through the payment gateway, usually within 14 working days.</li>
        <li>Bank transfers and virtual-account payments are refunded by bank transfer to the account you give us when you cancel.</li>
        <li>A coupon's discount is shared over the booked items, so each refund is counted from what you actually paid for that item.</li>
        <li>My Reservation and our e-mails show each refund's state: requested, processing, refunded (or failed, when we are already on it).</li>
      </ul>
      <h2>If the venue cancels</h2>
      <p>You get a full refund of what you paid for that booking, and our e-mail links to a search for the same date and attendees.</p>
    </PolicyPage>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
