import { useEffect, useMemo } from 'react';
import { Marker, useMap } from 'react-leaflet';
import L from 'leaflet';
import { MapFrame, mapPin, TILE_URL } from '../../../components/map/MapFrame';
import type { EvvPoint } from './evv-points';

const CAPTION_SIDE = { client: 'below', clockIn: 'right', clockOut: 'left' } as const;

type Placed = EvvPoint & { position: { latitude: number; longitude: number } };

/** Shows every pin: fits the map to them once it has a size (a dialog may open it at none). */
function FitPoints({ points }: { points: Placed[] }) {
  const map = useMap();
  useEffect(() => {
    const bounds = L.latLngBounds(points.map((p) => [p.position.latitude, p.position.longitude]));
    const fit = () => {
      map.invalidateSize({ animate: false });
      const size = map.getSize();
      if (size.x === 0 || size.y === 0) return;
      // Tiles or not, closer than street level says nothing more.
      map.fitBounds(bounds, { padding: [60, 40], maxZoom: TILE_URL ? 17 : 16, animate: false });
    };
    fit();
    const container = map.getContainer();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(fit);
    observer?.observe(container);
    return () => observer?.disconnect();
  }, [map, points]);
  return null;
}

/**
 * The exception's visit on a map: the client's address and the clock-in and clock-out places, each
 * pin with a letter and a caption (the legend beside the map lists them too). Loaded lazily.
 */
export function EvvMap({ points, height = 300 }: { points: readonly EvvPoint[]; height?: number }) {
  const placed = useMemo(() => points.filter((p): p is Placed => p.position !== null), [points]);
  const icons = useMemo(
    () =>
      Object.fromEntries(
        placed.map((p) => [
          p.key,
          mapPin({ color: p.color, glyph: p.glyph, caption: p.label, captionSide: CAPTION_SIDE[p.key] }),
        ]),
      ),
    [placed],
  );
  const first = placed[0]?.position;
  if (!first) return null;
  return (
    <MapFrame
      label="Map of the visit's locations"
      center={[first.latitude, first.longitude]}
      zoom={15}
      height={height}
      // Fitted in quarter levels: whole ones can leave the pins (and their captions) on top of each other on a phone.
      zoomSnap={0.25}
    >
      {placed.map((p) => (
        <Marker
          key={p.key}
          position={[p.position.latitude, p.position.longitude]}
          icon={icons[p.key]}
          title={p.label}
          keyboard={false}
          interactive={false}
          // The client's address is what the others are measured from: on top where they overlap.
          zIndexOffset={p.key === 'client' ? 1000 : 0}
          eventHandlers={{
            add: (event) => {
              const icon = (event.target as L.Marker).getElement();
              icon?.setAttribute('role', 'img');
              icon?.setAttribute('aria-label', `${p.label}: ${p.text}`);
            },
          }}
        />
      ))}
      <FitPoints points={placed} />
    </MapFrame>
  );
}
