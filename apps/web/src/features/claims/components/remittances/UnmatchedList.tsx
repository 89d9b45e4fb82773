import type { UnmatchedOut } from '@hearth/shared';
import type { ListColumn } from '../../../../components/list';
import { dayText, orDash } from '../../../../lib/format';
import { centsText } from '../../figures';
import { PagedList } from '../PagedList';

const columns: ListColumn<UnmatchedOut>[] = [
  { key: 'kind', header: 'Kind', render: (u) => (u.kind === 'claim' ? 'Claim' : 'Line') },
  { key: 'claim', header: 'Claim (CLP01)', primary: true, nowrap: true, render: (u) => u.patientControlNumber },
  { key: 'line', header: 'Line control', nowrap: true, render: (u) => orDash(u.lineControlNumber) },
  { key: 'code', header: 'Procedure', nowrap: true, render: (u) => orDash(u.procedureCode) },
  { key: 'date', header: 'Date', nowrap: true, render: (u) => (u.serviceDate ? dayText(u.serviceDate) : '-') },
  { key: 'billed', header: 'Billed', align: 'right', nowrap: true, render: (u) => centsText(u.billedCents) },
  { key: 'paid', header: 'Paid', align: 'right', nowrap: true, render: (u) => centsText(u.paidCents) },
  { key: 'reason', header: 'Why not matched', render: (u) => u.reason },
];

/** What the file held that Hearth could not match to a claim it sent: kept and listed, never dropped. */
export function UnmatchedList({ rows }: { rows: readonly UnmatchedOut[] }) {
  return (
    <PagedList
      rows={rows}
      columns={columns}
      getRowKey={(u) =>
        `${u.kind}-${u.patientControlNumber}-${u.lineControlNumber ?? ''}-${u.procedureCode ?? ''}-${u.serviceDate ?? ''}`
      }
      label="Not matched"
      emptyText="Everything in the file matched a claim Hearth sent."
    />
  );
}
