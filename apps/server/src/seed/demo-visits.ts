// The demo agency's visits (npm run seed:demo): six weeks of them for a client, as staff clocked
// them on their phones.
import { dayIn, DEFAULT_TIME_ZONE, zonedInstant } from '@hearth/shared';
import type { Db } from '../db/client.js';
import { signatureDataUrl } from './signature-png.js';
import { createCompletedEntry } from './work-entry-factory.js';

const VISIT_NOTES = [
  'Helped prepare lunch and practised counting change at the corner store.',
  'Walked to the park; worked on crossing the street safely. Good mood throughout.',
  'Laundry and folding together; client led most of the steps with prompts.',
  'Community outing to the library; chose two books and checked them out independently.',
  'Practised the bus route to the day program. Needed reminders at the transfer.',
];

const DAY_MS = 86_400_000;
/** About `metres` away from a point, north-east (a phone's fix is never exactly on the address). */
const near = (lat: number, lng: number, metres: number) => {
  const each = metres / Math.SQRT2; // as far north as east
  return {
    latitude: Math.round((lat + each / 111_320) * 1e6) / 1e6,
    longitude: Math.round((lng + each / (111_320 * Math.cos((lat * Math.PI) / 180))) * 1e6) / 1e6,
  };
};

/**
 * Two visits a week for six weeks, Monday/Thursday or Tuesday/Friday, at the client's home (the
 * phone's fix within 40 m), entered by the staff member. Older than a week: verified by the admin
 * (one in nine left for review); the last week: not yet. One visit in twelve carries an exception
 * a real month has: the clock-out with no signal (no location), or clocked out 900 m down the road.
 */
export async function seedVisits(
  db: Db,
  p: {
    client: { latitude: number | null; longitude: number | null };
    authorizationId: number;
    staffId: number;
    index: number;
  },
) {
  const { index: i, staffId } = p;
  const lat = p.client.latitude ?? 40.2732;
  const lng = p.client.longitude ?? -76.8867;
  const today = dayIn(new Date(), DEFAULT_TIME_ZONE);
  const weekdays = i % 2 === 0 ? [1, 4] : [2, 5];
  let n = 0;
  for (let daysAgo = 42; daysAgo >= 1; daysAgo--) {
    const day = dayIn(new Date(Date.now() - daysAgo * DAY_MS), DEFAULT_TIME_ZONE);
    const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
    if (!weekdays.includes(weekday) || day >= today) continue;
    n += 1;
    const start = zonedInstant(day, `${String(9 + (i % 4) * 2).padStart(2, '0')}:00`, DEFAULT_TIME_ZONE)!;
    const minutes = 60 + ((i * 17 + n * 23) % 90);
    const startFix = near(lat, lng, 5 + ((i + n) % 30));
    const exception = (i * 5 + n) % 24;
    const endFix = exception === 3 ? near(lat, lng, 900) : near(lat, lng, 5 + ((i * 3 + n) % 35));
    await createCompletedEntry(db, {
      clientServiceId: p.authorizationId,
      userId: staffId,
      start,
      minutes,
      values: {
        notes: VISIT_NOTES[(i + n) % VISIT_NOTES.length]!,
        progress: 1 + ((i + n) % 3),
        startLatitude: startFix.latitude,
        startLongitude: startFix.longitude,
        startLocationMissing: null,
        endLatitude: exception === 7 ? null : endFix.latitude,
        endLongitude: exception === 7 ? null : endFix.longitude,
        endLocationMissing: exception === 7 ? 'unavailable' : null,
        staffVerification: true,
        adminVerification: daysAgo > 7 && exception !== 3 && exception !== 7 && (i + n) % 9 !== 0,
        // Drawn strokes, different on every visit (the factory's 1×1 test image shows as a block).
        signature: signatureDataUrl(i * 13 + n),
        // Clocked by the staff member on the phone, not entered by an admin.
        createdById: staffId,
        updatedById: staffId,
        createdAt: new Date(start.getTime() + minutes * 60_000),
        updatedAt: new Date(start.getTime() + minutes * 60_000),
      },
    });
  }
}
