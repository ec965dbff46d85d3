// A cancellation policy's tier and words in a language, for the mails and documents. Its own
// module: messages.server imports the account rules, which import the mail language helpers.
import { POLICY_TIERS, policyWords, type CancellationPolicy } from "~/terms/cancellation-policies";
import type { Lang } from "~/i18n/config";
import { messageText } from "~/i18n/messages.server";

export function policyIn(lang: Lang, policy: CancellationPolicy): { tier: string; words: string } {
  return { tier: messageText(lang, POLICY_TIERS[policy].label), words: messageText(lang, policyWords(policy)) };
}
