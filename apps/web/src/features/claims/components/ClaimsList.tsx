import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';
import type { ClaimSummaryOut } from '@hearth/shared';
import type { ListColumn } from '../../../components/list';
import { DayRange } from './DayRange';
import { PagedList } from './PagedList';
import { dollars, formatUnits, monthText } from '../../../lib/format';

const columns: ListColumn<ClaimSummaryOut>[] = [
  {
    key: 'client',
    header: 'Client',
    primary: true,
    render: (c) => (
      <Link component={RouterLink} to={`/admin/client-details?id=${c.clientId}`}>
        {c.clientName}
      </Link>
    ),
  },
  { key: 'mci', header: 'MCI', nowrap: true, render: (c) => c.mci },
  { key: 'service', header: 'Service', render: (c) => `${c.serviceCode} – ${c.serviceName}` },
  { key: 'month', header: 'Month', nowrap: true, render: (c) => monthText(c.month) },
  { key: 'lines', header: 'Lines', align: 'right', render: (c) => formatUnits(c.lineCount) },
  { key: 'units', header: 'Units', align: 'right', render: (c) => formatUnits(c.units) },
  { key: 'charge', header: 'Charge', align: 'right', nowrap: true, render: (c) => dollars(c.charge) },
  { key: 'dates', header: 'Dates of service', render: (c) => <DayRange from={c.firstDate} to={c.lastDate} /> },
];

/** The claims a batch would hold: one per client, service and month, in the file's order. */
export function ClaimsList({ claims }: { claims: readonly ClaimSummaryOut[] }) {
  return (
    <PagedList
      rows={claims}
      columns={columns}
      getRowKey={(c) => c.claimNumber}
      label="Claims to bill"
      emptyText="No claims: nothing in these dates can be billed yet."
    />
  );
}
