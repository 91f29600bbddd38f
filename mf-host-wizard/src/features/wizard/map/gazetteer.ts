/** A city of the seeded gazetteer (`GET /api/Home/CitiesSearch`), named in the page's language. */
export interface GazetteerCity {
  id: number;
  name: string;
  regionName: string;
  latitude: number;
  longitude: number;
}

/** Farther than this from every city, a point has no city (reverse geocoding "fails": empty city and location). */
export const MAX_CITY_DISTANCE_KM = 60;

const km = (a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }) => {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLon = (b.longitude - a.longitude) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
};

/** Reverse geocoding from the gazetteer: the nearest city within MAX_CITY_DISTANCE_KM, or null. */
export function nearestCity<C extends GazetteerCity>(cities: readonly C[], point: { latitude: number; longitude: number }): C | null {
  let best: C | null = null;
  let bestKm = Infinity;
  for (const c of cities) {
    const d = km(c, point);
    if (d < bestKm) {
      best = c;
      bestKm = d;
    }
  }
  return bestKm <= MAX_CITY_DISTANCE_KM ? best : null;
}
