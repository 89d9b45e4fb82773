import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import Refresh from '@mui/icons-material/Refresh';
import { ReportMsg, SERVICE_SUMMARY_CLIENTS_PER_PAGE } from '@hearth/shared';
import { PageHeader, SearchBox } from '../../../components/list';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { reportErrorText, useServiceSummary } from '../api';
import { ClientServicesBlock } from '../components/ClientServicesBlock';

const PER_PAGE = SERVICE_SUMMARY_CLIENTS_PER_PAGE;

/** The client search and the refresh button. */
function SummaryToolbar(p: {
  search: string;
  onSearch: (search: string) => void;
  fetching: boolean;
  onRefresh: () => void;
}) {
  const { search, onSearch, fetching, onRefresh } = p;
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', mb: 1.5 }}>
      <Box sx={{ flex: { xs: 1, sm: '0 1 360px' } }}>
        <SearchBox
          value={search}
          label="Search clients"
          placeholder="Search by client name"
          fullWidth
          onSearch={onSearch}
        />
      </Box>
      <Tooltip title="Refresh" describeChild>
        <span>
          <IconButton aria-label="Refresh" onClick={onRefresh} disabled={fetching}>
            {fetching ? <CircularProgress size={20} aria-label="Refreshing" /> : <Refresh />}
          </IconButton>
        </span>
      </Tooltip>
    </Box>
  );
}

/**
 * /service/reports (spec 02 "Service Summary"): the staff member's clients with their
 * authorizations, 3 clients a page, searchable by client name (on the loaded rows, up to 1000).
 */
export function ServiceSummaryPage() {
  useDocumentTitle('Service Summary');
  const query = useServiceSummary();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);

  const term = search.trim().toLowerCase();
  const clients = query.data?.data.filter((c) => c.clientName.toLowerCase().includes(term));
  const pages = Math.max(1, Math.ceil((clients?.length ?? 0) / PER_PAGE));
  const current = Math.min(page, pages);
  const shown = clients?.slice((current - 1) * PER_PAGE, current * PER_PAGE);
  const first = (current - 1) * PER_PAGE + 1;

  return (
    <>
      <PageHeader title="Service Summary" />
      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2.5 } }}>
        <SummaryToolbar
          search={search}
          onSearch={(next) => {
            setSearch(next);
            setPage(1);
          }}
          fetching={query.isFetching}
          onRefresh={() => void query.refetch()}
        />
        <Box sx={{ height: 4, mb: 1 }}>
          {query.isFetching && query.data && <LinearProgress aria-label="Loading service summary" />}
        </Box>
        {query.error && !query.isFetching ? (
          <Alert severity="error">{reportErrorText(query.error)}</Alert>
        ) : !shown ? (
          <Stack spacing={2} aria-busy="true" aria-label="Loading service summary">
            {Array.from({ length: PER_PAGE }, (_, i) => (
              <Skeleton key={i} variant="rounded" height={120} />
            ))}
          </Stack>
        ) : shown.length === 0 ? (
          <Typography role="status" sx={{ py: 6, textAlign: 'center', color: 'text.secondary' }}>
            {ReportMsg.noRows}
          </Typography>
        ) : (
          <Stack spacing={3}>
            {shown.map((client) => (
              <ClientServicesBlock key={client.clientId} client={client} />
            ))}
          </Stack>
        )}
        {clients && clients.length > 0 && (
          <Box
            sx={{
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'space-between',
              flexWrap: 'wrap',
              gap: 1,
              mt: 2,
              pt: 1.5,
              borderTop: 1,
              borderColor: 'divider',
            }}
          >
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              Clients {first}–{first + shown!.length - 1} of {clients.length}
            </Typography>
            <Pagination
              count={pages}
              page={current}
              onChange={(_event, next) => setPage(next)}
              color="primary"
              aria-label="Service summary pages"
            />
          </Box>
        )}
      </Paper>
    </>
  );
}
