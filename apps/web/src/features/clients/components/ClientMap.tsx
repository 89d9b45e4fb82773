import { useEffect, useMemo } from 'react';
import { MapContainer, Marker, TileLayer, useMap } from 'react-leaflet';
import L, { type LatLngExpression } from 'leaflet';
import 'leaflet/dist/leaflet.css';
import Box from '@mui/material/Box';

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
  const handlers = useMemo<L.LeafletEventHandlerFnMap>(
    () => ({
      dragend: (event) => {
        const at = (event.target as L.Marker).getLatLng();
        onMove?.({ latitude: Number(at.lat.toFixed(6)), longitude: Number(at.lng.toFixed(6)) });
      },
    }),
    [onMove],
  );
  return (
    <Box
      role="region"
      aria-label="Client location map"
      data-latitude={latitude}
      data-longitude={longitude}
      sx={{
        height,
        borderRadius: 2,
        overflow: 'hidden',
        border: 1,
        borderColor: 'divider',
        bgcolor: '#e8eef0',
        '& .leaflet-container': { height: '100%', width: '100%', bgcolor: '#e8eef0', fontFamily: 'inherit' },
      }}
    >
      <MapContainer center={position} zoom={TILE_URL ? 13 : 5} scrollWheelZoom={false}>
        {TILE_URL && <TileLayer url={TILE_URL} attribution={TILE_ATTRIBUTION} />}
        <Marker position={position} icon={pin} draggable={!!onMove} eventHandlers={handlers} />
        <FollowPosition position={position} />
      </MapContainer>
    </Box>
  );
}
