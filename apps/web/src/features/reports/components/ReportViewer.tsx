import { useMemo } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  cellValue,
  flattenClientServiceSummary,
  REPORT_NAMES,
  REPORT_PAGE_SIZES,
  reportColumns,
  ReportMsg,
  type AllocationGroup,
  type ClientServiceSummaryRow,
  type ReportType,
} from '@hearth/shared';
import { Pager, ResponsiveList, useIsPhone, type ListColumn } from '../../../components/list';
import { reportErrorText, type LoadedReport } from '../api';
import { formatCell, isFigure, statsLine } from '../format';
import { useSidewaysScroll } from '../use-sideways-scroll';
import { SidewaysScrollControls, sidewaysShadows } from './SidewaysScrollControls';

type Line = { key: number; values: Record<string, unknown> };

type Props = {
  /** The report on screen (the previous page while the next one loads); undefined before the first. */
  report: LoadedReport | undefined;
  /** The type chosen in the filter bar (names the table while the first page loads). */
  type: ReportType;
  fetching: boolean;
  error: unknown;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  onPageSize: (pageSize: number) => void;
  timeZone: string;
};

/** A report's rows as table lines (a Client Service Summary line per service). */
function linesOf(report: LoadedReport): Line[] {
  const rows =
    report.type === 'client_service_summary'
      ? flattenClientServiceSummary(report.data as ClientServiceSummaryRow[])
      : (report.data as unknown as Record<string, unknown>[]);
  return rows.map((values, key) => ({ key, values }));
}

function columnsOf(
  type: ReportType,
  months: readonly string[],
  timeZone: string,
  phone: boolean,
  group?: AllocationGroup,
): ListColumn<Line>[] {
  return reportColumns(type, months, group)
    .filter((c) => c.preview !== false)
    .map((c) => {
      const figure = isFigure(c.kind);
      return {
        key: c.key,
        header: c.header,
        align: figure ? 'right' : undefined,
        nowrap: figure || c.kind === 'date' || (phone && c.kind === 'datetime'),
        render: (line: Line) => {
          const text = formatCell(c.kind, cellValue(line.values, c.key), timeZone);
          if (phone || !text) return text;
          if (c.kind === 'datetime') {
            // The date over the time in a narrow column, each kept whole.
            const [date, ...time] = text.split(' ');
            return (
              <>
                <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
                  {date}
                </Box>{' '}
                <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
                  {time.join(' ')}
                </Box>
              </>
            );
          }
          if (c.key !== 'notes') return text;
          // Long notes: three lines in the table, the whole text on hover and on phone cards.
          return (
            <Box
              component="span"
              title={text}
              sx={{
                display: '-webkit-box',
                WebkitLineClamp: 3,
                WebkitBoxOrient: 'vertical',
                overflow: 'hidden',
                minWidth: 160,
                maxWidth: 320,
              }}
            >
              {text}
            </Box>
          );
        },
      };
    });
}

/**
 * The report viewer: a stats line, the rows (a table from 600 px, label/value cards on phones) and
 * a pager whose page sizes are 10, 25, 50 and 100; the request's offset is page × size.
 */
export function ReportViewer({ report, type, fetching, error, page, pageSize, onPage, onPageSize, timeZone }: Props) {
  const phone = useIsPhone();
  const lines = useMemo(() => (report ? linesOf(report) : undefined), [report]);
  const shownType = report?.type ?? type;
  const months = report?.months;
  const group = report?.group;
  const columns = useMemo(
    () => columnsOf(shownType, months ?? [], timeZone, phone, group),
    [shownType, months, timeZone, phone, group],
  );
  const label = REPORT_NAMES[shownType];
  const sideways = useSidewaysScroll();

  if (error && !fetching) {
    return (
      <Alert severity="error" sx={{ my: 2 }}>
        {reportErrorText(error)}
      </Alert>
    );
  }
  const recordCount = report?.recordCount ?? 0;
  return (
    <Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 2, mb: 1, minHeight: 34 }}>
        <Typography
          variant="body2"
          role="status"
          sx={{ fontWeight: 600, minHeight: '1.5em', fontVariantNumeric: 'tabular-nums' }}
        >
          {report ? statsLine(report.type, report.stats, report.totals) : ''}
        </Typography>
        {!phone && <SidewaysScrollControls edges={sideways.edges} onScroll={sideways.scroll} />}
      </Box>
      <Box
        ref={sideways.ref}
        sx={(theme) => ({
          ...sidewaysShadows(theme, sideways.edges),
          '& .MuiTableCell-root': { px: 1, verticalAlign: 'top' },
          '& .MuiTableCell-head': {
            verticalAlign: 'bottom',
            fontSize: '0.8125rem',
            whiteSpace: 'normal',
            lineHeight: 1.3,
          },
          '& .MuiTableCell-body': { fontVariantNumeric: 'tabular-nums' },
        })}
      >
        <ResponsiveList
          rows={lines}
          columns={columns}
          getRowKey={(line) => line.key}
          label={label}
          emptyText={ReportMsg.noRows}
          fetching={fetching}
        />
      </Box>
      <Pager
        recordCount={recordCount}
        page={page}
        pageSize={pageSize}
        pageSizes={REPORT_PAGE_SIZES}
        onPage={onPage}
        onPageSize={onPageSize}
      />
    </Box>
  );
}
