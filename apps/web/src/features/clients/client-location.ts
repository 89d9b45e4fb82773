import { DEFAULT_MAP_CENTRE } from '@hearth/shared';

/** True while a client's position is still the map's default centre (nobody located or placed it). */
export function isDefaultLocation(latitude: number, longitude: number): boolean {
  return latitude === DEFAULT_MAP_CENTRE.latitude && longitude === DEFAULT_MAP_CENTRE.longitude;
}

/** The caption under a client's map: 'Location not set', or the coordinates to 5 decimals. */
export function locationCaption(latitude: number, longitude: number): string {
  return isDefaultLocation(latitude, longitude)
    ? 'Location not set'
    : `Latitude ${latitude.toFixed(5)}, longitude ${longitude.toFixed(5)}`;
}
