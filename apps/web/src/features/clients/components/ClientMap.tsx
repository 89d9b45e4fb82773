import { useEffect, useMemo } from 'react';
import { Marker, useMap } from 'react-leaflet';
import type L from 'leaflet';
import type { LatLngExpression } from 'leaflet';
import { MapFrame, mapPin } from '../../../components/map/MapFrame';

const pin = mapPin({ color: '#9c4a22' });

function FollowPosition({ position }: { position: LatLngExpression }) {
  const map = useMap();
  useEffect(() => {
    map.setView(position, map.getZoom(), { animate: false });
  }, [map, position]);
  return null;
}

/** The pin's accessible name (Leaflet makes a keyboard-enabled marker a focusable button). */
const MARKER_LABEL = 'Client location marker';

export type ClientMapProps = {
  latitude: number;
  longitude: number;
  /** Called when the marker is dragged; omit for a fixed marker. */
  onMove?: (position: { latitude: number; longitude: number }) => void;
  height?: number;
};

/** The client's location on a Leaflet map (default centre 43, -89.5). */
export function ClientMap({ latitude, longitude, onMove, height = 280 }: ClientMapProps) {
  const position = useMemo<[number, number]>(() => [latitude, longitude], [latitude, longitude]);
  const editable = !!onMove;
  const handlers = useMemo<L.LeafletEventHandlerFnMap>(
    () => ({
      // Leaflet builds the icon element itself: name it once it is on the map.
      add: (event) => {
        const icon = (event.target as L.Marker).getElement();
        icon?.setAttribute('aria-label', MARKER_LABEL);
        if (!editable) icon?.setAttribute('role', 'img');
      },
      dragend: (event) => {
        const at = (event.target as L.Marker).getLatLng();
        onMove?.({ latitude: Number(at.lat.toFixed(6)), longitude: Number(at.lng.toFixed(6)) });
      },
    }),
    [onMove, editable],
  );
  return (
    <MapFrame
      label="Client location map"
      center={position}
      height={height}
      attributes={{ 'data-latitude': latitude, 'data-longitude': longitude }}
    >
      {/* On the read-only details map the pin is a picture, not a control. */}
      <Marker
        position={position}
        icon={pin}
        title={MARKER_LABEL}
        draggable={editable}
        keyboard={editable}
        interactive={editable}
        eventHandlers={handlers}
      />
      <FollowPosition position={position} />
    </MapFrame>
  );
}
