import type { MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { PolicyPage } from "~/components/policy-page";
import { BRAND } from "~/utils/constants";

export const meta: MetaFunction = () => [
  { title: `Cancellation and Refund Policy | ${BRAND}` },
  { name: "description", content: "Cancel until one day before your event; the refund follows the vendor's policy." },
];

export default function CancellationPolicy() {
  return (
    <PolicyPage title="Cancellation and Refund Policy" updated="22 November 2026">
      <h2>Cancelling</h2>
      <ul>
        <li>You can cancel a booking until one day before the event.</li>
        <li>
          To cancel, <Link className="font-semibold text-teal-800 underline" to="/contact-us">contact us</Link> with your invoice
          number, or message the venue from My Reservation.
        </li>
        <li>From the day before the event, a booking can no longer be cancelled.</li>
      </ul>
      <h2>Refunds</h2>
      <ul>
        <li>The refund follows the vendor's policy, shown in the product's terms and conditions. Read it before you book.</li>
        <li>Refunds go back to the account you paid from, usually within 14 working days of the cancellation.</li>
        <li>Unpaid bookings simply expire after the payment deadline; nothing is charged.</li>
      </ul>
      <h2>If the venue cancels</h2>
      <p>You get a full refund, and we help you find another venue.</p>
    </PolicyPage>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
