import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import WarningAmberOutlined from '@mui/icons-material/WarningAmberOutlined';
import { fromCents, toCents, type ClaimPreviewOut } from '@hearth/shared';
import { dollars, formatUnits, plural } from '../../../lib/format';

/**
 * How the preview adds up to the Promise Billing report (reviewed entries): billable + held back
 * (the verified entries held) = the report. Entries not verified yet are totalled on their own:
 * the report leaves them out.
 */
function reconcile(preview: ClaimPreviewOut) {
  const reportCents = toCents(preview.report.charge);
  const billableCents = toCents(preview.billable.charge);
  const heldCents = toCents(preview.held.charge);
  return {
    report: preview.report.charge,
    billable: preview.billable.charge,
    heldBack: preview.held.charge,
    sum: fromCents(billableCents + heldCents),
    addsUp: billableCents + heldCents === reportCents,
    unreviewed: { count: preview.unverified.count, charge: preview.unverified.charge },
  };
}

function Total({ label, value }: { label: string; value: string }) {
  return (
    <Card variant="outlined">
      <CardContent sx={{ py: 1.5, '&:last-child': { pb: 1.5 } }}>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {label}
        </Typography>
        <Typography
          component="p"
          variant="h2"
          sx={{ fontSize: { xs: '1.25rem', sm: '1.5rem' }, fontVariantNumeric: 'tabular-nums', mt: 0.25 }}
        >
          {value}
        </Typography>
      </CardContent>
    </Card>
  );
}

/** What the batch would bill (claims, lines, units, charge), and how it adds up to the Promise Billing report. */
export function PreviewTotals({ preview }: { preview: ClaimPreviewOut }) {
  const { billable } = preview;
  const r = reconcile(preview);
  return (
    <Box>
      <Box
        role="group"
        aria-label="Billable totals"
        sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, minmax(0, 1fr))' } }}
      >
        <Total label="Claims" value={formatUnits(billable.claimCount)} />
        <Total label="Lines" value={formatUnits(billable.count)} />
        <Total label="Units" value={formatUnits(billable.units)} />
        <Total label="Charge" value={dollars(billable.charge)} />
      </Box>
      <Box
        role="status"
        aria-label="Reconciliation"
        sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', mt: 1.5, fontVariantNumeric: 'tabular-nums' }}
      >
        {r.addsUp ? (
          <CheckCircleOutlined fontSize="small" sx={{ color: 'success.main', mt: 0.25 }} aria-hidden />
        ) : (
          <WarningAmberOutlined fontSize="small" sx={{ color: 'warning.main', mt: 0.25 }} aria-hidden />
        )}
        <Typography variant="body2">
          Promise Billing report for these dates, reviewed entries: {dollars(r.report)} = billable {dollars(r.billable)}{' '}
          + held back {dollars(r.heldBack)}
          {!r.addsUp && (
            <Box component="span" sx={{ display: 'block', color: 'warning.dark', fontWeight: 600 }}>
              These do not add up ({dollars(r.sum)}): run the preview again, and tell your Hearth administrator if it
              stays so.
            </Box>
          )}
          {r.unreviewed.count > 0 && (
            <Box component="span" sx={{ display: 'block', color: 'text.secondary' }}>
              {plural(r.unreviewed.count, 'entry', 'entries')} not verified yet ({dollars(r.unreviewed.charge)}){' '}
              {r.unreviewed.count === 1 ? 'is' : 'are'} not in the report and not billed.
            </Box>
          )}
        </Typography>
      </Box>
    </Box>
  );
}
