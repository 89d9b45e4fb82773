import { useState } from 'react';
import { useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { BackLink, EditButton } from '../../../components/details';
import { PageHeader, useIsPhone } from '../../../components/list';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { ClientServicesTab } from '../client-services/components/ClientServicesTab';
import { ClientScheduleTab } from '../schedule/ClientScheduleTab';
import { useClient } from '../api';
import { ClientBasicInfo } from '../components/ClientBasicInfo';
import { ClientNotFound } from '../components/ClientNotFound';
import { useClientIdParam } from '../use-client-id';

type TabKey = 'basic' | 'services' | 'schedule';

const TABS: readonly TabKey[] = ['basic', 'services', 'schedule'];

/**
 * /admin/client-details?id=: read-only client with the 'Basic information', 'Services' and 'Schedule' tabs
 * (`&tab=services` opens the second: the Overview's authorizations link there).
 */
export function ClientDetailsPage() {
  const id = useClientIdParam();
  const client = useClient(id);
  const [params] = useSearchParams();
  const asked = params.get('tab') as TabKey | null;
  const phone = useIsPhone();
  const [tab, setTab] = useState<TabKey>(asked && TABS.includes(asked) ? asked : 'basic');
  useDocumentTitle(client.data ? client.data.name : 'Client Details');

  const back = <BackLink to="/admin/clients" label="Back to Clients" />;

  if (id === null || client.isError) {
    return (
      <>
        <PageHeader title="Client Details" before={back} />
        <ClientNotFound error={client.error} />
      </>
    );
  }

  return (
    <>
      <PageHeader
        before={back}
        title={client.data ? client.data.name : <Skeleton width={240} />}
        subtitle={client.data ? `MCI ${client.data.mci}` : undefined}
        actions={client.data && <EditButton to={`/admin/edit-client?id=${client.data.clientId}`} />}
      />
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}>
        {/* Three tabs fit a phone side by side with a shorter first label: none hides behind a scroll. */}
        <Tabs
          value={tab}
          onChange={(_event, next: TabKey) => setTab(next)}
          aria-label="Client details"
          variant={phone ? 'fullWidth' : 'standard'}
          sx={phone ? { '& .MuiTab-root': { minWidth: 0, px: 1 } } : undefined}
        >
          <Tab
            value="basic"
            label={phone ? 'Basic info' : 'Basic information'}
            id="client-tab-basic"
            aria-controls="client-panel-basic"
          />
          <Tab value="services" label="Services" id="client-tab-services" aria-controls="client-panel-services" />
          <Tab value="schedule" label="Schedule" id="client-tab-schedule" aria-controls="client-panel-schedule" />
        </Tabs>
      </Box>
      <Box role="tabpanel" id={`client-panel-${tab}`} aria-labelledby={`client-tab-${tab}`}>
        {tab === 'basic' ? (
          client.data ? (
            <ClientBasicInfo client={client.data} />
          ) : (
            <Skeleton variant="rounded" height={420} aria-label="Loading client" />
          )
        ) : tab === 'services' ? (
          <ClientServicesTab clientId={id} />
        ) : (
          <ClientScheduleTab clientId={id} />
        )}
      </Box>
    </>
  );
}
