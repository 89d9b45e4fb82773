import { agencyTimeZone } from '../../../lib/agency-zone';
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import TablePagination from '@mui/material/TablePagination';
import Typography from '@mui/material/Typography';
import { defaultReportRange, REPORT_PAGE_SIZES, ReportMsg, toUsDate } from '@hearth/shared';
import { PageHeader, useIsPhone } from '../../../components/list';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { reportErrorText, useStaffPay } from '../api';
import { DateBox } from '../../../components/form/DateBox';
import { StaffPayCards, StaffPayTable } from '../components/StaffPayList';
import { DEFAULT_REPORT_PAGE_SIZE, FromRequired, reportToday, ToRequired } from '../report-filters';
import { countText, dollars } from '../../../lib/format';

type Range = { from: string; to: string };

function rangeProblems({ from, to }: Range): { from?: string; to?: string } {
  if (!from) return { from: FromRequired };
  if (!to) return { to: ToRequired };
  return to < from ? { to: ReportMsg.toBeforeFrom } : {};
}

/** The last 7 days, as the report's default range. */
function initialRange(): Range {
  const r = defaultReportRange('staff_pay', reportToday());
  return { from: r.fromDate, to: r.toDate };
}

/** What the range pays in all, and a note when more visits matched than were loaded. */
function TotalToPay({ data }: { data: ReturnType<typeof useStaffPay>['data'] }) {
  const more = data && data.recordCount > data.data.length;
  return (
    <>
      <Typography variant="h2" component="p" sx={{ fontSize: '1.125rem', mb: 1.5 }} role="status">
        {ReportMsg.totalToPay}:{' '}
        <Box component="span" sx={{ fontVariantNumeric: 'tabular-nums' }}>
          {data ? dollars(data.stats.totalNet) : '…'}
        </Box>
      </Typography>
      {more && (
        <Alert severity="info" sx={{ mb: 1.5 }}>
          Showing the first {countText(data.data.length)} of {countText(data.recordCount)} visits. Choose a shorter
          range to see the rest.
        </Alert>
      )}
    </>
  );
}

/**
 * /staff/reports (spec 02 "Staff Pay Summary"): the signed-in staff member's visits in a range (the
 * last 7 days at first) with what they will be paid. Up to 1000 visits are loaded and paged here.
 */
export function StaffPaySummaryPage() {
  useDocumentTitle('Staff Pay Summary');
  const phone = useIsPhone();
  const [range, setRange] = useState<Range>(initialRange);
  // The range asked for: the boxes' whenever they are sound.
  const [applied, setApplied] = useState(range);
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(DEFAULT_REPORT_PAGE_SIZE);
  const problems = rangeProblems(range);
  const query = useStaffPay(toUsDate(applied.from), toUsDate(applied.to));

  const change = (patch: Partial<Range>) => {
    const next = { ...range, ...patch };
    setRange(next);
    if (Object.keys(rangeProblems(next)).length === 0) {
      setApplied(next);
      setPage(0);
    }
  };

  const rows = query.data?.data;
  const shown = rows?.slice(page * pageSize, (page + 1) * pageSize);

  return (
    <>
      <PageHeader title="Staff Pay Summary" />
      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2.5 } }}>
        <Box
          role="group"
          aria-label="Pay period"
          sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr 1fr', sm: '200px 200px' }, mb: 2 }}
        >
          <DateBox label="From" value={range.from} error={problems.from} onChange={(from) => change({ from })} />
          <DateBox label="To" value={range.to} error={problems.to} onChange={(to) => change({ to })} />
        </Box>
        <TotalToPay data={query.data} />
        <Box sx={{ height: 4 }}>{query.isFetching && rows && <LinearProgress aria-label="Loading staff pay" />}</Box>
        {query.error && !query.isFetching ? (
          <Alert severity="error">{reportErrorText(query.error)}</Alert>
        ) : !shown ? (
          <Skeleton variant="rounded" height={160} aria-label="Loading staff pay" />
        ) : shown.length === 0 ? (
          <Typography role="status" sx={{ py: 6, textAlign: 'center', color: 'text.secondary' }}>
            {ReportMsg.noRows}
          </Typography>
        ) : phone ? (
          <StaffPayCards rows={shown} timeZone={agencyTimeZone()} />
        ) : (
          <StaffPayTable rows={shown} timeZone={agencyTimeZone()} />
        )}
        {rows && rows.length > 0 && (
          <TablePagination
            component="div"
            count={rows.length}
            page={Math.min(page, Math.max(0, Math.ceil(rows.length / pageSize) - 1))}
            rowsPerPage={pageSize}
            rowsPerPageOptions={[...REPORT_PAGE_SIZES]}
            onPageChange={(_event, next) => setPage(next)}
            onRowsPerPageChange={(event) => {
              setPageSize(Number(event.target.value));
              setPage(0);
            }}
            labelRowsPerPage="Rows per page"
            sx={{
              borderTop: 1,
              borderColor: 'divider',
              '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', justifyContent: 'flex-end' },
            }}
          />
        )}
      </Paper>
    </>
  );
}
