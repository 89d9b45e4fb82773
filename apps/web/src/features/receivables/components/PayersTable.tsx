import Box from '@mui/material/Box';
import { AGING_BUCKETS, type ReceivablesOut } from '@hearth/shared';
import { ResponsiveList, type ListColumn } from '../../../components/list';
import { centsText } from '../receivables-view';

type Payer = ReceivablesOut['payers'][number];

const COLUMNS: readonly ListColumn<Payer>[] = [
  { key: 'payer', header: 'Payer', primary: true, render: (p) => p.payerName },
  ...AGING_BUCKETS.map((b): ListColumn<Payer> => ({
    key: b.key,
    header: b.label,
    align: 'right',
    nowrap: true,
    render: (p) => centsText(p.buckets[b.key] ?? 0),
  })),
  {
    key: 'outstanding',
    header: 'Outstanding',
    align: 'right',
    nowrap: true,
    render: (p) => <Box component="strong">{centsText(p.outstandingCents)}</Box>,
  },
];

/** What each payer owes, split by age since billing (cards on phones). */
export function PayersTable({ payers }: { payers: readonly Payer[] }) {
  return (
    <Box sx={{ '& .MuiTableCell-body': { fontVariantNumeric: 'tabular-nums' } }}>
      <ResponsiveList
        rows={payers}
        columns={COLUMNS}
        getRowKey={(p) => p.payerId}
        label="Outstanding by payer"
        emptyText="No payer owes anything."
        compact
      />
    </Box>
  );
}
