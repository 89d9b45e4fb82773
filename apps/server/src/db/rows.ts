import { sql, type SQL } from 'drizzle-orm';
import type { Db } from './client.js';

export type Row = Record<string, unknown>;

/** Runs a raw query and returns its rows (node-postgres's result shape). */
export async function rowsOf<T = Row>(db: Db, query: SQL): Promise<T[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}

/** A JS array as one PostgreSQL array parameter of `type` (drizzle would otherwise spread it into a list). */
export const pgArray = (values: unknown[], type: string): SQL => sql`${sql.param(values)}::${sql.raw(type)}[]`;
