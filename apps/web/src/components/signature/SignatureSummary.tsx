import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { signatureInWords, signatureKindOf, SignatureText, type WorkEntryOut } from '@hearth/shared';
import { SignaturePad } from './SignaturePad';
import { SCRIPT_FONT } from './signature-value';

type SignatureSummaryProps = {
  entry: Pick<WorkEntryOut, 'signature' | 'typedSignature' | 'noSignatureReason' | 'noSignatureText'>;
};

/**
 * A saved signature, read-only, as what it is: the drawn image, the typed name as text under the
 * label 'Typed signature', or 'Client could not sign: <reason>'.
 */
export function SignatureSummary({ entry }: SignatureSummaryProps) {
  const parts = { ...entry, drawn: !!entry.signature };
  const kind = signatureKindOf(parts);
  if (kind === 'typed') {
    return (
      <Box>
        <Typography variant="subtitle2" component="p" sx={{ fontWeight: 650, mb: 0.5 }}>
          {SignatureText.typed}
        </Typography>
        <Typography sx={{ fontFamily: SCRIPT_FONT, fontSize: '1.75rem', overflowWrap: 'anywhere' }}>
          {entry.typedSignature}
        </Typography>
      </Box>
    );
  }
  if (kind === 'no_signature') return <Typography>{signatureInWords(parts)}</Typography>;
  // A drawing, or 'No signature' in the pad's own words.
  return <SignaturePad value={entry.signature} onChange={() => undefined} readOnly />;
}
