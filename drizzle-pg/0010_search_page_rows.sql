-- Hand-written (keep it when regenerating): a search page's rows by its products' ids, for the
-- PostgreSQL twin of the search (app/catalog/search-postgres.server.ts, ADR 0460). Planning these
-- rows inside each search's statement took 0.9 of its 1.2 ms, and their plan does not depend on
-- the search: PL/pgSQL keeps a statement's plan for the session, and `plan_cache_mode` makes it
-- the generic one from the first call (left to choose, PostgreSQL kept planning anew for a page
-- of eight ids, which look cheaper than its generic estimate of ten). The columns are the
-- search's result columns (RESULT_COLUMNS, search-common.server.ts; a test holds them alike),
-- then `extra`, one more value per id (a venue's number of matches).
CREATE FUNCTION search_page_rows(page_ids bigint[], page_extra bigint[]) returns table("id" bigint, "productName" text, "unit" text, "price" bigint, "discountPercentage" bigint, "taxAndService" text, "campaign" text, "venueId" bigint, "venueName" text, "venueLocation" text, "subVenueId" bigint, "subVenueName" text, "subVenueType" text, "minCapacity" bigint, "maxUshape" bigint, "maxBoard" bigint, "maxClassroom" bigint, "maxCocktail" bigint, "maxBanquet" bigint, "maxTheatre" bigint, "dimensionLength" double precision, "dimensionWidth" double precision, "ratingX100" bigint, "reviewCount" bigint, "coverKey" text, "extra" bigint)
LANGUAGE plpgsql STABLE set plan_cache_mode = force_generic_plan as $fn$
#variable_conflict use_column
begin
  return query select p.id as "id", p.product_name as "productName", p.unit as "unit", p.price as "price", p.discount_percentage as "discountPercentage", p.tax_and_service as "taxAndService", p.campaign as "campaign", v.id as "venueId", v.name as "venueName", v.location as "venueLocation", sv.id as "subVenueId", sv.name as "subVenueName", sv.sub_venue_type as "subVenueType", sv.min_capacity as "minCapacity", sv.max_ushape as "maxUshape", sv.max_board as "maxBoard", sv.max_classroom as "maxClassroom", sv.max_cocktail as "maxCocktail", sv.max_banquet as "maxBanquet", sv.max_theatre as "maxTheatre", sv.dimension_length as "dimensionLength", sv.dimension_width as "dimensionWidth", p.search_rating as "ratingX100", p.search_review_count as "reviewCount", (select vi.file_key from venue_images vi where vi.venue_id = p.venue_id
      order by vi.is_default desc, vi.id limit 1) as "coverKey", page.extra from unnest(page_ids, page_extra) with ordinality as page(id, extra, n)
    join products p on p.id = page.id join sub_venues sv on sv.id = p.sub_venue_id join venues v on v.id = p.venue_id
    order by page.n;
end
$fn$;
