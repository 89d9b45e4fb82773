import { timingSafeEqual } from 'node:crypto';
import { eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { keyChecks, users } from '../db/schema/index.js';
import { FieldCipher } from './field-crypto.js';

const FIELD_KEY = 'field_encryption_key';

const wrongKey = (why: string) =>
  new Error(
    `FIELD_ENCRYPTION_KEY is not the key of this database: ${why}. Start every instance with the same ` +
      'FIELD_ENCRYPTION_KEY (in embedded mode, restore DATA_DIR/field-key from the backup); ' +
      'a different key would make the stored SSNs unreadable.',
  );

const same = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8'));

/**
 * Start-up check that this instance encrypts fields with the database's key. The first start
 * records the key's check value (never the key); later starts with another key are refused
 * instead of writing SSNs the other instances cannot read. A database that already holds SSNs
 * but no check value (written before the check existed) must decrypt one of them with this key.
 */
export async function assertFieldKey(db: Db, fieldKey: string): Promise<'recorded' | 'matched'> {
  const cipher = new FieldCipher(fieldKey);
  const mine = cipher.checkValue();
  const stored = async () =>
    (await db.select().from(keyChecks).where(eq(keyChecks.name, FIELD_KEY)).limit(1))[0]?.checkValue;

  const existing = await stored();
  if (existing !== undefined) {
    if (!same(existing, mine)) throw wrongKey('its check value does not match');
    return 'matched';
  }
  const [sample] = await db
    .select({ ssn: users.ssnEncrypted })
    .from(users)
    .where(isNotNull(users.ssnEncrypted))
    .limit(1);
  if (sample?.ssn) {
    try {
      cipher.decrypt(sample.ssn);
    } catch {
      throw wrongKey('it cannot decrypt the SSNs already stored');
    }
  }
  await db.insert(keyChecks).values({ name: FIELD_KEY, checkValue: mine }).onConflictDoNothing();
  // Another instance may have recorded its key at the same moment: the first one wins.
  const recorded = await stored();
  if (recorded === undefined || !same(recorded, mine)) throw wrongKey('its check value does not match');
  return 'recorded';
}
