// schema.org markup of a venue page (issue 28, ADR 0270): the venue as a Place (an
// EventVenue) with its AggregateRating and the reviews shown on the page. Only visible reviews,
// with the same masked text the page shows.
import type { PublicReview, RatingSummary } from "~/reviews/reviews.server";
import { ratingText } from "~/reviews/review-rules";

export function venueJsonLd(
  venue: { name: string; address: string; location: string; description: string; position: { lat: number; lng: number } | null },
  rating: RatingSummary,
  reviews: PublicReview[],
  url: string,
  image: string,
) {
  const doc: Record<string, unknown> = {
    "@context": "https://schema.org",
    "@type": "EventVenue",
    name: venue.name,
    url,
    image,
    description: venue.description.slice(0, 300),
    address: { "@type": "PostalAddress", streetAddress: venue.address, addressLocality: venue.location, addressRegion: "Bali", addressCountry: "ID" },
    ...(venue.position ? { geo: { "@type": "GeoCoordinates", latitude: venue.position.lat, longitude: venue.position.lng } } : {}),
  };
  if (rating.count && rating.average !== null) {
    doc.aggregateRating = { "@type": "AggregateRating", ratingValue: ratingText(rating.average), bestRating: "5", worstRating: "1", ratingCount: rating.count, reviewCount: rating.count };
    doc.review = reviews.map((r) => ({
      "@type": "Review",
      author: { "@type": "Person", name: r.authorName },
      datePublished: r.createdAt.slice(0, 10),
      reviewBody: r.body,
      reviewRating: { "@type": "Rating", ratingValue: String(r.rating), bestRating: "5", worstRating: "1" },
    }));
  }
  return doc;
}

/** JSON for a <script type="application/ld+json">: "<" escaped so no text can end the script. */
export function jsonLdText(doc: unknown): string {
  return JSON.stringify(doc).replace(/</g, "\\u003c").replace(/\u2028/g, "\\u2028").replace(/\u2029/g, "\\u2029");
}
