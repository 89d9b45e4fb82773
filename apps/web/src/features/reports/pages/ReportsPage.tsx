import { agencyTimeZone } from '../../../lib/agency-zone';
import { useMemo, useState } from 'react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import PlayArrowOutlined from '@mui/icons-material/PlayArrowOutlined';
import type { MonthlyUsageRow, ReportType } from '@hearth/shared';
import { PageHeader } from '../../../components/list';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useReport } from '../api';
import { DownloadButton } from '../components/DownloadButton';
import { MonthlyChartPanel } from '../components/MonthlyChartPanel';
import { ReportFilterBar } from '../components/ReportFilterBar';
import { ReportViewer } from '../components/ReportViewer';
import {
  dateProblems,
  DEFAULT_REPORT_PAGE_SIZE,
  hasProblems,
  initialReportForm,
  reportFilterParams,
  reportToday,
  typeDefaults,
  type ReportForm,
} from '../report-filters';

/**
 * /admin/reports (spec 02 "Reports page"): pick a report, set its filters, read it page by page and
 * download it as xlsx. Any filter change regenerates from the first page; changing the type resets
 * the range to that type's default. Dates with a problem are shown and not requested: the viewer
 * keeps the last report that was asked for.
 */
export function ReportsPage() {
  useDocumentTitle('Reports');
  const [today] = useState(reportToday);
  const [form, setForm] = useState<ReportForm>(() => initialReportForm(today));
  // The filters of the report on screen: the form's whenever its dates are sound.
  const [applied, setApplied] = useState<ReportForm>(form);
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(DEFAULT_REPORT_PAGE_SIZE);

  const problems = dateProblems(form, today);
  const sound = !hasProblems(problems);
  const params = useMemo(() => reportFilterParams(applied), [applied]);
  const query = useReport(applied.type, params, page * pageSize, pageSize);

  const change = (next: ReportForm) => {
    setForm(next);
    if (!hasProblems(dateProblems(next, today))) {
      setApplied(next);
      setPage(0);
    }
  };

  // Sound dates are applied as they change, so Generate Report only starts over: the first page, asked again.
  const generate = () => {
    if (page === 0) void query.refetch();
    else setPage(0);
  };

  const report = query.data;
  const monthly = report?.type === 'monthly_client_service_summary' ? report : undefined;

  return (
    <>
      <PageHeader title="Reports" />
      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2.5 } }}>
        <ReportFilterBar
          form={form}
          problems={problems}
          today={today}
          onTypeChange={(type: ReportType) => change({ ...form, type, ...typeDefaults(type, today) })}
          onChange={(patch) => change({ ...form, ...patch })}
          actions={
            <>
              <Button variant="contained" onClick={generate} disabled={!sound} startIcon={<PlayArrowOutlined />}>
                Generate Report
              </Button>
              <DownloadButton type={applied.type} filters={params} disabled={!sound} />
            </>
          }
        />
        <ReportViewer
          report={report}
          type={applied.type}
          fetching={query.isFetching}
          error={query.error}
          page={page}
          pageSize={pageSize}
          onPage={setPage}
          onPageSize={(size) => {
            setPageSize(size);
            setPage(0);
          }}
          timeZone={agencyTimeZone()}
        />
        {monthly && (
          <MonthlyChartPanel rows={monthly.data as MonthlyUsageRow[]} months={monthly.months ?? []} today={today} />
        )}
      </Paper>
    </>
  );
}
