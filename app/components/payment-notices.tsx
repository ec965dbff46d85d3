// Notices about how an invoice can be or was paid (ADR 0044). The text is English unless the
// page passes its translation (ADR 0300: My Reservation still shows these in English).
import { ONLINE_PAYMENT_UNAVAILABLE, TEST_PAYMENT_NOTICE } from "~/i18n/english/payment-notices";

/** Instead of PROCEED PAYMENT where no gateway is configured. */
export function OnlinePaymentUnavailable({ text = ONLINE_PAYMENT_UNAVAILABLE }: { text?: string }) {
  return (
    <p className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200" data-testid="online-payment-unavailable">
      {text}
    </p>
  );
}

/** On every page of an invoice paid in the local sandbox. */
export function TestPaymentNotice({ text = TEST_PAYMENT_NOTICE }: { text?: string }) {
  return (
    <p role="note" className="rounded-md border-2 border-dashed border-amber-500 bg-amber-50 px-4 py-3 font-semibold text-amber-900" data-testid="test-payment">
      {text}
    </p>
  );
}
