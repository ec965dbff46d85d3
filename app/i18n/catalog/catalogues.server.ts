// Every message catalogue, one per domain (issue 44, ADR 0391): the ids a domain module refers
// to and their texts in both languages. Add a domain's catalogue here.
import { accounts } from "~/i18n/catalog/accounts.server";
import { admin } from "~/i18n/catalog/admin.server";
import { bookings } from "~/i18n/catalog/bookings.server";
import { calendar } from "~/i18n/catalog/calendar.server";
import { cancellations } from "~/i18n/catalog/cancellations.server";
import { cart } from "~/i18n/catalog/cart.server";
import { checkout } from "~/i18n/catalog/checkout.server";
import { inquiries } from "~/i18n/catalog/inquiries.server";
import { limits } from "~/i18n/catalog/limits.server";
import { listing } from "~/i18n/catalog/listing.server";
import { messaging } from "~/i18n/catalog/messaging.server";
import { payments } from "~/i18n/catalog/payments.server";
import { reviews } from "~/i18n/catalog/reviews.server";
import { supplier } from "~/i18n/catalog/supplier.server";
import { teams } from "~/i18n/catalog/teams.server";
import { terms } from "~/i18n/catalog/terms.server";

export const CATALOGUES = { accounts, admin, bookings, calendar, cancellations, cart, checkout, inquiries, limits, listing, messaging, payments, reviews, supplier, teams, terms } as const;
type Catalogues = typeof CATALOGUES;
export type MessageDomain = keyof Catalogues;
/** Every message id: `<domain>.<key>`. */
export type MessageKey = { [D in MessageDomain]: `${D}.${Extract<keyof Catalogues[D], string>}` }[MessageDomain];
