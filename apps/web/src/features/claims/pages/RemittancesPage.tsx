import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { PageHeader } from '../../../components/list';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { RemittanceList } from '../components/remittances/RemittanceList';
import { RemittanceUpload } from '../components/remittances/RemittanceUpload';

/**
 * /admin/claims/remittances (issue 20): post the payer's 835 remittance against the claims sent,
 * and the remittances posted so far.
 */
export function RemittancesPage() {
  useDocumentTitle('Remittances');
  return (
    <Box sx={{ maxWidth: 1280 }}>
      <PageHeader title="Remittances" subtitle="What the payer paid, adjusted and denied, claim by claim." />
      <Stack spacing={2.5}>
        <RemittanceUpload />
        <RemittanceList />
      </Stack>
    </Box>
  );
}
