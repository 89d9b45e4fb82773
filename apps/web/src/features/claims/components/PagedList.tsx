import Box from '@mui/material/Box';
import { PAGE_SIZES } from '@hearth/shared';
import { Pager, ResponsiveList, usePaging, type ResponsiveListProps } from '../../../components/list';

/**
 * A list the preview holds whole (claims, held-back entries), shown a page at a time on this side.
 * Figures line up in their columns.
 */
export function PagedList<T>(props: ResponsiveListProps<T> & { rows: readonly T[] }) {
  const { page, pageSize, setPage, setPageSize } = usePaging(25);
  const lastPage = Math.max(0, Math.ceil(props.rows.length / pageSize) - 1);
  const shown = Math.min(page, lastPage);
  return (
    <Box
      sx={{
        '& .MuiTableCell-root': { px: 1, verticalAlign: 'top' },
        '& .MuiTableCell-body': { fontVariantNumeric: 'tabular-nums' },
      }}
    >
      <ResponsiveList {...props} rows={props.rows.slice(shown * pageSize, (shown + 1) * pageSize)} />
      <Pager
        recordCount={props.rows.length}
        page={shown}
        pageSize={pageSize}
        pageSizes={PAGE_SIZES}
        onPage={setPage}
        onPageSize={setPageSize}
      />
    </Box>
  );
}
