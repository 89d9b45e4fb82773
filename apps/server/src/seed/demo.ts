// `npm run seed:demo`: fills a small demo agency for exploring Hearth. Safe to run twice (it
// skips accounts that exist). Uses DATABASE_URL or the embedded database in DATA_DIR, like the
// server; stop a server using the same DATA_DIR first.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { UserType } from '@hearth/shared';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { users } from '../db/schema/index.js';
import { createUser } from './factories.js';

const people = [
  { firstName: 'Dana', lastName: 'Whitfield', userType: UserType.Admin, email: 'dana.whitfield@demo.hearth.test' },
  { firstName: 'Maria', lastName: 'Lopez', userType: UserType.Staff, email: 'maria.lopez@demo.hearth.test' },
  { firstName: 'James', lastName: 'Okafor', userType: UserType.Staff, email: 'james.okafor@demo.hearth.test' },
  { firstName: 'Priya', lastName: 'Shah', userType: UserType.Staff, email: 'priya.shah@demo.hearth.test' },
  {
    firstName: 'Ellen',
    lastName: 'Brandt',
    userType: UserType.BehavioralSpecialist,
    email: 'ellen.brandt@demo.hearth.test',
  },
];

async function main(): Promise<void> {
  const config = loadConfig();
  const password = process.env.DEMO_PASSWORD ?? `Demo#${randomBytes(6).toString('base64url')}1a`;
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await database.migrate();
    const created: string[] = [];
    for (const [i, person] of people.entries()) {
      const [exists] = await database.db
        .select({ id: users.id })
        .from(users)
        .where(sql`lower(${users.email}) = ${person.email}`);
      if (exists) continue;
      await createUser(database.db, { ...person, password, mobile: `215555${String(1000 + i).slice(-4)}` });
      created.push(`${person.email} (${person.firstName} ${person.lastName})`);
    }
    if (database.kind === 'pglite') await database.db.execute(sql`VACUUM ANALYZE`);
    if (created.length === 0) {
      console.log('Demo agency already present; nothing added.');
    } else {
      console.log(`Demo accounts (password ${password}):\n  ${created.join('\n  ')}`);
    }
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  console.error(`Demo seed failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
