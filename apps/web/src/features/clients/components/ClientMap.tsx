import { useEffect, useMemo } from 'react';
import { MapContainer, Marker, TileLayer, useMap } from 'react-leaflet';
import L, { type LatLngExpression } from 'leaflet';
import 'leaflet/dist/leaflet.css';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** Tile server for maps (e.g. an OpenStreetMap mirror). Without one the map shows only the marker. */
const TILE_URL = import.meta.env.VITE_MAP_TILE_URL as string | undefined;
const TILE_ATTRIBUTION = (import.meta.env.VITE_MAP_TILE_ATTRIBUTION as string | undefined) ?? '';

// A CSS pin: Leaflet's default marker images don't survive bundling and would be fetched from a server.
const pin = L.divIcon({
  className: '',
  html: '<span style="display:block;width:22px;height:22px;border-radius:50% 50% 50% 0;background:#9c4a22;border:3px solid #fff;box-shadow:0 1px 4px rgba(0,0,0,.45);transform:rotate(-45deg)"></span>',
  iconSize: [22, 22],
  iconAnchor: [11, 22],
});

function FollowPosition({ position }: { position: LatLngExpression }) {
  const map = useMap();
  useEffect(() => {
    map.setView(position, map.getZoom(), { animate: false });
  }, [map, position]);
  return null;
}

/** The pin's accessible name (Leaflet makes a keyboard-enabled marker a focusable button). */
const MARKER_LABEL = 'Client location marker';

/** Without tiles the map would be a flat grey box: a faint grid says "map" without pretending to show streets. */
const NO_TILES_BACKGROUND = {
  backgroundColor: '#eef3f3',
  backgroundImage:
    'linear-gradient(rgba(15, 92, 99, 0.07) 1px, transparent 1px), linear-gradient(90deg, rgba(15, 92, 99, 0.07) 1px, transparent 1px)',
  backgroundSize: '24px 24px',
};

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
    <Box
      role="region"
      aria-label="Client location map"
      data-latitude={latitude}
      data-longitude={longitude}
      sx={{
        position: 'relative',
        height,
        borderRadius: 2,
        overflow: 'hidden',
        border: 1,
        borderColor: 'divider',
        ...(TILE_URL ? { bgcolor: '#e8eef0' } : NO_TILES_BACKGROUND),
        '& .leaflet-container': { height: '100%', width: '100%', background: 'transparent', fontFamily: 'inherit' },
      }}
    >
      <MapContainer center={position} zoom={TILE_URL ? 13 : 5} scrollWheelZoom={false}>
        {TILE_URL && <TileLayer url={TILE_URL} attribution={TILE_ATTRIBUTION} />}
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
      </MapContainer>
      {!TILE_URL && (
        <Typography
          variant="caption"
          sx={{
            position: 'absolute',
            left: 8,
            bottom: 6,
            zIndex: 1000,
            px: 1,
            py: 0.25,
            borderRadius: 1,
            bgcolor: 'rgba(255, 255, 255, 0.85)',
            color: 'text.secondary',
            pointerEvents: 'none',
          }}
        >
          Map tiles are not configured
        </Typography>
      )}
    </Box>
  );
}
