import { sql, type SQL } from 'drizzle-orm';
import { asText, listName } from '@hearth/shared';
import type { Db } from './client.js';

export type Row = Record<string, unknown>;

/** Runs a raw query and returns its rows (node-postgres's result shape). */
export async function rowsOf<T = Row>(db: Db, query: SQL): Promise<T[]> {
  const result = await db.execute(query);
  return (result as { rows: T[] }).rows;
}

/** A JS array as one PostgreSQL array parameter of `type` (drizzle would otherwise spread it into a list). */
export const pgArray = (values: unknown[], type: string): SQL => sql`${sql.param(values)}::${sql.raw(type)}[]`;

/** The instant a local day begins in `tz` (PostgreSQL does the daylight-saving arithmetic). */
const dayStart = (day: string, tz: string): SQL => sql`((${day}::date)::timestamp AT TIME ZONE ${tz})`;
/** The instant the day after `day` begins in `tz`: the exclusive end of an inclusive range. */
export const dayEnd = (day: string, tz: string): SQL => sql`(((${day}::date) + 1)::timestamp AT TIME ZONE ${tz})`;

/** `column` falls on a local day from `from` to `to` (inclusive; `to` null = no end). */
export function withinDays(column: SQL, from: string, to: string | null, tz: string): SQL {
  return to === null
    ? sql`${column} >= ${dayStart(from, tz)}`
    : sql`${column} >= ${dayStart(from, tz)} AND ${column} < ${dayEnd(to, tz)}`;
}

export const and = (parts: (SQL | null | undefined | false)[]): SQL => {
  const kept = parts.filter((p): p is SQL => Boolean(p));
  return kept.length === 0 ? sql`TRUE` : sql.join(kept, sql` AND `);
};

/** Numbers from numeric/bigint columns (drivers hand them over as strings). */
export const num = (v: unknown): number => (v === null || v === undefined ? 0 : Number(v));
export const numOrNull = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));
export const isoOrNull = (v: unknown): string | null => (v === null || v === undefined ? null : iso(v));
export const iso = (v: unknown): string => (v instanceof Date ? v : new Date(asText(v))).toISOString();
export const text = (v: unknown): string => (v === null || v === undefined ? '' : asText(v));
export const textOrNull = (v: unknown): string | null => (v === null || v === undefined ? null : asText(v));
/** Cents to dollars. */
export const dollars = (cents: unknown): number => num(cents) / 100;

/** 'Last, First Middle' (shared listName) from raw name columns. */
export const lastFirst = (last: unknown, first: unknown, middle?: unknown): string =>
  listName({ lastName: text(last), firstName: text(first), middleName: middle ? text(middle).trim() : null });
