import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { RemittanceClaimOut, RemittanceLineOut } from '@hearth/shared';
import { ResponsiveList, type ListColumn } from '../../../../components/list';
import { dayText, formatUnits, orDash } from '../../../../lib/format';
import { batchPath, centsText, entryPath } from '../../figures';
import { AdjustmentList } from '../AdjustmentList';
import { ExpandableList } from '../ExpandableList';
import { Section } from '../Section';

const notMatched = <Chip component="span" size="small" color="warning" label="Not matched" />;

/** The payer's status code (CLP02) with its meaning: a denial or a reversal stands out. */
function ClaimStatus({ claim: c }: { claim: RemittanceClaimOut }) {
  const color = c.statusCode === '4' ? 'error.main' : c.statusCode === '22' ? 'warning.dark' : undefined;
  return (
    <Box component="span" sx={{ color, fontWeight: color ? 650 : undefined }}>
      {c.statusLabel}
    </Box>
  );
}

const claimColumns: ListColumn<RemittanceClaimOut>[] = [
  { key: 'pcn', header: 'Claim (CLP01)', primary: true, nowrap: true, render: (c) => c.patientControlNumber },
  {
    key: 'matched',
    header: 'Hearth claim',
    render: (c) =>
      c.matched && c.batchId !== null ? (
        <Link component={RouterLink} to={batchPath(c.batchId)} sx={{ whiteSpace: 'nowrap' }}>
          Batch {c.batchId}, claim {c.claimNumber}
        </Link>
      ) : (
        notMatched
      ),
  },
  { key: 'client', header: 'Client', render: (c) => orDash(c.clientName) },
  { key: 'status', header: 'Payer status', render: (c) => <ClaimStatus claim={c} /> },
  { key: 'billed', header: 'Billed', align: 'right', nowrap: true, render: (c) => centsText(c.billedCents) },
  { key: 'paid', header: 'Paid', align: 'right', nowrap: true, render: (c) => centsText(c.paidCents) },
  {
    key: 'patient',
    header: 'Patient resp.',
    align: 'right',
    nowrap: true,
    render: (c) => centsText(c.patientResponsibilityCents),
  },
  { key: 'icn', header: "Payer's claim number", render: (c) => orDash(c.payerClaimControlNumber) },
];

const lineColumns: ListColumn<RemittanceLineOut>[] = [
  {
    key: 'date',
    header: 'Date',
    primary: true,
    nowrap: true,
    render: (l) => (l.serviceDate ? dayText(l.serviceDate) : '-'),
  },
  { key: 'code', header: 'Procedure', nowrap: true, render: (l) => l.procedureCode },
  { key: 'control', header: 'Line control', nowrap: true, render: (l) => orDash(l.lineControlNumber) },
  {
    key: 'entry',
    header: 'Work entry',
    nowrap: true,
    render: (l) =>
      l.matched && l.workEntryId !== null ? (
        <Link component={RouterLink} to={entryPath(l.workEntryId)}>
          Entry {l.workEntryId}
        </Link>
      ) : (
        notMatched
      ),
  },
  { key: 'units', header: 'Units', align: 'right', render: (l) => (l.units === null ? '-' : formatUnits(l.units)) },
  { key: 'billed', header: 'Billed', align: 'right', nowrap: true, render: (l) => centsText(l.billedCents) },
  { key: 'paid', header: 'Paid', align: 'right', nowrap: true, render: (l) => centsText(l.paidCents) },
  {
    key: 'reasons',
    header: "Payer's reasons",
    render: (l) => <AdjustmentList adjustments={l.adjustments} remarks={l.remarks} />,
  },
];

/** An opened claim: the payer's claim-level reasons, then its service lines. */
function ClaimDetail({ claim }: { claim: RemittanceClaimOut }) {
  const claimLevel = claim.adjustments.length > 0 || claim.remarks.length > 0;
  return (
    <Box>
      {claimLevel && (
        <Box sx={{ mb: 1.5 }}>
          <Typography variant="body2" sx={{ fontWeight: 650 }}>
            For the whole claim
          </Typography>
          <Typography variant="body2" component="div">
            <AdjustmentList adjustments={claim.adjustments} remarks={claim.remarks} />
          </Typography>
        </Box>
      )}
      <ResponsiveList
        rows={claim.lines}
        columns={lineColumns}
        getRowKey={(l) => l.id}
        label={`Lines of claim ${claim.patientControlNumber}`}
        emptyText="The payer answered the claim as a whole, without service lines."
      />
    </Box>
  );
}

const FILTERS = {
  all: { label: 'All claims', keep: () => true },
  unmatched: {
    label: 'Not matched',
    keep: (c: RemittanceClaimOut) => !c.matched || c.lines.some((l) => !l.matched),
  },
  denied: { label: 'Denied', keep: (c: RemittanceClaimOut) => c.statusCode === '4' },
  reversed: { label: 'Reversals', keep: (c: RemittanceClaimOut) => c.statusCode === '22' },
} as const;
type FilterKey = keyof typeof FILTERS;

/** The claims the payer answered in this remittance, each opening to its lines. */
export function RemittanceClaims({ claims }: { claims: readonly RemittanceClaimOut[] }) {
  const [filter, setFilter] = useState<FilterKey>('all');
  const rows = useMemo(() => claims.filter(FILTERS[filter].keep), [claims, filter]);
  return (
    <Section
      id="remittance-claims"
      title="Claims"
      help="As the payer answered them, matched to the claims Hearth sent. Open a claim to see its lines."
      actions={
        <TextField
          select
          size="small"
          label="Show"
          value={filter}
          onChange={(event) => setFilter(event.target.value as FilterKey)}
          sx={{ minWidth: 200 }}
        >
          {(Object.keys(FILTERS) as FilterKey[]).map((key) => (
            <MenuItem key={key} value={key}>
              {FILTERS[key].label} ({claims.filter(FILTERS[key].keep).length})
            </MenuItem>
          ))}
        </TextField>
      }
    >
      <ExpandableList
        rows={rows}
        columns={claimColumns}
        getRowKey={(c) => c.id}
        label="Claims in this remittance"
        emptyText={filter === 'all' ? 'This remittance answers no claims.' : 'No claims of this kind.'}
        toggleLabel={(c, open) => `${open ? 'Hide' : 'Show'} the lines of claim ${c.patientControlNumber}`}
        toggleWord="lines"
        renderDetail={(c) => <ClaimDetail claim={c} />}
      />
    </Section>
  );
}
