import { sql } from 'drizzle-orm';
import { ADMIN_USER_TYPES, Status } from '@hearth/shared';
import type { Db } from '../../db/client.js';
import { pgArray, rowsOf, text, textOrNull } from '../../db/rows.js';
import type { Recipient } from '../../platform/messaging/index.js';

/** The active Super Admins and Admins, as recipients of the office's alerts (late visits, expiring credentials). */
export async function adminRecipients(db: Db): Promise<Recipient[]> {
  const rows = await rowsOf(
    db,
    sql`SELECT email, mobile FROM users
      WHERE user_type = ANY(${pgArray([...ADMIN_USER_TYPES], 'smallint')}) AND status = ${Status.Active}
      ORDER BY id`,
  );
  return rows.map((r) => ({ email: text(r.email), mobile: textOrNull(r.mobile) || null }));
}
