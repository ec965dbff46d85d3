import type { MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { PolicyPage } from "~/components/policy-page";
import { BRAND, COMPANY } from "~/utils/constants";

export const meta: MetaFunction = () => [
  { title: `Terms and Conditions | ${BRAND}` },
  { name: "description", content: `The terms for booking venues and event services through ${BRAND}.` },
];

export default function Terms() {
  return (
    <PolicyPage title="Terms and Conditions" updated="22 November 2026">
      <p>
        {BRAND} is a marketplace run by {COMPANY.name}. Venues and suppliers ("vendors") list their rooms and services;
        you, the event planner, book and pay for them here. These terms apply to every booking you make.
      </p>
      <h2>Your booking</h2>
      <ul>
        <li>Check the date, time, seat layout and quantity before you check out: a booking cannot be changed afterwards.</li>
        <li>Your booking is made with the vendor. We take your payment and pass it on, less our commission.</li>
        <li>Once paid, the venue acknowledges the booking; your voucher then shows "Confirmed by the venue".</li>
        <li>Each product's own terms and inclusions, shown on its page, are part of the booking.</li>
      </ul>
      <h2>Prices and payment</h2>
      <ul>
        <li>Prices are in Indonesian rupiah and include the discounts shown. Coupon codes apply once per checkout.</li>
        <li>A bank transfer must arrive within 2x24 hours of checking out, or the booking expires and the slot is released.</li>
        <li>Online payments are processed by our payment provider; we never see your card details.</li>
      </ul>
      <h2>Cancellations</h2>
      <p>
        See the <Link className="font-semibold text-teal-800 underline" to="/cancellation-policy">Cancellation and Refund Policy</Link>:
        in short, you can cancel until one day before the event, and the refund follows the vendor's policy.
      </p>
      <h2>On the day</h2>
      <ul>
        <li>Plan one person in charge per 20 participants, and follow the venue's house rules.</li>
        <li>You are responsible for damage caused by your guests.</li>
      </ul>
      <h2>Our responsibility</h2>
      <p>
        We check vendors when they join and help if something goes wrong, but the vendor delivers the venue and services.
        Nothing in these terms limits your rights under Indonesian consumer law.
      </p>
      <h2>Questions</h2>
      <p>
        <Link className="font-semibold text-teal-800 underline" to="/contact-us">Contact us</Link>, Monday to Saturday 08.00-18.00.
      </p>
    </PolicyPage>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
