import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { getProductDetail } from "~/catalog/product.server";
import { VenueCard } from "~/components/catalog/venue-card";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { BRAND } from "~/utils/constants";
import { pageMeta } from "~/utils/meta";

export async function loader({ params }: LoaderFunctionArgs) {
  const p = getProductDetail(Number(params.id));
  if (!p) throw new Response("Not Found", { status: 404 });
  const cap = (value: string) => p.subVenue.layouts.find((l) => l.value === value)?.capacity ?? 0;
  return json({
    card: {
      id: p.id,
      productName: p.productName,
      unit: p.unit,
      price: p.price,
      discountPercentage: p.discountPercentage,
      finalPrice: p.finalPrice,
      taxAndService: p.taxAndService,
      venueId: p.venue.id,
      venueName: p.venue.name,
      venueLocation: p.venue.location,
      subVenueName: p.subVenue.name,
      subVenueType: p.subVenue.subVenueType,
      minCapacity: p.subVenue.minCapacity,
      maxUshape: cap("uShape"),
      maxBoard: cap("board"),
      maxClassroom: cap("classroom"),
      maxCocktail: cap("cocktail"),
      maxBanquet: cap("banquet"),
      maxTheatre: cap("theater"),
      dimensionLength: p.subVenue.dimensionLength,
      dimensionWidth: p.subVenue.dimensionWidth,
      coverUrl: p.images[0]?.url ?? "/images/placeholder.jpg",
    },
  });
}

export default function ProductCardRoute() {
  const { card } = useLoaderData<typeof loader>();
  return (
    <main id="main-content" className="mx-auto max-w-sm px-4 py-10">
      <VenueCard item={card} headingLevel={1} />
      <p className="mt-6 text-center text-sm">
        <Link to={`/venue-detail/${card.venueId}`} className="text-teal-700 hover:underline">More rooms at {card.venueName}</Link>
      </p>
    </main>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data
    ? [
        { title: `${data.card.productName} at ${data.card.venueName} | ${BRAND}` },
        { name: "description", content: `${data.card.subVenueName} at ${data.card.venueName}, ${data.card.venueLocation}.` },
      ]
    : pageMeta("Not found", "This venue product does not exist or is no longer listed.", { noindex: true });

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
