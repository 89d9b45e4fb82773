import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import { HOLD_REASONS, type HeldEntryOut, type HoldReason } from '@hearth/shared';
import type { ListColumn } from '../../../components/list';
import { PagedList } from './PagedList';
import { dayText, dollars, formatUnits } from '../../../lib/format';

/** Already billed is settled; the rest are for an admin to fix (verify, resolve, fill in). */
const chipColor = (code: HoldReason) => (code === 'billed' ? 'default' : code === 'unverified' ? 'info' : 'warning');

/** Spans only: a phone card puts each value inside a <p>. */
function Reasons({ entry }: { entry: HeldEntryOut }) {
  return (
    <Box component="span" sx={{ display: 'inline-flex', flexWrap: 'wrap', gap: 0.5 }}>
      {entry.reasons.map((r) => (
        <Chip
          key={r.code}
          component="span"
          size="small"
          variant="outlined"
          color={chipColor(r.code)}
          label={r.message || HOLD_REASONS[r.code]}
          sx={{ height: 'auto', minHeight: 24, '& .MuiChip-label': { whiteSpace: 'normal', py: 0.25 } }}
        />
      ))}
    </Box>
  );
}

const columns: ListColumn<HeldEntryOut>[] = [
  {
    key: 'date',
    header: 'Date',
    nowrap: true,
    render: (e) => (
      <Link component={RouterLink} to={`/admin/view-timeSheet?id=${e.workEntryId}`} title={e.entryName}>
        {dayText(e.dateOfService)}
      </Link>
    ),
  },
  { key: 'client', header: 'Client', primary: true, render: (e) => e.clientName },
  { key: 'staff', header: 'Staff', render: (e) => e.staffName },
  { key: 'service', header: 'Service', nowrap: true, render: (e) => e.serviceCode },
  { key: 'units', header: 'Units', align: 'right', render: (e) => formatUnits(e.units) },
  { key: 'charge', header: 'Charge', align: 'right', nowrap: true, render: (e) => dollars(e.charge) },
  { key: 'reasons', header: 'Why not billed', render: (e) => <Reasons entry={e} /> },
];

/** Entries of the range that the batch would not bill, each with why. */
export function HeldEntriesList({ entries }: { entries: readonly HeldEntryOut[] }) {
  return (
    <PagedList
      rows={entries}
      columns={columns}
      getRowKey={(e) => e.workEntryId}
      label="Entries not billed"
      emptyText="Every entry in these dates is billable."
    />
  );
}
