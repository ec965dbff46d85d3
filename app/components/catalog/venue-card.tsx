import { ListLink } from "~/components/list-link";
import { taxAndServiceWords } from "~/catalog/tax-and-service";
import { ResponsiveImage, SLOT_SIZES } from "~/components/responsive-image";
import { RatingBadge, type RatingLabels } from "~/components/rating";
import { LAYOUTS } from "~/utils/constants";
import { formatRupiah, unitLabel } from "~/utils/format";
import { headCountPrice, minimumOrder } from "~/catalog/head-count";
import { Money } from "~/components/money";
import { fill, optionLabel } from "~/i18n/config";
import { VENUE_CARD_ENGLISH } from "~/i18n/english/venue-card";

export type VenueCardLabels = typeof VENUE_CARD_ENGLISH;

const ratingLabels = (l: Partial<RatingLabels>): RatingLabels | undefined =>
  l.noReviews && l.rated && l.review && l.reviews ? { noReviews: l.noReviews, rated: l.rated, review: l.review, reviews: l.reviews } : undefined;

export type VenueCardItem = {
  id: number;
  productName: string;
  unit: string;
  price: number;
  discountPercentage: number;
  finalPrice: number;
  /** Whether the price includes tax and service charge (ADR 0263). */
  taxAndService: string;
  /** When given, the venue's name links to its page. */
  venueId?: number;
  venueName: string;
  venueLocation: string;
  subVenueName: string;
  subVenueType: string;
  minCapacity: number;
  maxUshape: number;
  maxBoard: number;
  maxClassroom: number;
  maxCocktail: number;
  maxBanquet: number;
  maxTheatre: number;
  dimensionLength: number;
  dimensionWidth: number;
  coverUrl: string;
  /** The venue's average rating x 100 and number of reviews (ADR 0270); no badge without. */
  ratingX100?: number;
  reviewCount?: number;
};

const CAPACITY_OF: Record<(typeof LAYOUTS)[number]["value"], keyof VenueCardItem> = {
  uShape: "maxUshape",
  board: "maxBoard",
  classroom: "maxClassroom",
  cocktail: "maxCocktail",
  banquet: "maxBanquet",
  theater: "maxTheatre",
};

/**
 * Search result card: one bookable product of a sub venue. Mixed text is one template string
 * (one text node, no <!-- --> separators) and links are ListLinks: the card is rendered eight
 * times per results page (ADR 0242). For the same reason its look is a few `venue-card-*`
 * classes (app/tailwind.css, ADR 0375), not a list of utilities on every element of every card.
 */
/**
 * `imageLoading`: "high" for the first card of a result page (the likely LCP image), "eager" for
 * the rest of the first row; later cards load lazily (ADR 0233).
 */
export function VenueCard({
  item,
  bookQuery = "",
  headingLevel = 3,
  imageLoading,
  labels = VENUE_CARD_ENGLISH,
  headCount = null,
  pick,
}: {
  /**
   * "Add to request" (issue 45): a box that puts the card's venue on the result page's request
   * form (`form`, a GET to /auction): plain HTML, several venues at once, no script.
   */
  pick?: { form: string; label: string };
  /** The search's head count (`pax`): the price for that many, the minimum order applied (issue 42). */
  headCount?: number | null;
  /** With the rating's words when the page sends them (the venue page); else the badge is English. */
  labels?: VenueCardLabels & Partial<RatingLabels>;
  item: VenueCardItem;
  bookQuery?: string;
  headingLevel?: 1 | 3;
  imageLoading?: "high" | "eager";
}) {
  const Title = headingLevel === 1 ? "h1" : "h3";
  const detail = `/product-detail/${item.id}${bookQuery ? `?${bookQuery}` : ""}`;
  const minOrder = minimumOrder(item);
  const forGroup = headCountPrice({ ...item, minQty: minOrder }, headCount);
  return (
    <article className="venue-card" data-testid="venue-card">
      <ListLink to={detail} discover={false} className="venue-card-image" tabIndex={-1} aria-hidden="true">
        <ResponsiveImage src={item.coverUrl} sizes={SLOT_SIZES.card} alt="" priority={imageLoading === "high"} loading={imageLoading ? "eager" : "lazy"} width={480} height={320} className="h-full w-full object-cover" />
        {item.discountPercentage > 0 ? (
          <span className="venue-card-discount">
            {`-${item.discountPercentage}%`}
          </span>
        ) : null}
      </ListLink>
      <div className="venue-card-body">
        <Title className="venue-card-title">
          <ListLink to={detail} id={`t${item.id}`}>{item.productName}</ListLink>
        </Title>
        <p className="venue-card-venue">
          {item.venueId ? (
            <ListLink to={`/venue-detail/${item.venueId}`} id={`v${item.id}`}>{item.venueName}</ListLink>
          ) : (
            item.venueName
          )}
          {` · ${item.venueLocation}`}
        </p>
        {pick && item.venueId ? (
          <label className="venue-card-pick"><input type="checkbox" name="venue" value={item.venueId} form={pick.form} />{pick.label}</label>
        ) : null}
        <RatingBadge average={item.reviewCount ? (item.ratingX100 ?? 0) / 100 : null} count={item.reviewCount ?? 0} className="mt-1" labels={ratingLabels(labels)} />
        <dl className="venue-card-facts">
          <dt>{labels.minimumOrder}</dt>
          <dd>{`${minOrder} ${optionLabel(labels, "unit", item.unit, unitLabel(item.unit))}`}</dd>
          <dt>{labels.area}</dt>
          <dd>{`${item.dimensionLength} x ${item.dimensionWidth} m`}</dd>
          <dt>{labels.subVenue}</dt>
          <dd className="capitalize">{`${item.subVenueName} (${optionLabel(labels, "type", item.subVenueType, item.subVenueType)})`}</dd>
        </dl>
        <ul className="venue-card-capacities" aria-label={labels.capacityPerLayout}>
          {LAYOUTS.map((l) => (
            <li key={l.value}>
              <b>{Number(item[CAPACITY_OF[l.value]]) || "-"}</b>
              {optionLabel(labels, "layout", l.value, l.label)}
            </li>
          ))}
        </ul>
        <div className="venue-card-foot">
          <p className="text-sm">
            {item.discountPercentage > 0 ? (
              <s className="block text-xs text-slate-500">
                <span className="sr-only">{`${labels.originalPrice} `}</span>
                <Money amount={item.price} />
              </s>
            ) : null}
            <span className="venue-card-price"><Money amount={item.finalPrice} /></span>
            <span className="text-slate-500">{` / ${optionLabel(labels, "unit", item.unit, unitLabel(item.unit))}`}</span>
            {forGroup ? <span className="block text-xs font-semibold text-slate-800" data-testid="head-count-price">{headCountText(labels, forGroup)}</span> : null}
            <span className="block text-xs text-slate-600" data-testid="tax-and-service">{optionLabel(labels, "tax", item.taxAndService === "added" ? "added" : "included", taxAndServiceWords(item.taxAndService).short)}</span>
          </p>
          <ListLink
            to={`${detail}#book`}
            discover={false}
            className="venue-card-book"
            // "BOOK NOW", the product and the venue: one name per card for screen readers, read
            // from the card's own title and venue links (shorter than repeating them in a label).
            id={`b${item.id}`}
            aria-labelledby={`b${item.id} t${item.id}${item.venueId ? ` v${item.id}` : ""}`}
          >
            {labels.bookNow}
          </ListLink>
        </div>
      </div>
    </article>
  );
}

/** "80 pax: Rp 21.000.000", or "minimum 90 pax: Rp 23.625.000" for a smaller group (issue 42). */
export function headCountText(labels: { headCountPrice: string; minimumPrice: string }, price: { qty: number; total: number; belowMinimum: boolean }): string {
  return fill(price.belowMinimum ? labels.minimumPrice : labels.headCountPrice, { n: price.qty, total: formatRupiah(price.total) });
}
