import { useState } from 'react';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import EditOutlined from '@mui/icons-material/EditOutlined';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import type { ServiceOut } from '@hearth/shared';
import {
  CreateNewButton,
  ListPagination,
  ListToolbar,
  NameWithStatus,
  PageHeader,
  ResponsiveList,
  usePersistentListState,
  type ListColumn,
  type SortOption,
} from '../../../components/list';
import { useCan } from '../../../lib/permissions';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { SERVICES_KEY, useServiceList } from '../api';
import { ServiceDialog, type ServiceDialogState } from '../components/ServiceDialog';
import { dollars, formatUnitLength } from '../../../lib/format';

/** The services list filter (spec 02): All or Recently Added (the default). */
const SERVICE_SORTS: readonly SortOption[] = [
  { value: 'all', label: 'All' },
  { value: 'recent', label: 'Recently Added' },
];

export const NO_SERVICES = 'No Services';

/**
 * /admin/services: the services catalogue, with create and edit in a modal. Every signed-in user
 * reads it (spec 02: the route is not gated); only admins see Import, Create New and edit.
 */
export function ServicesPage() {
  useDocumentTitle('Services');
  const list = usePersistentListState(SERVICES_KEY);
  const services = useServiceList(list.state);
  const [dialog, setDialog] = useState<ServiceDialogState | null>(null);
  const manages = useCan('manageServices');

  const columns: ListColumn<ServiceOut>[] = [
    { key: 'code', header: 'Service Code', render: (s) => s.code, width: 140 },
    {
      key: 'name',
      header: 'Service Name',
      primary: true,
      render: (s) => <NameWithStatus status={s.status}>{s.name}</NameWithStatus>,
    },
    { key: 'length', header: 'Unit Length', render: (s) => formatUnitLength(s.unitLength) },
    { key: 'rate', header: 'Unit Rate', align: 'right', render: (s) => dollars(s.unitRate) },
    ...(manages
      ? [
          {
            key: 'actions',
            header: '',
            actions: true,
            render: (s: ServiceOut) => (
              <Tooltip title="Edit service">
                <IconButton aria-label={`Edit ${s.name}`} onClick={() => setDialog({ mode: 'edit', service: s })}>
                  <EditOutlined />
                </IconButton>
              </Tooltip>
            ),
          },
        ]
      : []),
  ];

  return (
    <>
      <PageHeader
        title="Services"
        subtitle="The catalogue client authorizations are made from: codes, unit rates and unit lengths."
        actions={
          manages && (
            <>
              <Button
                variant="outlined"
                startIcon={<UploadFileOutlined />}
                href="/admin/import-services"
                target="_blank"
                rel="noopener"
              >
                Import Services
              </Button>
              <CreateNewButton onClick={() => setDialog({ mode: 'create' })} />
            </>
          )
        }
      />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 2.5 } }}>
        <ListToolbar list={list} sorts={SERVICE_SORTS} searchLabel="Search services" />
        <ResponsiveList
          rows={services.data?.data}
          columns={columns}
          getRowKey={(s) => s.serviceId}
          label="Services"
          emptyText={NO_SERVICES}
          fetching={services.isFetching}
          error={services.error}
        />
        <ListPagination
          list={list}
          recordCount={services.data?.recordCount ?? 0}
          rowsPerPageLabel="Services per page"
        />
      </Paper>
      {manages && <ServiceDialog state={dialog} onClose={() => setDialog(null)} />}
    </>
  );
}
