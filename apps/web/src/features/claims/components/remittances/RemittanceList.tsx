import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { PAGE_SIZES, type RemittanceOut } from '@hearth/shared';
import { Pager, ResponsiveList, usePaging, type ListColumn } from '../../../../components/list';
import { agencyTimeZone } from '../../../../lib/agency-zone';
import { countText, reportDateTime } from '../../../../lib/format';
import { useRemittances } from '../../api';
import { centsText, remittancePath } from '../../figures';
import { Section } from '../Section';

/** Each distinct value once, in the file's order. */
const distinct = (values: readonly string[]) => [...new Set(values)].join(', ');

/** Spans only: a phone card puts each value inside a <p>. */
function columnsFor(timeZone: string): ListColumn<RemittanceOut>[] {
  return [
    {
      key: 'remittance',
      header: 'Remittance',
      primary: true,
      render: (r) => (
        <>
          <Link component={RouterLink} to={remittancePath(r.id)} sx={{ fontWeight: 650, whiteSpace: 'nowrap' }}>
            Remittance {r.id}
          </Link>
          <Box
            component="span"
            sx={{ display: 'block', color: 'text.secondary', fontWeight: 400, overflowWrap: 'anywhere' }}
          >
            {r.fileName}
          </Box>
        </>
      ),
    },
    {
      key: 'posted',
      header: 'Posted',
      render: (r) => (
        <>
          <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
            {reportDateTime(r.uploadedAt, timeZone)}
          </Box>{' '}
          <Box component="span" sx={{ color: 'text.secondary' }}>
            by {r.uploadedBy.name}
          </Box>
        </>
      ),
    },
    { key: 'payer', header: 'Payer', render: (r) => distinct(r.payments.map((p) => p.payerName)) },
    {
      key: 'trace',
      header: 'Trace number',
      render: (r) => (
        <Box component="span" sx={{ overflowWrap: 'anywhere' }}>
          {distinct(r.payments.map((p) => p.traceNumber))}
        </Box>
      ),
    },
    { key: 'method', header: 'Method', render: (r) => distinct(r.payments.map((p) => p.methodLabel)) },
    { key: 'amount', header: 'Amount', align: 'right', nowrap: true, render: (r) => centsText(r.paymentCents) },
    { key: 'claims', header: 'Claims', align: 'right', render: (r) => countText(r.claimCount) },
    {
      key: 'unmatched',
      header: 'Not matched',
      align: 'right',
      render: (r) => (
        <Box component="span" sx={r.unmatchedCount > 0 ? { color: 'warning.dark', fontWeight: 650 } : undefined}>
          {countText(r.unmatchedCount)}
        </Box>
      ),
    },
  ];
}

/** The remittances posted, newest first, a page at a time; each opens to its payments and claims. */
export function RemittanceList() {
  const { page, pageSize, setPage, setPageSize } = usePaging(25);
  const query = useRemittances(page * pageSize, pageSize);
  const columns = columnsFor(agencyTimeZone());
  return (
    <Section id="remittance-list" title="Posted remittances" help="Newest first.">
      <Box
        sx={{
          '& .MuiTableCell-root': { px: 1, verticalAlign: 'top' },
          '& .MuiTableCell-body': { fontVariantNumeric: 'tabular-nums' },
        }}
      >
        <ResponsiveList
          rows={query.data?.data}
          columns={columns}
          getRowKey={(r) => r.id}
          label="Posted remittances"
          emptyText="No remittance posted yet"
          fetching={query.isFetching}
          error={query.error}
        />
        <Pager
          recordCount={query.data?.recordCount ?? 0}
          page={page}
          pageSize={pageSize}
          pageSizes={PAGE_SIZES}
          onPage={setPage}
          onPageSize={setPageSize}
        />
      </Box>
    </Section>
  );
}
