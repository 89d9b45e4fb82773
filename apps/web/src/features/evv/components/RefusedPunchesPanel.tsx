import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES, type RefusedVisitActionOut, type VisitActionKind } from '@hearth/shared';
import { Pager, ResponsiveList, useIsPhone, type ListColumn } from '../../../components/list';
import { useRefusedVisitActions } from '../api';
import { entryPath } from '../format';
import { dateTimeText, orDash } from '../../../lib/format';

export const RefusedText = {
  title: 'Refused offline punches',
  intro:
    'Visit actions recorded on a phone with no signal that the server refused when the phone sent them. ' +
    'Nothing was saved for them: enter the visit as a timesheet where it took place. Times in the agency’s zone.',
  empty: 'No refused offline punches',
  /** The table's (or the cards') name, apart from the section's heading. */
  list: 'Refused punches',
} as const;

/** What the staff member did on the phone. */
export const ACTION_LABELS: Record<VisitActionKind, string> = {
  start: 'Clock-in',
  update: 'Notes edit',
  complete: 'Clock-out',
  abandon: 'Abandon',
};

function columns(phone: boolean): ListColumn<RefusedVisitActionOut>[] {
  const size = phone ? 'medium' : 'small';
  return [
    { key: 'staff', header: 'Staff', width: '12%', primary: true, render: (r) => r.userName },
    { key: 'client', header: 'Client', width: '12%', render: (r) => orDash(r.clientName) },
    { key: 'service', header: 'Service', width: 62, render: (r) => orDash(r.serviceCode) },
    { key: 'kind', header: 'Action', width: 80, render: (r) => ACTION_LABELS[r.kind] },
    { key: 'phone', header: 'Phone time', width: 100, render: (r) => orDash(dateTimeText(r.deviceTime)) },
    { key: 'received', header: 'Received', width: 100, render: (r) => orDash(dateTimeText(r.receivedAt)) },
    { key: 'reason', header: 'Reason', render: (r) => r.message },
    {
      key: 'actions',
      header: '',
      actions: true,
      width: 44,
      render: (r) =>
        r.workEntryId !== null && (
          <Tooltip title="Open the work entry">
            <IconButton
              component={RouterLink}
              to={entryPath(r.workEntryId)}
              aria-label={`Open the work entry of the refused ${ACTION_LABELS[r.kind].toLowerCase()} by ${r.userName}`}
              size={size}
            >
              <VisibilityOutlined fontSize={size} />
            </IconButton>
          </Tooltip>
        ),
    },
  ];
}

/**
 * The EVV page's list of offline punches refused at sync (an authorization ended, a visit already
 * open, a time out of bounds...): nobody was on the phone's screen when the server said no, so an
 * admin sees them here and enters those visits by hand.
 */
export function RefusedPunchesPanel() {
  const [page, setPage] = useState({ page: 0, pageSize: DEFAULT_PAGE_SIZE });
  const query = useRefusedVisitActions(page);
  const phone = useIsPhone();
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="refused-punches-title"
      sx={{ p: { xs: 1.5, sm: 2.5 }, mt: 3 }}
    >
      <Typography id="refused-punches-title" variant="h3" component="h2">
        {RefusedText.title}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5, mb: 1.5 }}>
        {RefusedText.intro}
      </Typography>
      <Box
        sx={{
          '& table': { tableLayout: 'fixed', minWidth: 880 },
          '& .MuiTableCell-root': { px: 0.75, verticalAlign: 'top' },
          '& .MuiTableCell-root:first-of-type': { pl: 1.5 },
          '& .MuiTableCell-head': { verticalAlign: 'bottom', fontSize: '0.8125rem', whiteSpace: 'normal' },
        }}
      >
        <ResponsiveList
          rows={query.data?.data}
          columns={columns(phone)}
          getRowKey={(r) => r.id}
          label={RefusedText.list}
          emptyText={RefusedText.empty}
          fetching={query.isFetching}
          error={query.error}
          skeletonRows={2}
        />
      </Box>
      <Pager
        recordCount={query.data?.recordCount ?? 0}
        page={page.page}
        pageSize={page.pageSize}
        pageSizes={PAGE_SIZES}
        onPage={(next) => setPage({ ...page, page: next })}
        onPageSize={(pageSize) => setPage({ page: 0, pageSize: pageSize || DEFAULT_PAGE_SIZE })}
      />
    </Paper>
  );
}
