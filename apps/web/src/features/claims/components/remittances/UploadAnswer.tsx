import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { RemittanceUploadOut } from '@hearth/shared';
import { plural } from '../../../../lib/format';
import { centsText, remittancePath } from '../../figures';
import { RemittanceRefusal } from '../../remittance-upload';
import { errorMessage } from '../../../../lib/api-client';
import { UnmatchedList } from './UnmatchedList';

/** What was posted: the payment, the claims by outcome, and what did not match. */
export function UploadAnswer({ answer }: { answer: RemittanceUploadOut }) {
  const unmatched = answer.unmatched.length;
  return (
    <Box sx={{ mt: 2 }}>
      <Alert
        severity="success"
        role="status"
        sx={{ '& .MuiAlert-message': { flex: 1 }, '& .MuiAlert-icon': { display: { xs: 'none', sm: 'flex' } } }}
      >
        <AlertTitle>Remittance {answer.id} posted</AlertTitle>
        Payment {centsText(answer.paymentCents)}: {plural(answer.paidClaims, 'claim')} paid,{' '}
        {plural(answer.deniedClaims, 'claim')} denied, {plural(answer.adjustedClaims, 'claim')} paid in part or
        reversed. {unmatched === 0 ? 'Every claim and line matched a claim Hearth sent.' : ''}
        <Box sx={{ mt: 1 }}>
          <Button component={RouterLink} to={remittancePath(answer.id)} variant="outlined" color="inherit" size="small">
            Open remittance {answer.id}
          </Button>
        </Box>
      </Alert>
      {unmatched > 0 && (
        <Box sx={{ mt: 2 }}>
          <Typography variant="h3" component="h3" sx={{ fontSize: '1.05rem', mb: 0.5 }}>
            {plural(unmatched, 'item')} not matched to a claim Hearth sent
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
            They are kept with the remittance. Check them against the payer&apos;s paper or portal.
          </Typography>
          <UnmatchedList rows={answer.unmatched} />
        </Box>
      )}
    </Box>
  );
}

/** Why the file was not posted: every failed check, the earlier upload of the same payment, or the server's words. */
export function UploadRefusal({ error }: { error: unknown }) {
  if (error instanceof RemittanceRefusal && error.earlierRemittanceId !== null) {
    return (
      <Alert
        severity="warning"
        role="alert"
        sx={{ mt: 2 }}
        action={
          <Button component={RouterLink} to={remittancePath(error.earlierRemittanceId)} color="inherit" size="small">
            Open remittance {error.earlierRemittanceId}
          </Button>
        }
      >
        {error.message}
      </Alert>
    );
  }
  const problems = error instanceof RemittanceRefusal ? error.problems : [];
  return (
    <Alert severity="error" role="alert" sx={{ mt: 2 }}>
      {problems.length > 0 && <AlertTitle>{errorMessage(error)}</AlertTitle>}
      {problems.length > 0 ? (
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          {problems.map((p, i) => (
            <li key={i}>{p}</li>
          ))}
        </Box>
      ) : (
        errorMessage(error)
      )}
    </Alert>
  );
}
