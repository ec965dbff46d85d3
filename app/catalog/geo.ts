// A venue's position from what a vendor types or pastes (Venue Info): "lat, lng", or a maps
// link that carries the point (Google Maps "@lat,lng" / "query=lat,lng" / "q=lat,lng",
// OpenStreetMap "mlat=..&mlon=.." or "#map=zoom/lat/lng"). Null when none is found.
import { msg } from "~/i18n/message-ref";

/** A position that could not be read: a reference (ADR 0391). */
export const POSITION_MESSAGE = msg("listing.position");

export type Position = { lat: number; lng: number };

const PAIR = /(-?\d{1,2}(?:\.\d+)?)\s*,\s*(-?\d{1,3}(?:\.\d+)?)/;

function valid(lat: number, lng: number): Position | null {
  if (!Number.isFinite(lat) || !Number.isFinite(lng) || Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
  if (lat === 0 && lng === 0) return null;
  return { lat: Math.round(lat * 1e6) / 1e6, lng: Math.round(lng * 1e6) / 1e6 };
}

export function parsePosition(text: string | null | undefined): Position | null {
  const value = (text ?? "").trim().slice(0, 2000);
  if (!value) return null;
  const plain = /^(-?\d{1,2}(?:\.\d+)?)\s*[,\s]\s*(-?\d{1,3}(?:\.\d+)?)$/.exec(value);
  if (plain) return valid(Number(plain[1]), Number(plain[2]));
  let decoded = value;
  try {
    decoded = decodeURIComponent(value);
  } catch {
    /* keep as typed */
  }
  const osm = /[?&]mlat=(-?[\d.]+)&mlon=(-?[\d.]+)/.exec(decoded) ?? /#map=\d+\/(-?[\d.]+)\/(-?[\d.]+)/.exec(decoded);
  if (osm) return valid(Number(osm[1]), Number(osm[2]));
  const at = /@(-?\d{1,2}\.\d+),(-?\d{1,3}\.\d+)/.exec(decoded);
  if (at) return valid(Number(at[1]), Number(at[2]));
  const query = /[?&](?:query|q|ll|destination)=([^&#]+)/.exec(decoded);
  if (query) {
    const pair = PAIR.exec(query[1].replace(/\+/g, " "));
    if (pair) return valid(Number(pair[1]), Number(pair[2]));
  }
  return null;
}

const EARTH_RADIUS_KM = 6371.0088;

/** Great-circle ("as the crow flies") distance in km between two positions (haversine). */
export function distanceKm(a: Position, b: Position): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}
