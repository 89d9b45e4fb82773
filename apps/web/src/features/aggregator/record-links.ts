import type { AggregatorRecordOut } from '@hearth/shared';

/** A link of a record's fix line: where the person goes and what the link says. */
export type FixLink = { to: string; text: string; label: string };

const clientPath = (id: number) => `/admin/edit-client?id=${id}`;
const staffPath = (id: number) => `/admin/edit-staff?id=${id}`;
const entryPath = (id: number) => `/admin/view-timeSheet?id=${id}`;

/**
 * Where a record is fixed: the client's or staff member's edit screen, or the visit's work entry
 * and, when the aggregator waits on or refused them, its client and staff member.
 */
export function fixLinks(row: AggregatorRecordOut): FixLink[] {
  if (row.kind === 'client') {
    return [{ to: clientPath(row.recordId), text: 'Edit the client', label: `Edit the client ${row.name}` }];
  }
  if (row.kind === 'employee') {
    return [{ to: staffPath(row.recordId), text: 'Edit the staff member', label: `Edit the staff member ${row.name}` }];
  }
  const links: FixLink[] = [
    { to: entryPath(row.recordId), text: 'Open the work entry', label: `Open the work entry ${row.name}` },
  ];
  if (row.clientId !== null) {
    links.push({ to: clientPath(row.clientId), text: 'Its client', label: `Edit the client of ${row.name}` });
  }
  if (row.employeeId !== null) {
    links.push({
      to: staffPath(row.employeeId),
      text: 'Its staff member',
      label: `Edit the staff member of ${row.name}`,
    });
  }
  return links;
}
