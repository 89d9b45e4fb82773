import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { clients } from '../../db/schema/index.js';

/** The visit fields of these clients (GET /visits/catalogue: the phone starts visits from them offline). */
export function clientVisitFields(db: Db, clientIds: number[]) {
  if (clientIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: clients.id,
      firstName: clients.firstName,
      middleName: clients.middleName,
      lastName: clients.lastName,
      goalsOutcomes: clients.goalsOutcomes,
    })
    .from(clients)
    .where(inArray(clients.id, clientIds));
}
