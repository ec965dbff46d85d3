// GET /v1/products?keyword&page&limit&campaign&minCapacity&maxCapacity&byDate: the search.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { productListExtras } from "~/catalog/api-list.server";
import { parseSearchParams } from "~/catalog/search-params";
import { searchProducts } from "~/catalog/search.server";
import { fileUrl } from "~/storage/storage.server";
import { apiList, methodNotAllowed } from "~/http/api.server";
import { PAGE_SIZES } from "~/utils/constants";
import { baliIsoDate } from "~/utils/format";
import { appOrigin } from "~/utils/url.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const filters = parseSearchParams(url.searchParams, { today: baliIsoDate(), defaultLimit: PAGE_SIZES.searchDefaultLimit });
  const result = await searchProducts(filters, { pastLastPage: "empty" });
  const origin = appOrigin(request);
  const extras = await productListExtras(result.items.map((i) => i.id));
  const data = result.items.map(({ coverKey, subVenueId, subVenueName, subVenueType, minCapacity, maxUshape, maxBoard, maxClassroom, maxCocktail, maxBanquet, maxTheatre, dimensionLength, dimensionWidth, ratingX100, reviewCount, ...p }) => ({
    ...p,
    // The venue's rating (ADR 0270): average of its visible reviews, null without one.
    rating: reviewCount ? ratingX100 / 100 : null,
    reviewCount,
    ...(extras.get(p.id) ?? { inclusion: "", termCondition: "", venueAddress: "" }),
    subVenueName,
    imageUrl: `${origin}${fileUrl(coverKey)}`,
    subvenue: { id: subVenueId, name: subVenueName, subVenueType, minCapacity, maxUshape, maxBoard, maxClassroom, maxCocktail, maxBanquet, maxTheatre, dimensionLength, dimensionWidth },
  }));
  // Counted up to a cap (ADR 0161): with more matches, the count is a lower bound and says so.
  return apiList(data, result);
}

export const action = methodNotAllowed;
