// The venue's nearest places (airport, two attractions) as pages list them. A blank distance is
// stored as 0 (the columns are NOT NULL): it means "not given", never "0 km" (issue 26).
import { formatDistance } from "~/utils/format";
export type NearbyPlace = { name: string; km: number | null };

export const AIRPORT_NAME = "Ngurah Rai International Airport";

type VenueDistances = {
  distanceToAirport: number;
  nearestAttraction1: string;
  distanceNearestAttraction1: number;
  nearestAttraction2: string;
  distanceNearestAttraction2: number;
};

const given = (km: number) => (Number.isFinite(km) && km > 0 ? km : null);

/** The airport when its distance is given, and each named attraction (its distance when given). */
export function nearbyPlaces(v: VenueDistances): NearbyPlace[] {
  const places: NearbyPlace[] = [];
  if (given(v.distanceToAirport) !== null) places.push({ name: AIRPORT_NAME, km: given(v.distanceToAirport) });
  for (const [name, km] of [[v.nearestAttraction1, v.distanceNearestAttraction1], [v.nearestAttraction2, v.distanceNearestAttraction2]] as const) {
    if (name.trim()) places.push({ name: name.trim(), km: given(km) });
  }
  return places;
}

/** "12.5 km" ("12,5 km" in Indonesian), or "" when the distance is not given. */
export function kmText(km: number | null, lang: "en" | "id" = "en"): string {
  return km === null ? "" : formatDistance(km, lang);
}
