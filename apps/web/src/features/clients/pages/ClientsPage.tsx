import { Link as RouterLink } from 'react-router';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import { ClientMsg, formatPhone, type ClientListItem } from '@hearth/shared';
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
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useClientList } from '../api';
import { clientDetailsPath } from '../components/ClientForm';

const SORTS: readonly SortOption[] = ['recent', 'all', 'name_asc', 'name_desc', 'city_asc', 'city_desc'];

const columns: ListColumn<ClientListItem>[] = [
  {
    key: 'name',
    header: 'Client Name',
    primary: true,
    render: (c) => (
      <NameWithStatus status={c.status}>
        <Link component={RouterLink} to={clientDetailsPath(c.clientId)} underline="hover" sx={{ fontWeight: 600 }}>
          {c.name}
        </Link>
      </NameWithStatus>
    ),
  },
  { key: 'city', header: 'Billing City', render: (c) => c.billingCity },
  { key: 'phone', header: 'Phone', render: (c) => formatPhone(c.phone), width: 180, nowrap: true },
  {
    key: 'view',
    header: '',
    actions: true,
    width: 72,
    render: (c) => (
      <Tooltip title="View client">
        <IconButton component={RouterLink} to={clientDetailsPath(c.clientId)} aria-label={`View ${c.name}`}>
          <VisibilityOutlined />
        </IconButton>
      </Tooltip>
    ),
  },
];

/** /admin/clients: search, status, sort, pages of clients; cards on phones. */
export function ClientsPage() {
  useDocumentTitle('Clients');
  const list = usePersistentListState('clients');
  const query = useClientList(list.state);
  return (
    <>
      <PageHeader title="Clients" actions={<CreateNewButton to="/admin/create-client" />} />
      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 }, pb: 0 }}>
        <ListToolbar list={list} sorts={SORTS} searchLabel="Search clients" />
        <ResponsiveList
          rows={query.data?.data}
          columns={columns}
          getRowKey={(c) => c.clientId}
          label="Clients"
          emptyText={ClientMsg.empty}
          fetching={query.isFetching}
          error={query.error}
        />
        <ListPagination list={list} recordCount={query.data?.recordCount ?? 0} rowsPerPageLabel="Clients per page" />
      </Paper>
    </>
  );
}
