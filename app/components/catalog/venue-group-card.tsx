// "Group by venue" (ADR 0200): one card per venue listing its matching packages, each with
// its price and BOOK NOW, and a link to the venue page when more packages match.
import { taxAndServiceWords } from "~/catalog/tax-and-service";
import { ListLink } from "~/components/list-link";
import { headCountText, type VenueCardItem } from "~/components/catalog/venue-card";
import { VENUE_CARD_ENGLISH } from "~/i18n/english/venue-card";
import { headCountPrice, minimumOrder } from "~/catalog/head-count";
import { RatingBadge, type RatingLabels } from "~/components/rating";
import { fill, optionLabel } from "~/i18n/config";
import { unitLabel } from "~/utils/format";
import { Money } from "~/components/money";

/** The card's words; the search page sends them in its language (ADR 0300). */
export const VENUE_GROUP_ENGLISH = {
  bookNow: "BOOK NOW",
  matchingPackage: "{count} matching package",
  matchingPackages: "{count} matching packages",
  seeAllPackages: "See all {count} packages at {venue}",
  noReviews: "No reviews yet",
  rated: "Rated {average} out of 5 from {count}",
  review: "review",
  reviews: "reviews",
  headCountPrice: VENUE_CARD_ENGLISH.headCountPrice,
  minimumPrice: VENUE_CARD_ENGLISH.minimumPrice,
};
type GroupLabels = typeof VENUE_GROUP_ENGLISH;

export function VenueGroupCard({
  items,
  matches,
  bookQuery = "",
  labels = VENUE_GROUP_ENGLISH,
  headCount = null,
}: {
  /** The search's head count (`pax`): each package's price for that many (issue 42). */
  headCount?: number | null;
  items: (VenueCardItem & { venueId: number })[];
  matches: number;
  bookQuery?: string;
  labels?: GroupLabels;
}) {
  const rating: RatingLabels = { noReviews: labels.noReviews, rated: labels.rated, review: labels.review, reviews: labels.reviews };
  const first = items[0];
  if (!first) return null;
  const query = bookQuery ? `?${bookQuery}` : "";
  return (
    <article className="flex w-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm sm:flex-row" data-testid="venue-group">
      <ListLink to={`/venue-detail/${first.venueId}`} className="block aspect-[3/2] shrink-0 bg-slate-200 sm:aspect-auto sm:w-44" tabIndex={-1} aria-hidden="true">
        <img src={first.coverUrl} alt="" loading="lazy" decoding="async" width={480} height={320} className="h-full w-full object-cover" />
      </ListLink>
      <div className="flex min-w-0 flex-1 flex-col p-4">
        <h3 className="font-semibold leading-snug text-slate-900">
          <ListLink to={`/venue-detail/${first.venueId}`} className="hover:text-teal-700 hover:underline">{first.venueName}</ListLink>
        </h3>
        <p className="text-sm text-slate-600">
          {`${first.venueLocation} · ${fill(matches === 1 ? labels.matchingPackage : labels.matchingPackages, { count: matches })}`}
        </p>
        <RatingBadge average={first.reviewCount ? (first.ratingX100 ?? 0) / 100 : null} count={first.reviewCount ?? 0} className="mt-1" labels={rating} />
        <ul className="mt-3 divide-y divide-slate-100 text-sm">
          {items.map((item) => {
            const forGroup = headCountPrice({ ...item, minQty: minimumOrder(item) }, headCount);
            return (
            <li key={item.id} className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 py-2">
              <span className="min-w-0">
                <ListLink to={`/product-detail/${item.id}${query}`} className="font-medium text-slate-900 hover:text-teal-700 hover:underline">{item.productName}</ListLink>
                <span className="block text-xs text-slate-500">{`${item.subVenueName} (${optionLabel(labels, "type", item.subVenueType, item.subVenueType)})`}</span>
              </span>
              <span className="flex shrink-0 items-center gap-2">
                <span className="whitespace-nowrap text-right">
                  <span className="font-bold text-teal-800"><Money amount={item.finalPrice} /></span>
                  <span className="text-xs text-slate-500">{` / ${optionLabel(labels, "unit", item.unit, unitLabel(item.unit))}`}</span>
                  {forGroup ? <span className="block text-xs font-semibold text-slate-800" data-testid="head-count-price">{headCountText(labels, forGroup)}</span> : null}
                  <span className="block text-xs text-slate-600" data-testid="tax-and-service">{optionLabel(labels, "tax", item.taxAndService === "added" ? "added" : "included", taxAndServiceWords(item.taxAndService).short)}</span>
                </span>
                <ListLink
                  to={`/product-detail/${item.id}${query}#book`}
                  className="rounded-full bg-amber-500 px-3 py-1.5 text-xs font-bold text-slate-900 hover:bg-amber-600"
                  aria-label={`${labels.bookNow}: ${item.productName}, ${item.venueName}`}
                >
                  {labels.bookNow}
                </ListLink>
              </span>
            </li>
            );
          })}
        </ul>
        {matches > items.length ? (
          <ListLink to={`/venue-detail/${first.venueId}`} className="mt-2 text-sm font-semibold text-teal-700 hover:underline">
            {fill(labels.seeAllPackages, { count: matches, venue: first.venueName })}
          </ListLink>
        ) : null}
      </div>
    </article>
  );
}
