// The venue's cancellation tier as the vendor chooses it (venue-info form): each option says
// what the planner gets back, in the same words the product and venue pages show.
import { CANCELLATION_POLICIES, DEFAULT_CANCELLATION_POLICY, POLICY_TIERS, policyWords } from "~/terms/cancellation-policies";

export const VENUE_POLICY_HINT =
  "Applies to new bookings. Existing bookings keep the policy they were booked under. Whatever the policy, a booking you cancel is refunded in full.";

/** `translate` renders the tiers' names and words (message references) in the page's language (messageText). */
export function venuePolicyOptions(translate: (text: string) => string): { value: string; label: string }[] {
  return CANCELLATION_POLICIES.map((p) => ({ value: p, label: `${translate(POLICY_TIERS[p].label)}: ${translate(policyWords(p))}` }));
}

export { DEFAULT_CANCELLATION_POLICY };
