// Every dictionary, by domain (ADR 0300). A loader sends the browser only the domains its page
// shows, in the visitor's language: `i18n: pageStrings(lang, "layout")`.
import * as admin from "~/i18n/dict/admin.server";
import * as account from "~/i18n/dict/account.server";
import * as auth from "~/i18n/dict/auth.server";
import * as checkout from "~/i18n/dict/checkout.server";
import * as dashboard from "~/i18n/dict/dashboard.server";
import * as dashboardAvailability from "~/i18n/dict/dashboard-availability.server";
import * as dashboardReservations from "~/i18n/dict/dashboard-reservations.server";
import * as enquiry from "~/i18n/dict/enquiry.server";
import * as errors from "~/i18n/dict/errors.server";
import * as legal from "~/i18n/dict/legal.server";
import * as pages from "~/i18n/dict/pages.server";
import * as home from "~/i18n/dict/home.server";
import * as layout from "~/i18n/dict/layout.server";
import * as mail from "~/i18n/dict/mail.server";
import * as documents from "~/i18n/dict/documents.server";
import * as messaging from "~/i18n/dict/messaging.server";
import * as listing from "~/i18n/dict/listing.server";
import * as product from "~/i18n/dict/product.server";
import * as search from "~/i18n/dict/search.server";
import * as venue from "~/i18n/dict/venue.server";
import * as rfp from "~/i18n/dict/rfp.server";
import type { Lang } from "~/i18n/config";

export const DICTIONARIES = { layout, home, search, auth, product, venue, checkout, mail, documents, dashboard, dashboardAvailability, dashboardReservations, admin, errors, pages, legal, enquiry, account, messaging, listing, rfp };
export type Domain = keyof typeof DICTIONARIES;
export type Strings<D extends Domain> = (typeof DICTIONARIES)[D]["en"];

export function strings<D extends Domain>(lang: Lang, domain: D): Strings<D> {
  return DICTIONARIES[domain][lang];
}

/** The domains' strings in one language, for a loader's `i18n` field (read by useStrings). */
export function pageStrings<D extends Domain>(lang: Lang, ...domains: D[]): { [K in D]: Strings<K> } {
  const out = {} as { [K in D]: Strings<K> };
  for (const d of domains) out[d] = strings(lang, d);
  return out;
}
