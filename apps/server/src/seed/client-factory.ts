// Realistic Pennsylvania clients for tests, the demo seed and the 10,000-client benchmark.
import { sql } from 'drizzle-orm';
import { COUNTIES, FUNDING_SOURCES, Status, WAIVER_TYPES } from '@hearth/shared';
import type { Db } from '../db/client.js';
import { insertClient } from '../modules/clients/index.js';
import type { clients } from '../db/schema/index.js';
import { clientServices, clientServiceStaff } from '../db/schema/index.js';

const words = (list: string) => list.split(' ');

const FIRST_NAMES = words(
  'James Mary Robert Patricia John Jennifer Michael Linda David Elizabeth William Barbara Richard ' +
    'Susan Joseph Jessica Thomas Sarah Charles Karen Christopher Lisa Daniel Nancy Matthew Betty ' +
    'Anthony Margaret Mark Sandra Phillip Ashley Steven Kimberly Andrew Emily Kevin Donna Brian ' +
    'Michelle Luis Aaliyah Darnell Mei Tariq Priya Jamal Rosa Dmitri Fatima Philomena Smita Ezra ' +
    'Naomi Hector Ingrid Kwame Lucia Omar Yolanda',
);
const MIDDLE_NAMES = words('Ann Lee Marie James Lynn Ray Jo Grace Paul Rose');
const LAST_NAMES = words(
  'Smith Johnson Williams Brown Jones Garcia Miller Davis Rodriguez Martinez Hernandez Lopez ' +
    'Gonzalez Wilson Anderson Thomas Taylor Moore Jackson Martin Lee Perez Thompson White Harris ' +
    'Sanchez Clark Ramirez Lewis Robinson Walker Young Allen King Wright Scott Torres Nguyen Hill ' +
    'Flores Phillips Smithson Philbin Goldsmith Okafor Kowalski Schmidt Yoder Stoltzfus Esh Brandt ' +
    'Delgado Whitfield Shah Nowak Murphy Oneal Kelly Sullivan McAllister',
);
/** Towns of each county with a ZIP and an approximate centre (for the map). */
const TOWNS: Record<(typeof COUNTIES)[number], [city: string, zip: string, lat: number, lng: number][]> = {
  Philadelphia: [
    ['Philadelphia', '19104', 39.9566, -75.1899],
    ['Philadelphia', '19124', 40.0188, -75.0888],
    ['Philadelphia', '19143', 39.9448, -75.2288],
  ],
  Chester: [
    ['West Chester', '19380', 39.9607, -75.6055],
    ['Coatesville', '19320', 39.9832, -75.8238],
    ['Phoenixville', '19460', 40.1304, -75.5149],
    ['Downingtown', '19335', 40.0065, -75.7033],
  ],
  Delaware: [
    ['Media', '19063', 39.9168, -75.3877],
    ['Chester', '19013', 39.8496, -75.3557],
    ['Upper Darby', '19082', 39.9593, -75.269],
  ],
  Lancaster: [
    ['Lancaster', '17603', 40.0379, -76.3055],
    ['Lititz', '17543', 40.1573, -76.3069],
    ['Ephrata', '17522', 40.1798, -76.1788],
  ],
  Montgomery: [
    ['Norristown', '19401', 40.1215, -75.3399],
    ['King of Prussia', '19406', 40.0893, -75.3963],
    ['Lansdale', '19446', 40.2415, -75.2838],
    ['Pottstown', '19464', 40.2454, -75.6496],
  ],
  Berks: [
    ['Reading', '19601', 40.3356, -75.9269],
    ['Wyomissing', '19610', 40.3295, -75.9652],
    ['Kutztown', '19530', 40.5173, -75.7774],
  ],
  Bucks: [
    ['Doylestown', '18901', 40.3101, -75.1299],
    ['Bristol', '19007', 40.1007, -74.8518],
    ['Levittown', '19057', 40.1551, -74.8288],
    ['Quakertown', '18951', 40.4418, -75.3416],
  ],
};
const STREETS = ['Market St', 'Chestnut St', 'Walnut St', 'Main St', 'High St', 'Church St', 'Penn Ave', 'Oak Ln'];
const AREA_CODES = ['215', '267', '610', '484', '717'];
const GOALS = [
  'Increase independence in meal preparation; maintain community participation twice weekly.',
  'Practise money handling at the grocery store; reduce support needed for medication reminders.',
  'Maintain personal hygiene routine; attend day program three days a week.',
  'Build job-seeking skills: resume, interview practice, travel training on SEPTA.',
];

/** A small deterministic PRNG (mulberry32), so a benchmark's data set is the same on every run. */
function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  const digits = (n: number) => Array.from({ length: n }, () => Math.floor(next() * 10)).join('');
  return { next, pick, digits };
}

let seedCounter = 1;

type Person = ReturnType<typeof randomPerson>;

function randomPerson(r: ReturnType<typeof prng>) {
  const county = r.pick(COUNTIES);
  const [city, zip, lat, lng] = r.pick(TOWNS[county]);
  const firstName = r.pick(FIRST_NAMES);
  const lastName = r.pick(LAST_NAMES);
  const year = 1945 + Math.floor(r.next() * 60);
  const month = String(1 + Math.floor(r.next() * 12)).padStart(2, '0');
  const day = String(1 + Math.floor(r.next() * 28)).padStart(2, '0');
  return {
    firstName,
    middleName: r.next() < 0.4 ? r.pick(MIDDLE_NAMES) : null,
    lastName,
    dob: `${year}-${month}-${day}`,
    mci: r.digits(9),
    mpi: r.next() < 0.5 ? r.digits(10) : null,
    diagnosticCode: r.next() < 0.5 ? r.pick(['F70', 'F71', 'F84.0', 'G80.9', 'Q90.9']) : null,
    county,
    goalsOutcomes: r.pick(GOALS),
    phone: `${r.pick(AREA_CODES)}555${r.digits(4)}`,
    familyContactEmail: r.next() < 0.5 ? `${lastName.toLowerCase()}.family@example.org` : null,
    waiverType: r.pick(WAIVER_TYPES.filter((w) => w !== 'Other')),
    fundingSource: r.pick(FUNDING_SOURCES.filter((f) => f !== 'Other')),
    isAuthorized: r.next() < 0.8,
    billingStreet: `${1 + Math.floor(r.next() * 2500)} ${r.pick(STREETS)}`,
    billingCity: city,
    billingZip: zip,
    latitude: Math.round((lat + (r.next() - 0.5) * 0.02) * 1e6) / 1e6,
    longitude: Math.round((lng + (r.next() - 0.5) * 0.02) * 1e6) / 1e6,
  };
}

/** A valid POST /client body (the wire names: `country` is the county, `waiwer` the waiver type). */
export function buildClientPayload(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const p: Person = randomPerson(prng(seedCounter++ * 7919));
  return {
    firstName: p.firstName,
    middleName: p.middleName ?? '',
    lastName: p.lastName,
    dob: p.dob,
    mci: p.mci,
    mpi: p.mpi ?? '',
    diagnosticCode: p.diagnosticCode ?? '',
    supportCoordinatorId: null,
    behavioralSpecialistId: null,
    country: p.county,
    goalsOutcomes: p.goalsOutcomes,
    memo: '',
    phone: `(${p.phone.slice(0, 3)}) ${p.phone.slice(3, 6)}-${p.phone.slice(6)}`,
    familyContactEmail: p.familyContactEmail ?? '',
    waiwer: p.waiverType,
    fundingSource: p.fundingSource,
    isAuthorized: p.isAuthorized,
    billingStreet: p.billingStreet,
    billingCity: p.billingCity,
    billingState: 'PA',
    billingZIP: p.billingZip,
    billingCountry: 'USA',
    latitude: p.latitude,
    longitude: p.longitude,
    status: Status.Active,
    files: [],
    ...overrides,
  };
}

export type ClientInput = Partial<typeof clients.$inferInsert>;

/** Saves one client row directly (no API, no audit) and returns it. */
export async function createClient(db: Db, overrides: ClientInput = {}) {
  const { county, ...p } = randomPerson(prng(seedCounter++ * 7919));
  return insertClient(db, {
    ...p,
    county,
    billingState: 'PA',
    billingCountry: 'USA',
    status: Status.Active,
    ...overrides,
  });
}

type BulkClient = ReturnType<typeof randomPerson> & { status: number; createdAt: string };

/** The bulk insert's unnest columns: name, PostgreSQL type, and the value of one client. */
const BULK_COLUMNS: [string, string, (c: BulkClient) => unknown][] = [
  ['first_name', 'text', (c) => c.firstName],
  ['middle_name', 'text', (c) => c.middleName],
  ['last_name', 'text', (c) => c.lastName],
  ['dob', 'date', (c) => c.dob],
  ['mci', 'text', (c) => c.mci],
  ['mpi', 'text', (c) => c.mpi],
  ['diagnostic_code', 'text', (c) => c.diagnosticCode],
  ['county', 'text', (c) => c.county],
  ['goals_outcomes', 'text', (c) => c.goalsOutcomes],
  ['phone', 'text', (c) => c.phone],
  ['family_contact_email', 'text', (c) => c.familyContactEmail],
  ['waiver_type', 'text', (c) => c.waiverType],
  ['funding_source', 'text', (c) => c.fundingSource],
  ['is_authorized', 'boolean', (c) => c.isAuthorized],
  ['billing_street', 'text', (c) => c.billingStreet],
  ['billing_city', 'text', (c) => c.billingCity],
  ['billing_zip', 'text', (c) => c.billingZip],
  ['latitude', 'float8', (c) => c.latitude],
  ['longitude', 'float8', (c) => c.longitude],
  ['status', 'int2', (c) => c.status],
  ['created_at', 'timestamptz', (c) => c.createdAt],
];

/** One `INSERT ... SELECT FROM unnest(...)` of these clients (one array parameter per column). */
async function insertClientChunk(db: Db, rows: BulkClient[]): Promise<void> {
  const arrays = BULK_COLUMNS.map(([, type, value]) => sql`${sql.param(rows.map(value))}::${sql.raw(type)}[]`);
  const names = sql.raw(BULK_COLUMNS.map(([name]) => name).join(', '));
  await db.execute(sql`
    INSERT INTO clients (
      first_name, middle_name, last_name, dob, mci, mpi, diagnostic_code, county, goals_outcomes,
      phone, family_contact_email, waiver_type, funding_source, is_authorized, billing_street,
      billing_city, billing_state, billing_zip, billing_country, latitude, longitude, status,
      created_at, updated_at
    )
    SELECT first_name, middle_name, last_name, dob, mci, mpi, diagnostic_code, county, goals_outcomes,
      phone, family_contact_email, waiver_type, funding_source, is_authorized, billing_street,
      billing_city, 'PA', billing_zip, 'USA', latitude, longitude, status, created_at, created_at
    FROM unnest(${sql.join(arrays, sql`, `)}) AS u(${names})`);
}

/**
 * Inserts `n` realistic clients in one `INSERT ... SELECT FROM unnest(...)` statement per 20,000
 * rows (a JS-side multi-row insert binds 25 parameters per row and is far slower). Rows get
 * created_at one minute apart, newest last, so the "recent" sort has something to order.
 * Deterministic for a given `seed`. Returns the number inserted.
 */
export async function insertClientsBulk(
  db: Db,
  n: number,
  opts: { seed?: number; now?: Date; status?: (i: number) => number } = {},
): Promise<number> {
  const r = prng(opts.seed ?? 20240601);
  const now = (opts.now ?? new Date()).getTime();
  const status = opts.status ?? ((i: number) => (i % 10 === 9 ? Status.Inactive : Status.Active));
  const CHUNK = 20_000;
  for (let start = 0; start < n; start += CHUNK) {
    const rows = Array.from({ length: Math.min(CHUNK, n - start) }, (_, k): BulkClient => {
      const i = start + k;
      return { ...randomPerson(r), status: status(i), createdAt: new Date(now - (n - i) * 60_000).toISOString() };
    });
    await insertClientChunk(db, rows);
  }
  return n;
}

/**
 * Gives a client an active client service (W1726 Companion, this year) and allocates staff to it:
 * what makes the client "allocated to" those staff. Returns the client service id.
 */
export async function allocateClientToStaff(
  db: Db,
  p: { clientId: number; userIds: number[]; status?: number },
): Promise<number> {
  const year = new Date().getFullYear();
  const [service] = await db
    .insert(clientServices)
    .values({
      clientId: p.clientId,
      serviceName: 'Companion',
      serviceCode: 'W1726',
      unitRate: 4.5,
      unitLength: 0.25,
      startDate: `${year}-01-01`,
      endDate: `${year}-12-31`,
      unitsAuthorized: 1000,
      status: p.status ?? Status.Active,
    })
    .returning({ id: clientServices.id });
  if (!service) throw new Error('client service not created');
  if (p.userIds.length > 0) {
    await db.insert(clientServiceStaff).values(p.userIds.map((userId) => ({ clientServiceId: service.id, userId })));
  }
  return service.id;
}
