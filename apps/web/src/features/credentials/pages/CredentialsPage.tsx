import { Link as RouterLink, useSearchParams } from 'react-router';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { CredentialListItemOut } from '@hearth/shared';
import { CredentialStateChip } from '../../../components/CredentialStateChip';
import { PageHeader, Pager, ResponsiveList, type ListColumn } from '../../../components/list';
import { dayText } from '../../../lib/format';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { LIST_PAGE, useCredentialList } from '../api';
import { daysLeftText, filterOf, LIST_FILTERS } from '../list-filter';

const columns: ListColumn<CredentialListItemOut>[] = [
  {
    key: 'staff',
    header: 'Staff',
    primary: true,
    render: (r) => (
      <Link component={RouterLink} to={`/admin/view-staff?id=${r.staff.id}`}>
        {r.staff.name}
      </Link>
    ),
  },
  { key: 'type', header: 'Credential', render: (r) => r.credentialType.name },
  { key: 'state', header: 'State', render: (r) => <CredentialStateChip state={r.state} /> },
  { key: 'expires', header: 'Expires', nowrap: true, render: (r) => dayText(r.expiresOn) },
  { key: 'days', header: 'When', render: (r) => daysLeftText(r.daysLeft) },
  {
    key: 'enforced',
    header: 'Enforced',
    render: (r) => (r.credentialType.enforced ? 'Yes' : 'No'),
  },
];

/** /admin/credentials: credentials across staff by state (expired, expiring, missing), the filter in the address. */
export function CredentialsPage() {
  useDocumentTitle('Credentials');
  const [params, setParams] = useSearchParams();
  const filter = filterOf(params.get('show'));
  const page = Math.max(0, Number(params.get('page')) || 0);
  const list = useCredentialList({ ...filter.params, offset: page * LIST_PAGE });
  const go = (show: string, nextPage = 0) =>
    setParams(nextPage > 0 ? { show, page: String(nextPage) } : { show }, { replace: true });

  return (
    <>
      <PageHeader
        title="Credentials"
        subtitle="Staff credentials that have expired, expire soon or are missing."
        actions={
          <Button component={RouterLink} to="/admin/credential-types" variant="outlined">
            CREDENTIAL TYPES
          </Button>
        }
      />
      <Paper variant="outlined">
        <Tabs
          value={filter.value}
          onChange={(_e, value: string) => go(value)}
          variant="scrollable"
          allowScrollButtonsMobile
          aria-label="Show credentials"
        >
          {LIST_FILTERS.map((f) => (
            <Tab key={f.value} value={f.value} label={f.label} />
          ))}
        </Tabs>
        <ResponsiveList
          rows={list.data?.data}
          columns={columns}
          getRowKey={(r) => `${r.staff.id}-${r.credentialType.id}-${r.credentialId ?? 'missing'}`}
          label="Credentials"
          emptyText="No credentials in this state"
          fetching={list.isFetching}
          error={list.error}
        />
        <Pager
          recordCount={list.data?.recordCount ?? 0}
          page={page}
          pageSize={LIST_PAGE}
          pageSizes={[LIST_PAGE]}
          onPage={(next) => go(filter.value, next)}
          onPageSize={() => go(filter.value)}
        />
      </Paper>
    </>
  );
}
