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
import { supportsCoordinators, users } from '../db/schema/index.js';
import { FieldCipher } from '../platform/field-crypto.js';
import { assertFieldKey } from '../platform/key-check.js';
import { scrubMessage } from '../platform/logging.js';
import { createClient } from './client-factory.js';
import { createAuthorization, createService } from './service-factory.js';
import { signatureDataUrl } from './signature-png.js';
import { createStaff } from './staff-factory.js';
import { createCompletedEntry } from './work-entry-factory.js';

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

const VISIT_NOTES = [
  'Helped prepare lunch and practised counting change at the corner store.',
  'Walked to the park; worked on crossing the street safely. Good mood throughout.',
  'Laundry and folding together; client led most of the steps with prompts.',
  'Community outing to the library; chose two books and checked them out independently.',
  'Practised the bus route to the day program. Needed reminders at the transfer.',
];

/** The current ODP fiscal year: July 1 to June 30. */
function fiscalYear(now = new Date()): { start: string; end: string } {
  const startYear = now.getMonth() >= 6 ? now.getFullYear() : now.getFullYear() - 1;
  return { start: `${startYear}-07-01`, end: `${startYear + 1}-06-30` };
}

async function seed(db: Db, cipher: FieldCipher, password: string): Promise<string[]> {
  const created: string[] = [];
  const staffIds: number[] = [];
  let specialistId: number | null = null;
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
    if (person.userType === UserType.Staff) staffIds.push(user.id);
    if (person.userType === UserType.BehavioralSpecialist) specialistId = user.id;
    created.push(`${email} (${person.firstName} ${person.lastName}, ${roleOf(person)})`);
  }
  const services = [];
  for (const entry of catalogue) services.push(await createService(db, entry));
  const scIds: number[] = [];
  for (const sc of coordinators) {
    const [row] = await db
      .insert(supportsCoordinators)
      .values({ ...sc, billingState: 'PA', billingCountry: 'USA', mobile: '2155550175', title: 'Supports Coordinator' })
      .returning({ id: supportsCoordinators.id });
    scIds.push(row!.id);
  }
  const { start, end } = fiscalYear();
  for (let i = 0; i < 24; i++) {
    const client = await createClient(db, {
      supportsCoordinatorId: scIds[i % scIds.length]!,
      behavioralSpecialistId: i % 4 === 0 ? specialistId : null,
    });
    const first = services[i % 3]!;
    const staffId = staffIds[i % staffIds.length]!;
    const authorization = await createAuthorization(db, {
      clientId: client.id,
      staffIds: [staffId],
      values: {
        serviceId: first.id,
        serviceName: first.name,
        serviceCode: first.code,
        unitRate: first.unitRate,
        unitLength: first.unitLength,
        startDate: start,
        endDate: end,
        unitsAuthorized: 480 + (i % 5) * 120,
      },
    });
    // Last week's visits of the first clients: something to review on Work Entries.
    if (i < 12) {
      for (let daysAgo = 1; daysAgo <= 3; daysAgo++) {
        const day = new Date(Date.now() - (daysAgo + (i % 3) * 3) * 86_400_000);
        day.setUTCHours(13 + (i % 4) * 2, 0, 0, 0); // 9:00, 11:00, 13:00 or 15:00 in Pennsylvania (EDT)
        await createCompletedEntry(db, {
          clientServiceId: authorization.id,
          userId: staffId,
          start: day,
          minutes: 60 + ((i * 17 + daysAgo * 23) % 90),
          values: {
            notes: VISIT_NOTES[(i + daysAgo) % VISIT_NOTES.length]!,
            adminVerification: daysAgo > 1 && i % 2 === 0,
            // Drawn strokes, different on every visit (the factory's 1×1 test image shows as a block).
            signature: signatureDataUrl(i * 3 + daysAgo),
          },
        });
      }
    }
    if (i % 3 === 0) {
      const second = services[5]!;
      await createAuthorization(db, {
        clientId: client.id,
        staffIds: staffIds.slice(0, 2),
        values: {
          serviceId: second.id,
          serviceName: second.name,
          serviceCode: second.code,
          unitRate: second.unitRate,
          unitLength: second.unitLength,
          startDate: start,
          endDate: end,
          unitsAuthorized: 960,
        },
      });
    }
  }
  return created;
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
