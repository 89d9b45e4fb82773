import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { RemittancePaymentOut } from '@hearth/shared';
import { dayText } from '../../../../lib/format';
import { centsText } from '../../figures';
import { Fact } from '../Fact';
import { Section } from '../Section';

/** PLB: what the payer took from (or added to) the payment outside any claim. */
function ProviderAdjustments({ payment }: { payment: RemittancePaymentOut }) {
  if (payment.providerAdjustments.length === 0) return null;
  return (
    <Box sx={{ mt: 1.5 }}>
      <Typography variant="body2" sx={{ fontWeight: 650 }}>
        Provider adjustments (PLB): a positive amount was taken off the payment, a negative one added
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {payment.providerAdjustments.map((a, i) => (
          <Typography component="li" variant="body2" key={i}>
            {a.reason} {a.reference}: {centsText(a.amountCents)}
            {a.fiscalPeriodEnd && ` (fiscal period ending ${dayText(a.fiscalPeriodEnd)})`}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}

/** Each payment the file carried (a check or an EFT): who paid, how, when and how much. */
export function RemittancePayments({ payments }: { payments: readonly RemittancePaymentOut[] }) {
  return (
    <Section id="remittance-payments" title={payments.length === 1 ? 'Payment' : `Payments (${payments.length})`}>
      <Box sx={{ display: 'grid', gap: 1.5 }}>
        {payments.map((p) => (
          <Paper key={`${p.payerId}-${p.traceNumber}`} variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
            <Box
              component="dl"
              aria-label={`Payment ${p.traceNumber}`}
              sx={{
                m: 0,
                display: 'grid',
                gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(5, minmax(0, 1fr))' },
                columnGap: 3,
                rowGap: 1.5,
              }}
            >
              <Fact label="Payer">
                {p.payerName}{' '}
                <Box component="span" sx={{ color: 'text.secondary' }}>
                  ({p.payerId})
                </Box>
              </Fact>
              <Fact label="Trace number">{p.traceNumber}</Fact>
              <Fact label="Method">{p.methodLabel}</Fact>
              <Fact label="Date">{p.paymentDate ? dayText(p.paymentDate) : '-'}</Fact>
              <Fact label="Amount">
                <Box component="span" sx={{ fontWeight: 650, fontVariantNumeric: 'tabular-nums' }}>
                  {centsText(p.paymentCents)}
                </Box>
              </Fact>
            </Box>
            <ProviderAdjustments payment={p} />
          </Paper>
        ))}
      </Box>
    </Section>
  );
}
