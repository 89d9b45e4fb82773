import { Link as RouterLink } from 'react-router';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import EditOutlined from '@mui/icons-material/EditOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import type { z } from 'zod';
import { formatPhone, LIST_SORTS, scList, type ListSort, type scListItem } from '@hearth/shared';
import {
  CreateNewButton,
  ListPagination,
  ListToolbar,
  NameWithStatus,
  PageHeader,
  ResponsiveList,
  useListQuery,
  usePersistentListState,
  type ListColumn,
} from '../../../components/list';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { scKeys } from '../api';
import { ScText } from '../messages';

type ScRow = z.infer<typeof scListItem>;

const COLUMNS: ListColumn<ScRow>[] = [
  {
    key: 'name',
    header: 'Name',
    primary: true,
    render: (r) => <NameWithStatus status={r.status}>{r.name}</NameWithStatus>,
  },
  { key: 'city', header: 'City', render: (r) => r.billingCity },
  { key: 'company', header: 'Company Name', render: (r) => r.company },
  { key: 'mobile', header: 'Mobile', nowrap: true, render: (r) => formatPhone(r.mobile) },
  {
    key: 'actions',
    header: '',
    actions: true,
    render: (r) => (
      <>
        <Tooltip title="View">
          <IconButton component={RouterLink} to={`/admin/view-sc?id=${r.scId}`} aria-label={`View ${r.name}`}>
            <VisibilityOutlined />
          </IconButton>
        </Tooltip>
        <Tooltip title="Edit">
          <IconButton
            component={RouterLink}
            to={`/admin/edit-sc?id=${r.scId}&staffType=4`}
            aria-label={`Edit ${r.name}`}
          >
            <EditOutlined />
          </IconButton>
        </Tooltip>
      </>
    ),
  },
];

const SORTS: readonly ListSort[] = LIST_SORTS;

/** /admin/support-coordinator: the supports coordinators, with search, status, sort and paging. */
export function ScListPage() {
  useDocumentTitle('Supports Coordinator');
  const list = usePersistentListState('supports-coordinators');
  const query = useListQuery({ key: scKeys.all[0], path: '/sc', state: list.state, schema: scList });

  return (
    <>
      <PageHeader title="Supports Coordinator" actions={<CreateNewButton to="/admin/create-sc?staffType=4" />} />
      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2.5 } }}>
        <ListToolbar list={list} sorts={SORTS} />
        <ResponsiveList
          rows={query.data?.data}
          columns={COLUMNS}
          getRowKey={(r) => r.scId}
          label="Supports Coordinators"
          emptyText={ScText.empty}
          fetching={query.isFetching}
          error={query.error}
        />
        <ListPagination list={list} recordCount={query.data?.recordCount ?? 0} />
      </Paper>
    </>
  );
}
