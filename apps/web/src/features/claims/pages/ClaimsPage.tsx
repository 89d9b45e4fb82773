import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { ClaimBatchOut } from '@hearth/shared';
import { PageHeader, useIsPhone } from '../../../components/list';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { BatchesPanel } from '../components/BatchesPanel';
import { NewBatchPanel } from '../components/NewBatchPanel';
import { VoidBatchDialog } from '../components/VoidBatchDialog';

type TabKey = 'new' | 'batches';

/**
 * /admin/claims (issue 11): preview what a range of dates would bill to PROMISe and generate the
 * batch (its 837P file and xlsx summary); list the batches, and void one (Super Admin). The tab is
 * in the address (?tab=batches), so a reload or a link keeps it.
 */
export function ClaimsPage() {
  useDocumentTitle('Claims');
  const phone = useIsPhone();
  const [params, setParams] = useSearchParams();
  const tab: TabKey = params.get('tab') === 'batches' ? 'batches' : 'new';
  const [voiding, setVoiding] = useState<ClaimBatchOut | null>(null);
  const choose = (next: TabKey) => setParams(next === 'new' ? {} : { tab: next }, { replace: true });
  const openVoid = useCallback((batch: ClaimBatchOut) => setVoiding(batch), []);

  return (
    <Box sx={{ maxWidth: 1280 }}>
      <PageHeader title="Claims" subtitle="PROMISe 837P claim files from completed, verified work entries." />
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 2.5 }}>
        <Tabs
          value={tab}
          onChange={(_event, next: TabKey) => choose(next)}
          aria-label="Claims"
          variant={phone ? 'fullWidth' : 'standard'}
        >
          <Tab value="new" label="New batch" id="claims-tab-new" aria-controls="claims-panel-new" />
          <Tab value="batches" label="Batches" id="claims-tab-batches" aria-controls="claims-panel-batches" />
        </Tabs>
      </Box>
      {/* Both panels stay mounted: the preview is kept while the batches are looked at. */}
      <Box role="tabpanel" id="claims-panel-new" aria-labelledby="claims-tab-new" hidden={tab !== 'new'}>
        <NewBatchPanel onShowBatches={() => choose('batches')} />
      </Box>
      <Box role="tabpanel" id="claims-panel-batches" aria-labelledby="claims-tab-batches" hidden={tab !== 'batches'}>
        {tab === 'batches' && <BatchesPanel onVoid={openVoid} />}
      </Box>
      <VoidBatchDialog batch={voiding} onClose={() => setVoiding(null)} />
    </Box>
  );
}
