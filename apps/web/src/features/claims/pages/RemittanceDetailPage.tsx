import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { RecordQueryView } from '../../../components/RecordQueryView';
import { BackLink } from '../../../components/details';
import { PageHeader } from '../../../components/list';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useRemittance } from '../api';
import { RemittanceClaims } from '../components/remittances/RemittanceClaims';
import { RemittanceFileButton } from '../components/remittances/RemittanceFileButton';
import { RemittancePayments } from '../components/remittances/RemittancePayments';
import { RemittanceSummary } from '../components/remittances/RemittanceSummary';
import { usePathId } from '../use-path-id';

const REMITTANCES = '/admin/claims/remittances';

/**
 * /admin/claims/remittances/:id (issue 20): one posted 835 — its payments, and every claim and line
 * the payer answered, matched to Hearth's claims or clearly marked when not — and the file itself.
 */
export function RemittanceDetailPage() {
  const id = usePathId();
  useDocumentTitle(id ? `Remittance ${id}` : 'Remittance');
  const query = useRemittance(id);
  return (
    <Box sx={{ maxWidth: 1280 }}>
      <PageHeader
        before={<BackLink to={REMITTANCES} label="Back to remittances" />}
        title={id ? `Remittance ${id}` : 'Remittance'}
        subtitle={query.data?.fileName}
        actions={id && <RemittanceFileButton remittanceId={id} />}
      />
      <RecordQueryView
        id={id}
        query={query}
        noneChosen="No remittance was chosen."
        loadingLabel="Loading the remittance"
        backTo={REMITTANCES}
        backLabel="Back to remittances"
      >
        {(remittance) => (
          <Stack spacing={2.5}>
            <RemittanceSummary remittance={remittance} />
            <RemittancePayments payments={remittance.payments} />
            <RemittanceClaims claims={remittance.claims} />
          </Stack>
        )}
      </RecordQueryView>
    </Box>
  );
}
