// The English of the vendor dashboard's server replies, owned by the string catalogue (ADR 0390):
// app/supplier refers to it; the Indonesian is app/i18n/messages/*.server.ts. Server-only.
import { FREE_ACTIVE_PRODUCTS } from "~/utils/limits";

export const PRODUCT_LIMIT_MESSAGE =
  `You can have up to ${FREE_ACTIVE_PRODUCTS} active products for free. Set another product to Inactive, or contact us to list more.`;

export const TEAM_MESSAGES = {
  lastOwner: "A team needs at least one owner: make another member owner first.",
  alreadyMember: "This person is already a member of your team.",
  otherTeam: "This e-mail address belongs to another vendor's team or to an administrator: it cannot join yours.",
  invitationGone: "This invitation link is invalid, has expired, was revoked or has been used. Ask the team's owner for a new one.",
  wrongAccount: "This invitation was sent to another e-mail address. Log out and open the link again to accept it with that address.",
  emailTaken: "An account with this e-mail address exists: log in with its password to accept.",
} as const;
