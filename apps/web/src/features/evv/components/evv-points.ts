import { distanceMetres, type EvvExceptionOut } from '@hearth/shared';
import { distanceText } from '../format';

/** One place of a visit on the exception's map, with what its legend says. */
export type EvvPoint = {
  key: 'client' | 'clockIn' | 'clockOut';
  label: string;
  /** Drawn inside the pin (the legend repeats it): the pins never differ by color alone. */
  glyph: string;
  color: string;
  position: { latitude: number; longitude: number } | null;
  /** What the legend says beside the label. */
  text: string;
};

const coordinates = (p: { latitude: number; longitude: number }) =>
  `${p.latitude.toFixed(5)}, ${p.longitude.toFixed(5)}`;

type Position = EvvPoint['position'];

/**
 * The client's address and the clock-in and clock-out places, with their distance from the address;
 * only the address for a planned visit nobody clocked in for.
 */
export function evvPoints(row: EvvExceptionOut): EvvPoint[] {
  const home = row.client.location;
  const entry = row.entry;
  const visit = (position: Position, missing: string) => {
    if (!position) return missing;
    return home ? `${distanceText(distanceMetres(home, position))} from the client's address` : coordinates(position);
  };
  const client: EvvPoint = {
    key: 'client',
    label: "Client's address",
    glyph: 'C',
    color: '#9c4a22',
    position: home,
    text: home ? coordinates(home) : 'Not on the map',
  };
  if (!entry) return [client];
  return [
    client,
    {
      key: 'clockIn',
      label: 'Clock-in',
      glyph: 'In',
      color: '#1b6e3a',
      position: entry.clockIn,
      text: visit(entry.clockIn, 'No location recorded'),
    },
    {
      key: 'clockOut',
      label: 'Clock-out',
      glyph: 'Out',
      color: '#2d4f9e',
      position: entry.clockOut,
      text: visit(entry.clockOut, entry.serviceEndTime ? 'No location recorded' : 'Not clocked out'),
    },
  ];
}
