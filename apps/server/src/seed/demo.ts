// `npm run seed:demo`: fills a small demo agency for exploring Hearth — a services catalogue with
// the ODP procedure codes, supports coordinators, staff, clients with this fiscal year's service
// authorizations and staff allocated to them. Safe to run twice (it adds nothing when the demo
// agency is present). Uses DATABASE_URL or the embedded database in DATA_DIR, like the server;
// stop a server using the same DATA_DIR first.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { UserType } from '@hearth/shared';
import { loadConfig } from '../config.js';
import { openDatabase, type Db } from '../db/client.js';
import { agencySettings, users } from '../db/schema/index.js';
import { insertSc } from '../modules/supports-coordinators/index.js';
import { FieldCipher } from '../platform/field-crypto.js';
import { assertFieldKey } from '../platform/key-check.js';
import { scrubMessage } from '../platform/logging.js';
import { createClient } from './client-factory.js';
import { createAuthorization, createService } from './service-factory.js';
import { createStaff } from './staff-factory.js';
import { seedVisits } from './demo-visits.js';

const DOMAIN = 'demo.hearth.test';

const people = [
  { firstName: 'Dana', lastName: 'Whitfield', userType: UserType.Admin, roleGroupId: 2 },
  { firstName: 'Maria', lastName: 'Lopez', userType: UserType.Staff },
  { firstName: 'James', lastName: 'Okafor', userType: UserType.Staff },
  { firstName: 'Priya', lastName: 'Shah', userType: UserType.Staff },
  { firstName: 'Ellen', lastName: 'Brandt', userType: UserType.BehavioralSpecialist },
];

/** What each demo account is, as the seed prints it (the README's Demo data section says the same). */
function roleOf(person: (typeof people)[number]): string {
  if (person.userType === UserType.Admin) return `Admin, role group ${person.roleGroupId ?? '-'}`;
  if (person.userType === UserType.Staff) return 'Staff';
  return 'Behavioral Specialist';
}

/** The ODP procedure codes of the FAQ, with plausible rates; unit length in hours. */
const catalogue = [
  { code: 'W1726', name: 'Companion', unitRate: 4.62, unitLength: 0.25 },
  { code: 'W7060', name: 'In-Home and Community Support (IHCS 2)', unitRate: 7.58, unitLength: 0.25 },
  { code: 'W7061', name: 'IHCS 2 Enhanced', unitRate: 8.19, unitLength: 0.25, isDegreeRequired: true },
  { code: 'W9862', name: 'Respite, 15 minutes', unitRate: 6.1, unitLength: 0.25, isOverlappable: true },
  { code: 'W9798', name: 'Respite, 24 hours', unitRate: 262.47, unitLength: 24, isOverlappable: true },
  { code: 'W5996', name: 'Community Participation Support', unitRate: 5.44, unitLength: 0.25 },
  { code: 'W9794', name: 'Supported Employment', unitRate: 17.73, unitLength: 0.25 },
  { code: 'H2023', name: 'Job Finding', unitRate: 18.12, unitLength: 0.25 },
  { code: 'T2025', name: 'Nursing', unitRate: 13.9, unitLength: 0.25, isDegreeRequired: true },
  { code: 'W7095', name: 'Behavioral Support', unitRate: 21.16, unitLength: 0.25, isDegreeRequired: true },
];

const coordinators = [
  { firstName: 'Rosa', lastName: 'Delgado', company: 'Keystone Supports Coordination', billingCity: 'Philadelphia' },
  { firstName: 'Tom', lastName: 'Kessler', company: 'Chester County SCO', billingCity: 'West Chester' },
  { firstName: 'Angela', lastName: 'Moyer', company: 'Berks Coordination Partners', billingCity: 'Reading' },
];

/** The current ODP fiscal year: July 1 to June 30. */
function fiscalYear(now = new Date()): { start: string; end: string } {
  const startYear = now.getMonth() >= 6 ? now.getFullYear() : now.getFullYear() - 1;
  return { start: `${startYear}-07-01`, end: `${startYear + 1}-06-30` };
}

/** ICD-10 codes of intellectual disability and autism, the ODP waivers' usual diagnoses. */
const DIAGNOSES = ['F70', 'F71', 'F84.0', 'F72', 'Q90.9', 'G80.9', 'F84.0, F41.1'];

/**
 * The demo agency's claim identifiers (made up; the NPI has a valid check digit). Not the claims
 * journey's sample agency: that journey types its own values, which must differ to be a change.
 */
const DEMO_CLAIM_SETTINGS = {
  legalName: 'Susquehanna Home Supports LLC',
  addressStreet: '215 Locust St',
  addressCity: 'Harrisburg',
  addressState: 'PA',
  addressZip: '171012215',
  phone: '7175550188',
  contactName: 'Dana Whitfield',
  npi: '1345678902',
  ein: '251230099',
  promiseProviderId: '100000234',
  promiseServiceLocation: '0002',
  taxonomyCode: '251C00000X',
  submitterId: 'SHS0001',
  receiverId: 'PAPROMISE',
  receiverName: 'PA DHS PROMISE',
  testClaimFiles: true,
};

/** Fills the claim settings of an agency that has none (a demo database only; never overwrites). */
async function seedClaimSettings(db: Db) {
  const [row] = await db.select({ npi: agencySettings.npi }).from(agencySettings).limit(1);
  if (row?.npi) return;
  await db
    .insert(agencySettings)
    .values({ id: 1, ...DEMO_CLAIM_SETTINGS })
    .onConflictDoUpdate({ target: agencySettings.id, set: DEMO_CLAIM_SETTINGS });
}

type DemoPeople = { created: string[]; staffIds: number[]; specialistId: number | null };

/** The demo accounts, all with `password`; returns their ids and one line per account for the console. */
async function seedPeople(db: Db, cipher: FieldCipher, password: string): Promise<DemoPeople> {
  const demo: DemoPeople = { created: [], staffIds: [], specialistId: null };
  for (const [i, person] of people.entries()) {
    const email = `${person.firstName}.${person.lastName}@${DOMAIN}`.toLowerCase();
    const user = await createStaff(db, {
      cipher,
      overrides: {
        ...person,
        middleName: null,
        email,
        password,
        mobile: `267555${String(1100 + i * 7).slice(-4)}`,
        phone: `215555${String(2100 + i * 13).slice(-4)}`,
        passwordResetRequired: false,
      },
    });
    if (person.userType === UserType.Staff) demo.staffIds.push(user.id);
    if (person.userType === UserType.BehavioralSpecialist) demo.specialistId = user.id;
    demo.created.push(`${email} (${person.firstName} ${person.lastName}, ${roleOf(person)})`);
  }
  return demo;
}

async function seedCoordinators(db: Db): Promise<number[]> {
  const scIds: number[] = [];
  for (const sc of coordinators) {
    const row = await insertSc(db, {
      ...sc,
      billingState: 'PA',
      billingCountry: 'USA',
      mobile: '2155550175',
      title: 'Supports Coordinator',
    });
    scIds.push(row.id);
  }
  return scIds;
}

type DemoService = Awaited<ReturnType<typeof createService>>;

/** An authorization of `service` for the fiscal `year`. */
function authorizationValues(service: DemoService, unitsAuthorized: number, year: { start: string; end: string }) {
  const { start, end } = year;
  return {
    serviceId: service.id,
    serviceName: service.name,
    serviceCode: service.code,
    unitRate: service.unitRate,
    unitLength: service.unitLength,
    startDate: start,
    endDate: end,
    unitsAuthorized,
  };
}

/** 24 clients, each with an authorization (every third a second one), and visits for the first 12. */
async function seedClients(db: Db, p: { services: DemoService[]; scIds: number[]; people: DemoPeople }) {
  const { services, scIds } = p;
  const { staffIds, specialistId } = p.people;
  const year = fiscalYear();
  for (let i = 0; i < 24; i++) {
    const client = await createClient(db, {
      supportsCoordinatorId: scIds[i % scIds.length]!,
      behavioralSpecialistId: i % 4 === 0 ? specialistId : null,
      // Every client of an ODP waiver has a diagnosis on file (the claim's HI segment needs one).
      diagnosticCode: DIAGNOSES[i % DIAGNOSES.length]!,
    });
    const staffId = staffIds[i % staffIds.length]!;
    const authorization = await createAuthorization(db, {
      clientId: client.id,
      staffIds: [staffId],
      values: authorizationValues(services[i % 3]!, 480 + (i % 5) * 120, year),
    });
    // The last six weeks of visits of the first clients, as staff clocked them on their phones:
    // last month's reviewed and ready to bill, this week's waiting for review, and a few with the
    // EVV exceptions a real month has.
    if (i < 12) await seedVisits(db, { client, authorizationId: authorization.id, staffId, index: i });
    if (i % 3 === 0) {
      await createAuthorization(db, {
        clientId: client.id,
        staffIds: staffIds.slice(0, 2),
        values: authorizationValues(services[5]!, 960, year),
      });
    }
  }
}

async function seed(db: Db, cipher: FieldCipher, password: string): Promise<string[]> {
  await seedClaimSettings(db);
  const demo = await seedPeople(db, cipher, password);
  const services = [];
  for (const entry of catalogue) services.push(await createService(db, entry));
  const scIds = await seedCoordinators(db);
  await seedClients(db, { services, scIds, people: demo });
  return demo.created;
}

async function main(): Promise<void> {
  const config = loadConfig();
  const password = process.env.DEMO_PASSWORD ?? `Demo#${randomBytes(6).toString('base64url')}1a`;
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await database.migrate();
    await assertFieldKey(database.db, config.fieldKey);
    const [present] = await database.db
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.email}) LIKE ${'%@' + DOMAIN}`)
      .limit(1);
    if (present) {
      console.log('Demo agency already present; nothing added.');
      return;
    }
    const created = await database.db.transaction((tx) =>
      seed(tx as unknown as Db, new FieldCipher(config.fieldKey), password),
    );
    await database.db.execute(sql`ANALYZE`);
    console.log(
      `Demo agency added: ${catalogue.length} services, ${coordinators.length} supports coordinators, 24 clients.\n` +
        `Demo accounts (password ${password}):\n  ${created.join('\n  ')}`,
    );
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  console.error(`Demo seed failed: ${scrubMessage(err instanceof Error ? err.message : String(err))}`);
  process.exit(1);
});
