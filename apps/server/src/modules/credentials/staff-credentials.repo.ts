import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { credentialTypes, staffCredentials, users } from '../../db/schema/index.js';
import { recordTable, type RecordValues } from '../../platform/record-table.js';

export type StaffCredentialRow = typeof staffCredentials.$inferSelect;
export type StaffCredentialValues = RecordValues<typeof staffCredentials>;

const t = staffCredentials;
const verifier = alias(users, 'verifier');

/** Insert, versioned update (undefined: a stale version) and find by id. */
export const { insert: insertCredential, update: updateCredential, find: findCredential } = recordTable(t);

/** A credential with what its answer names: the type's name and grace, who verified it. */
export type CredentialView = StaffCredentialRow & {
  typeName: string;
  graceDays: number;
  verifierFirstName: string | null;
  verifierLastName: string | null;
};

const viewColumns = {
  row: t,
  typeName: credentialTypes.name,
  graceDays: credentialTypes.graceDays,
  verifierFirstName: verifier.firstName,
  verifierLastName: verifier.lastName,
};

const toView = (r: {
  row: StaffCredentialRow;
  typeName: string;
  graceDays: number;
  verifierFirstName: string | null;
  verifierLastName: string | null;
}): CredentialView => ({
  ...r.row,
  typeName: r.typeName,
  graceDays: r.graceDays,
  verifierFirstName: r.verifierFirstName,
  verifierLastName: r.verifierLastName,
});

/** A staff member's credentials, current and superseded: by type name, newest first within a type. */
export async function credentialsOfStaff(db: Db, staffId: number, credentialId?: number): Promise<CredentialView[]> {
  const rows = await db
    .select(viewColumns)
    .from(t)
    .innerJoin(credentialTypes, eq(credentialTypes.id, t.credentialTypeId))
    .leftJoin(verifier, eq(verifier.id, t.verifiedById))
    .where(credentialId === undefined ? eq(t.staffId, staffId) : and(eq(t.staffId, staffId), eq(t.id, credentialId)))
    .orderBy(asc(sql`lower(${credentialTypes.name})`), desc(t.issuedOn), desc(t.id));
  return rows.map(toView);
}

/** Marks the current credential of a type superseded (renewal); returns its id, if there was one. */
export async function supersedeCurrent(
  db: Db,
  p: { staffId: number; credentialTypeId: number; now: Date; actorId: number },
): Promise<number | null> {
  const [row] = await db
    .update(t)
    .set({ supersededAt: p.now, updatedAt: p.now, updatedById: p.actorId, version: sql`${t.version} + 1` })
    .where(and(eq(t.staffId, p.staffId), eq(t.credentialTypeId, p.credentialTypeId), isNull(t.supersededAt)))
    .returning({ id: t.id });
  return row?.id ?? null;
}

/** The staff member (any user) named by the path, or undefined. */
export async function findPerson(db: Db, id: number) {
  const [row] = await db
    .select({ id: users.id, userType: users.userType })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  return row;
}
