import { DEFAULT_MAP_CENTRE, type GeocodeOut } from '@hearth/shared';
import type { Geocoder } from '../../platform/geocoding/geocoder.js';

export function createGeocodingService(deps: { geocoder: Geocoder }) {
  return {
    /** The address's location, or the default map centre (43, -89.5) when none is found (spec 01 section 9). */
    async locate(address: string): Promise<GeocodeOut['data']> {
      const found = await deps.geocoder.geocode(address);
      if (found) return { lat: found.lat, lng: found.lng, source: 'geocoder' };
      return { lat: DEFAULT_MAP_CENTRE.latitude, lng: DEFAULT_MAP_CENTRE.longitude, source: 'default' };
    },
  };
}
export type GeocodingService = ReturnType<typeof createGeocodingService>;
