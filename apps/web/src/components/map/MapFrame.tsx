import type { ReactNode } from 'react';
import { MapContainer, TileLayer } from 'react-leaflet';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** Tile server for maps (e.g. an OpenStreetMap mirror). Without one a map shows only its markers. */
export const TILE_URL = import.meta.env.VITE_MAP_TILE_URL as string | undefined;
const TILE_ATTRIBUTION = (import.meta.env.VITE_MAP_TILE_ATTRIBUTION as string | undefined) ?? '';

/** Without tiles the map would be a flat grey box: a faint grid says "map" without pretending to show streets. */
const NO_TILES_BACKGROUND = {
  backgroundColor: '#eef3f3',
  backgroundImage:
    'linear-gradient(rgba(15, 92, 99, 0.07) 1px, transparent 1px), linear-gradient(90deg, rgba(15, 92, 99, 0.07) 1px, transparent 1px)',
  backgroundSize: '24px 24px',
};

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export type PinOptions = {
  /** The pin's fill. Never the only cue: pair it with `glyph` or `caption`. */
  color: string;
  /** One or two characters drawn inside the pin ('C', 'In'). */
  glyph?: string;
  /** A text label drawn beside the pin, always visible. */
  caption?: string;
  /** Where the caption sits. Default 'right'. */
  captionSide?: 'right' | 'left' | 'below';
};

/**
 * A CSS pin (Leaflet's default marker images don't survive bundling and would be fetched from a
 * server), with an optional glyph inside (the pin grows to hold it) and a caption beside it.
 */
export function mapPin({ color, glyph, caption, captionSide = 'right' }: PinOptions): L.DivIcon {
  const size = glyph ? 28 : 22;
  const inner = glyph
    ? `<span style="display:block;transform:rotate(45deg);font:700 ${glyph.length > 2 ? 9 : 11}px/${size}px system-ui,sans-serif;color:#fff;text-align:center">${escapeHtml(glyph)}</span>`
    : '';
  const place = {
    right: `left:${size + 10}px;top:${size / 2 - 8}px`,
    left: `right:${size + 4}px;top:${size / 2 - 8}px`,
    below: `left:${size / 2 + 3}px;top:${size + 10}px;transform:translateX(-50%)`,
  }[captionSide];
  const label = caption
    ? `<span style="position:absolute;${place};white-space:nowrap;padding:1px 6px;border-radius:4px;background:rgba(255,255,255,.92);border:1px solid rgba(0,0,0,.25);font:600 12px/18px system-ui,sans-serif;color:#1d2327">${escapeHtml(caption)}</span>`
    : '';
  return L.divIcon({
    className: '',
    html: `<span style="position:relative;display:block;width:${size}px;height:${size}px"><span style="display:block;width:${size}px;height:${size}px;border-radius:50% 50% 50% 0;background:${color};border:3px solid #fff;box-shadow:0 1px 4px rgba(0,0,0,.45);transform:rotate(-45deg)">${inner}</span>${label}</span>`,
    iconSize: [size, size],
    iconAnchor: [size / 2, size],
  });
}

export type MapFrameProps = {
  /** The map region's accessible name ('Client location map'). */
  label: string;
  center: [number, number];
  /** Default 13 with tiles, 5 without. */
  zoom?: number;
  height?: number;
  /** Leaflet's zoom step when the map fits itself to its markers (default 1: whole levels). */
  zoomSnap?: number;
  /** Markers and map helpers (react-leaflet children). */
  children: ReactNode;
  /** Extra attributes on the region (data-* for tests and scripts). */
  attributes?: Record<`data-${string}`, string | number>;
};

/**
 * A Leaflet map in a rounded frame: the configured tiles, or a faint grid and a note saying there
 * are none. Import it only from lazily loaded code: Leaflet is about 40 KB on the wire.
 */
export function MapFrame({ label, center, zoom, height = 280, zoomSnap, children, attributes }: MapFrameProps) {
  return (
    <Box
      role="region"
      aria-label={label}
      {...attributes}
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
      <MapContainer
        center={center}
        zoom={zoom ?? (TILE_URL ? 13 : 5)}
        scrollWheelZoom={false}
        {...(zoomSnap !== undefined && { zoomSnap })}
      >
        {TILE_URL && <TileLayer url={TILE_URL} attribution={TILE_ATTRIBUTION} />}
        {children}
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
