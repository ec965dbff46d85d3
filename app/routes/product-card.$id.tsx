import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { json, getProductDetail, pageLanguage } from "~/server-imports/product-card.$id.server";
import { VenueCard } from "~/components/catalog/venue-card";
import { errorStringsOf, GeneralErrorBoundary } from "~/components/error-boundary";
import { fill } from "~/i18n/config";
import { BRAND } from "~/utils/brand";
import { pageMeta } from "~/utils/meta";

export async function loader({ params, request }: LoaderFunctionArgs) {
  const p = await getProductDetail(Number(params.id));
  if (!p) throw new Response("Not Found", { status: 404 });
  const cap = (value: string) => p.subVenue.layouts.find((l) => l.value === value)?.capacity ?? 0;
  return json({
    // The card speaks the search page's words (its labels); this page adds two of its own.
    ...pageLanguage(request, "search", "pages"),
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
  const { card, i18n } = useLoaderData<typeof loader>();
  return (
    <main id="main-content" className="mx-auto max-w-sm px-4 py-10">
      <VenueCard item={card} headingLevel={1} labels={i18n.search} />
      <p className="mt-6 text-center text-sm">
        <Link to={`/venue-detail/${card.venueId}`} className="text-teal-700 hover:underline">{fill(i18n.pages.moreRoomsAt, { venue: card.venueName })}</Link>
      </p>
    </main>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  data
    ? [
        { title: `${fill(data.i18n.pages.productAtVenue, { product: data.card.productName, venue: data.card.venueName })} | ${BRAND}` },
        { name: "description", content: `${fill(data.i18n.pages.productAtVenue, { product: data.card.subVenueName, venue: data.card.venueName })}, ${data.card.venueLocation}.` },
      ]
    : pageMeta(errorStringsOf(matches).productNotFound, errorStringsOf(matches).productNotFoundDescription, { noindex: true });

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
