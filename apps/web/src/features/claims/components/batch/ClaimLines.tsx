import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import EditOutlined from '@mui/icons-material/EditOutlined';
import type { BatchClaimOut, BatchLineOut } from '@hearth/shared';
import { ResponsiveList, type ListColumn } from '../../../../components/list';
import { dayText, formatUnits } from '../../../../lib/format';
import { centsText, entryEditPath, entryPath } from '../../figures';
import { AdjustmentList } from '../AdjustmentList';
import { PaymentStateChip } from '../PaymentStateChip';

/** A denied or short-paid line's entry may be corrected again: its edit screen. */
function CorrectEntry({ line }: { line: BatchLineOut }) {
  if (!line.correctable) return null;
  return (
    <Button
      component={RouterLink}
      to={entryEditPath(line.workEntryId)}
      size="small"
      variant="outlined"
      startIcon={<EditOutlined />}
      aria-label={`Correct entry ${line.workEntryId} (line ${line.lineNumber}, ${dayText(line.serviceDate)})`}
      sx={{ whiteSpace: 'nowrap', mt: 0.5 }}
    >
      Correct entry
    </Button>
  );
}

const money = (key: 'billedCents' | 'paidCents' | 'adjustedCents' | 'outstandingCents', header: string) =>
  ({
    key,
    header,
    align: 'right',
    nowrap: true,
    render: (l: BatchLineOut) => centsText(l[key]),
  }) as const;

const columns: ListColumn<BatchLineOut>[] = [
  {
    // Date, line and entry in one cell, so the payer's reasons keep their room beside the sidebar.
    key: 'date',
    header: 'Date and entry',
    primary: true,
    nowrap: true,
    render: (l) => (
      <>
        {dayText(l.serviceDate)}
        <Box component="span" sx={{ display: 'block', color: 'text.secondary', fontWeight: 400 }}>
          line {l.lineNumber} ·{' '}
          <Link component={RouterLink} to={entryPath(l.workEntryId)}>
            Entry {l.workEntryId}
          </Link>
        </Box>
      </>
    ),
  },
  { key: 'units', header: 'Units', align: 'right', render: (l) => formatUnits(l.units) },
  { key: 'state', header: 'State', render: (l) => <PaymentStateChip state={l.state} /> },
  money('billedCents', 'Billed'),
  money('paidCents', 'Paid'),
  money('adjustedCents', 'Adjusted'),
  money('outstandingCents', 'Outstanding'),
  {
    key: 'reasons',
    header: "Payer's reasons",
    render: (l) => (
      <>
        <AdjustmentList adjustments={l.adjustments} remarks={l.remarks} />
        <CorrectEntry line={l} />
      </>
    ),
  },
];

/** A claim's lines: date, entry, standing, figures, the payer's reasons, and Correct entry where allowed. */
export function ClaimLines({ claim }: { claim: BatchClaimOut }) {
  return (
    <ResponsiveList
      rows={claim.lines}
      columns={columns}
      getRowKey={(l) => l.lineNumber}
      label={`Lines of claim ${claim.patientControlNumber}`}
      emptyText="No lines"
    />
  );
}
