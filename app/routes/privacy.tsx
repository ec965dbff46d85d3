import type { MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { PolicyPage } from "~/components/policy-page";
import { BRAND, COMPANY } from "~/utils/constants";

export const meta: MetaFunction = () => [
  { title: `Privacy Policy | ${BRAND}` },
  { name: "description", content: `What ${BRAND} collects about you, why, and how to have it corrected or deleted.` },
];

export default function Privacy() {
  return (
    <PolicyPage title="Privacy Policy" updated="22 November 2026">
      <p>{COMPANY.name} runs {BRAND}. This page says what we keep about you and why.</p>
      <h2>What we collect</h2>
      <ul>
        <li>Your account: name, e-mail address and a hashed password (never the password itself).</li>
        <li>Your bookings: the contact details you enter at checkout, the products, dates and amounts.</li>
        <li>Messages you send to venues, and receipts you upload for bank transfers.</li>
        <li>Technical records: your IP address and browser in our logs, kept to protect accounts from abuse.</li>
      </ul>
      <h2>Why</h2>
      <ul>
        <li>To make and manage your bookings, and to send you invoices, vouchers and reminders.</li>
        <li>The venue you book sees your contact details once the booking is paid, so it can prepare your event.</li>
        <li>We do not sell your data and send no marketing without your consent.</li>
      </ul>
      <h2>How long</h2>
      <p>Bookings and invoices are kept as long as tax law requires; logs for a few weeks; your account until you ask us to delete it.</p>
      <h2>Your choices</h2>
      <p>
        You can ask to see, correct or delete your data, and log out of every device from My Reservation.{" "}
        <Link className="font-semibold text-teal-800 underline" to="/contact-us">Contact us</Link> for anything else.
      </p>
      <h2>Cookies</h2>
      <p>We use one session cookie to keep you logged in and remember your reservation list. No advertising cookies.</p>
    </PolicyPage>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
