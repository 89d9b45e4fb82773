import { useState } from 'react';
import TablePagination from '@mui/material/TablePagination';
import { PAGE_SIZES } from '@hearth/shared';
import type { ListStateApi } from './list-state';

export type PagerProps = {
  /** Total number of records; nothing is shown when it is 0. */
  recordCount: number;
  /** 0-based. */
  page: number;
  pageSize: number;
  pageSizes: readonly number[];
  onPage: (page: number) => void;
  onPageSize: (pageSize: number) => void;
  /** Label of the page-size selector. Default 'Rows per page'. */
  rowsPerPageLabel?: string;
};

/** A page kept on this side (0-based) and a page size; choosing another size goes back to the first page. */
export function usePaging(initialSize: number) {
  const [page, setPage] = useState(0);
  const [pageSize, setSize] = useState(initialSize);
  const setPageSize = (size: number) => {
    setSize(size);
    setPage(0);
  };
  return { page, pageSize, setPage, setPageSize };
}

/** Pager under a table: first/last buttons, "1–10 of 57", never a page past the end. Hidden when empty. */
export function Pager({
  recordCount,
  page,
  pageSize,
  pageSizes,
  onPage,
  onPageSize,
  rowsPerPageLabel = 'Rows per page',
}: PagerProps) {
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
      rowsPerPageOptions={[...pageSizes]}
      onPageChange={(_event, next) => onPage(next)}
      onRowsPerPageChange={(event) => onPageSize(Number(event.target.value))}
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

export type ListPaginationProps = {
  /** From usePersistentListState: page (0-based) and pageSize are read from and written to it. */
  list: ListStateApi;
  /** Total number of records (the list envelope's recordCount). */
  recordCount: number;
  /** Label of the page-size selector. Default 'Rows per page'. */
  rowsPerPageLabel?: string;
};

/** The pager of a persisted list: page sizes 10/25/50/100/200, first page 0. */
export function ListPagination({ list, recordCount, rowsPerPageLabel }: ListPaginationProps) {
  return (
    <Pager
      recordCount={recordCount}
      page={list.state.page}
      pageSize={list.state.pageSize}
      pageSizes={PAGE_SIZES}
      onPage={list.setPage}
      onPageSize={list.setPageSize}
      rowsPerPageLabel={rowsPerPageLabel}
    />
  );
}
