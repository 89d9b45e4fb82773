import TablePagination from '@mui/material/TablePagination';
import { PAGE_SIZES } from '@hearth/shared';
import type { ListStateApi } from './list-state';

export type ListPaginationProps = {
  /** From usePersistentListState: page (0-based) and pageSize are read from and written to it. */
  list: ListStateApi;
  /** Total number of records (the list envelope's recordCount). */
  recordCount: number;
  /** Label of the page-size selector. Default 'Rows per page'. */
  rowsPerPageLabel?: string;
};

/** Pager under a list: page sizes 10/25/50/100/200, first page 0, "1–10 of 57". Hidden for an empty list. */
export function ListPagination({ list, recordCount, rowsPerPageLabel = 'Rows per page' }: ListPaginationProps) {
  const { page, pageSize } = list.state;
  // Nothing to page through (or the first load is still in flight): no "0–0 of 0".
  if (recordCount === 0) return null;
  // After a filter shrinks the result, never show a page past the end.
  const lastPage = Math.max(0, Math.ceil(recordCount / pageSize) - 1);
  return (
    <TablePagination
      component="div"
      count={recordCount}
      page={Math.min(page, lastPage)}
      rowsPerPage={pageSize}
      rowsPerPageOptions={[...PAGE_SIZES]}
      onPageChange={(_event, next) => list.setPage(next)}
      onRowsPerPageChange={(event) => list.setPageSize(Number(event.target.value))}
      labelRowsPerPage={rowsPerPageLabel}
      showFirstButton
      showLastButton
      sx={{
        borderTop: 1,
        borderColor: 'divider',
        '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', justifyContent: 'flex-end' },
      }}
    />
  );
}
