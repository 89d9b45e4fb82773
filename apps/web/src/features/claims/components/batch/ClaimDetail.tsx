import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import BlockOutlined from '@mui/icons-material/BlockOutlined';
import ReplayOutlined from '@mui/icons-material/ReplayOutlined';
import type { BatchClaimOut, ClaimBatchDetailOut } from '@hearth/shared';
import { plural } from '../../../../lib/format';
import { isAnswered } from '../../figures';
import { ClaimLines } from './ClaimLines';

export type ResubmitAction = 'replace' | 'void';

/** Why the claim cannot be sent again, or what to do before sending it; null when nothing is to be said. */
function resubmitHint(batch: ClaimBatchDetailOut, claim: BatchClaimOut): string | null {
  if (batch.status === 'voided' || claim.frequency === 'void' || claim.replacedBy) return null;
  if (!claim.payerClaimControlNumber) {
    return 'A replacement or void can be sent once a remittance from the payer has answered this claim.';
  }
  const correctable = claim.lines.filter((l) => l.correctable).length;
  if (correctable > 0) {
    return `${plural(correctable, 'line')} denied or short-paid: correct ${
      correctable === 1 ? 'its entry' : 'their entries'
    } first (Correct entry), then send the replacement. It bills the claim's entries as they are then.`;
  }
  return "A replacement bills the claim's entries as they are now; a void takes the whole claim back from the payer.";
}

type Props = {
  batch: ClaimBatchDetailOut;
  claim: BatchClaimOut;
  onResubmit: (claim: BatchClaimOut, action: ResubmitAction) => void;
};

/** An opened claim: the payer's reference, its lines, and Send replacement / Void claim once answered. */
export function ClaimDetail({ batch, claim, onResubmit }: Props) {
  const hint = resubmitHint(batch, claim);
  const answered = batch.status === 'generated' && isAnswered(claim);
  return (
    <Box>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {claim.payerClaimControlNumber ? (
          <>
            Payer&apos;s claim control number:{' '}
            <Box component="span" sx={{ fontWeight: 650, overflowWrap: 'anywhere' }}>
              {claim.payerClaimControlNumber}
            </Box>
          </>
        ) : (
          'No remittance has answered this claim yet.'
        )}
      </Typography>
      <ClaimLines claim={claim} />
      {(hint || answered) && (
        <Box sx={{ mt: 1.5, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
          {hint && (
            <Typography variant="body2" sx={{ flex: '1 1 280px', color: 'text.secondary' }}>
              {hint}
            </Typography>
          )}
          {answered && (
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
              <Button
                variant="contained"
                size="small"
                startIcon={<ReplayOutlined />}
                onClick={() => onResubmit(claim, 'replace')}
                aria-label={`Send replacement of claim ${claim.patientControlNumber}`}
              >
                Send replacement
              </Button>
              <Button
                variant="outlined"
                color="error"
                size="small"
                startIcon={<BlockOutlined />}
                onClick={() => onResubmit(claim, 'void')}
                aria-label={`Void claim ${claim.patientControlNumber}`}
              >
                Void claim
              </Button>
            </Box>
          )}
        </Box>
      )}
    </Box>
  );
}
