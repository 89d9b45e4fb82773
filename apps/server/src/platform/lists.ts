import { and, asc, desc, eq, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import {
  OPTION_LIMIT_DEFAULT,
  OPTION_LIMIT_MAX,
  OPTION_LIST_CAP,
  optionLimit,
  type ListQuery,
  type ListSort,
  type OptionQuery,
} from '@hearth/shared';

/** Escapes LIKE metacharacters so a search for "50%_off" matches that text literally. */
export function likeContains(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The words of a list search (spaces and commas separate them), at most five. */
export function searchWords(term: string | undefined): string[] {
  return (term ?? '')
    .trim()
    .split(/[\s,]+/)
    .filter(Boolean)
    .slice(0, 5);
}

/**
 * A case-insensitive "contains" over several columns, or undefined when there is no term.
 * Every word must match one of the columns ("ada love" finds Lovelace, Ada).
 */
export function searchCondition(term: string | undefined, columns: AnyColumn[]): SQL | undefined {
  const words = searchWords(term);
  if (words.length === 0) return undefined;
  const perWord = words.map((word) => {
    const pattern = likeContains(word);
    return sql`(${sql.join(
      columns.map((c) => sql`${c} ILIKE ${pattern}`),
      sql` OR `,
    )})`;
  });
  return sql.join(perWord, sql` AND `);
}

/** ORDER BY for the spec's sorts, from an allow-list of columns (never from user text). */
export function orderFor(
  sort: ListSort,
  cols: { id: AnyColumn; createdAt: AnyColumn; lastName: AnyColumn; firstName: AnyColumn; city?: AnyColumn },
): SQL[] {
  switch (sort) {
    case 'name_asc':
      return [asc(cols.lastName), asc(cols.firstName), asc(cols.id)];
    case 'name_desc':
      return [desc(cols.lastName), desc(cols.firstName), desc(cols.id)];
    case 'city_asc':
      return cols.city ? [sql`${cols.city} ASC NULLS LAST`, asc(cols.lastName), asc(cols.id)] : [asc(cols.id)];
    case 'city_desc':
      return cols.city ? [sql`${cols.city} DESC NULLS LAST`, asc(cols.lastName), asc(cols.id)] : [desc(cols.id)];
    case 'all':
      return [asc(cols.lastName), asc(cols.firstName), asc(cols.id)];
    case 'recent':
    default:
      return [desc(cols.createdAt), desc(cols.id)];
  }
}

/** Status filter: 0 means all. */
export const statusFilter = (q: Pick<ListQuery, 'status'>) => (q.status === 0 ? undefined : q.status);

/** A list's WHERE: the given conditions (search, type…) and the status asked for, if any. */
export function listWhere(
  q: Pick<ListQuery, 'status'>,
  statusColumn: AnyColumn,
  ...conditions: (SQL | undefined)[]
): SQL | undefined {
  const status = statusFilter(q);
  return and(...conditions, status === undefined ? undefined : eq(statusColumn, status));
}

/** One page of a list and the total of its WHERE, run in parallel. */
export async function pageWithTotal<R>(
  page: Promise<R[]>,
  count: Promise<{ n: number }[]>,
): Promise<{ rows: R[]; total: number }> {
  const [rows, [total]] = await Promise.all([page, count]);
  return { rows, total: total?.n ?? 0 };
}

/** What a picker's option call asks for: a search, only some ids, and at most how many (`optionLimit`). */
export type OptionFilter = { search?: string; ids?: number[]; limit: number };

/** The filter of an option call's query; `search` defaults to the query's own (`/userByType` also takes the spec's `name`). */
export const optionFilter = (q: OptionQuery, search: string | undefined = q.search): OptionFilter => ({
  search,
  ids: q.ids,
  limit: optionLimit(q),
});

/** `column IN (ids)` when the call asked for some ids only. */
export const idsCondition = (column: AnyColumn, ids: number[] | undefined): SQL | undefined =>
  ids === undefined ? undefined : inArray(column, ids);

/** The OpenAPI description of an option call; `matches` says what a search word is looked for in. */
export const optionsDescription = (matches: string) =>
  `By name. \`search\`: every word must occur in ${matches} (case-insensitive). \`ids\`: only these ` +
  `(a chosen value's label). At most \`limit\` (1-${OPTION_LIMIT_MAX}; default ${OPTION_LIMIT_DEFAULT} with ` +
  `\`search\`, one per id with \`ids\`), and ${OPTION_LIST_CAP} when none is given.`;
