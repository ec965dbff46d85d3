// Ratings as planners see them (issue 28, ADR 0270): a compact badge for cards and the product
// page, and the stars of one review. The stars are decoration; the text says the rating.
import { fill } from "~/i18n/config";
import { useLang } from "~/i18n/use-strings";
import { ratingText } from "~/reviews/review-rules";

export type RatingLabels = { noReviews: string; rated: string; review: string; reviews: string };
const ENGLISH: RatingLabels = { noReviews: "No reviews yet", rated: "Rated {average} out of 5 from {count}", review: "review", reviews: "reviews" };

/** "★ 4.6 (12 reviews)", or "No reviews yet" when `showEmpty`. */
export function RatingBadge({
  average,
  count,
  href,
  showEmpty = false,
  className = "",
  labels = ENGLISH,
}: {
  average: number | null;
  count: number;
  href?: string;
  showEmpty?: boolean;
  className?: string;
  labels?: RatingLabels;
}) {
  // 4.6 in English, 4,6 in Indonesian (id-ID's decimal comma); data-rating stays 4.6.
  const lang = useLang();
  if (!count || average === null) {
    return showEmpty ? <p className={`text-sm text-slate-600 ${className}`} data-testid="rating">{labels.noReviews}</p> : null;
  }
  const reviews = `${count} ${count === 1 ? labels.review : labels.reviews}`;
  const shown = lang === "id" ? ratingText(average).replace(".", ",") : ratingText(average);
  const label = fill(labels.rated, { average: shown, count: reviews });
  const body = (
    <>
      <span aria-hidden="true" className="text-amber-600">★</span>
      <span className="sr-only">{label}</span>
      <span aria-hidden="true">{` ${shown} (${reviews})`}</span>
    </>
  );
  return (
    <p className={`text-sm font-medium text-slate-800 ${className}`} data-testid="rating" data-rating={ratingText(average)} data-count={count}>
      {href ? <a href={href} className="hover:underline">{body}</a> : body}
    </p>
  );
}

/** Five stars, filled to the rating; the text alternative says "4 out of 5 stars". */
export function Stars({ value, label, template }: { value: number; label?: string; template?: string }) {
  return (
    <span role="img" aria-label={template ? fill(template, { label: label ?? "", n: value }) : `${label ? `${label}: ` : ""}${value} out of 5 stars`} className="whitespace-nowrap text-amber-600">
      {"★★★★★".slice(0, value)}
      <span className="text-slate-300">{"★★★★★".slice(0, 5 - value)}</span>
    </span>
  );
}
