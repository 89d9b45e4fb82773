import type { Key, ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { errorMessage } from '../../lib/api-client';
import { useIsPhone } from './use-is-phone';

export type ListColumn<T> = {
  /** Unique within the list. */
  key: string;
  /** Column header (and the label on phone cards). Use '' for an icon-actions column. */
  header: string;
  render: (row: T) => ReactNode;
  align?: 'left' | 'right' | 'center';
  width?: number | string;
  /** Icon actions (view, edit, ...): right-aligned in the table, beside the card's title on phones. */
  actions?: boolean;
  /** The card's title on phones (default: the first non-action column). */
  primary?: boolean;
  /** Leave this column off the phone card. */
  hideOnCard?: boolean;
  /** Keep the value on one line in the table and on the card (phone numbers). */
  nowrap?: boolean;
};

export type ResponsiveListProps<T> = {
  /** The rows; undefined while the first load is in flight (a skeleton shows). */
  rows: readonly T[] | undefined;
  columns: readonly ListColumn<T>[];
  getRowKey: (row: T) => Key;
  /** Accessible name of the table / card list, e.g. 'Clients'. */
  label: string;
  /** Empty-state text from the spec, e.g. 'No Clients'. */
  emptyText: string;
  /** True while a newer page is loading over the shown rows: a thin progress bar shows. */
  fetching?: boolean;
  /** A failed load: its message shows instead of the rows. */
  error?: unknown;
  /** Custom phone card; by default a card lists the columns as label/value pairs. */
  renderCard?: (row: T) => ReactNode;
  /** Number of skeleton rows during the first load. Default 5. */
  skeletonRows?: number;
  /**
   * Many columns (the visits list): narrower cell padding and headers that may wrap, so every
   * column fits beside the sidebar at 1280 px instead of scrolling the last ones out of view.
   */
  compact?: boolean;
};

function DefaultCard<T>({ row, columns }: { row: T; columns: readonly ListColumn<T>[] }) {
  const shown = columns.filter((c) => !c.hideOnCard && !c.actions);
  const primary = shown.find((c) => c.primary) ?? shown[0];
  const actions = columns.filter((c) => c.actions);
  // The actions sit beside the title; the values below use the card's whole width, so a date and
  // time ('11/17/2026 02:00 PM') stay on one line at 375 px.
  return (
    <Card variant="outlined" component="li">
      <CardContent sx={{ '&:last-child': { pb: 2 } }}>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            {primary && (
              <Typography variant="subtitle1" component="p" sx={{ fontWeight: 650, overflowWrap: 'anywhere' }}>
                {primary.render(row)}
              </Typography>
            )}
          </Box>
          {actions.length > 0 && (
            <Box sx={{ display: 'flex', flexShrink: 0, mt: -0.75, mr: -1 }}>
              {actions.map((c) => (
                <Box key={c.key}>{c.render(row)}</Box>
              ))}
            </Box>
          )}
        </Box>
        {shown
          .filter((c) => c !== primary)
          .map((c) => (
            <Typography key={c.key} variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
              <Box component="span" sx={{ fontWeight: 600 }}>
                {c.header}:
              </Box>{' '}
              <Box component="span" sx={{ color: 'text.primary', whiteSpace: c.nowrap ? 'nowrap' : undefined }}>
                {c.render(row)}
              </Box>
            </Typography>
          ))}
      </CardContent>
    </Card>
  );
}

type BodyProps<T> = Pick<ResponsiveListProps<T>, 'rows' | 'columns' | 'getRowKey' | 'label'>;

/** Phones: a card per row (the caller's, or the columns as label–value lines), skeletons while loading. */
function ListCards<T>({
  rows,
  columns,
  getRowKey,
  label,
  renderCard,
  empty,
}: BodyProps<T> & Pick<ResponsiveListProps<T>, 'renderCard'> & { empty: ReactNode }) {
  if (rows === undefined) {
    return (
      <Stack spacing={1.5} aria-busy="true" aria-label={`Loading ${label}`}>
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} variant="rounded" height={88} />
        ))}
      </Stack>
    );
  }
  return (
    empty || (
      <Stack component="ul" spacing={1.5} aria-label={label} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {rows.map((row) =>
          renderCard ? (
            <Box component="li" key={getRowKey(row)}>
              {renderCard(row)}
            </Box>
          ) : (
            <DefaultCard key={getRowKey(row)} row={row} columns={columns} />
          ),
        )}
      </Stack>
    )
  );
}

/** From 600 px up: a table with hover rows, skeleton rows while loading. */
function ListTable<T>({
  rows,
  columns,
  getRowKey,
  label,
  loading,
  skeletonRows,
  compact,
}: BodyProps<T> & { loading: boolean; skeletonRows: number; compact: boolean }) {
  return (
    <TableContainer
      tabIndex={0}
      role="region"
      aria-label={label}
      sx={compact ? { '& .MuiTableCell-root': { px: 1.25 } } : undefined}
    >
      <Table aria-label={label} aria-busy={loading || undefined} size="medium">
        <TableHead>
          <TableRow>
            {columns.map((c) => (
              <TableCell
                key={c.key}
                align={c.actions ? 'right' : c.align}
                sx={{
                  width: c.width,
                  fontWeight: 650,
                  color: 'text.secondary',
                  whiteSpace: compact ? 'normal' : 'nowrap',
                }}
              >
                {c.header}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {loading &&
            Array.from({ length: skeletonRows }, (_, i) => (
              <TableRow key={i}>
                {columns.map((c) => (
                  <TableCell key={c.key}>
                    <Skeleton />
                  </TableCell>
                ))}
              </TableRow>
            ))}
          {rows?.map((row) => (
            <TableRow key={getRowKey(row)} hover>
              {columns.map((c) => (
                <TableCell
                  key={c.key}
                  align={c.actions ? 'right' : c.align}
                  sx={{ width: c.width, whiteSpace: c.nowrap ? 'nowrap' : undefined }}
                >
                  {c.actions ? <Box sx={{ display: 'inline-flex', gap: 0.5 }}>{c.render(row)}</Box> : c.render(row)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/**
 * A list page's body: an MUI table (hover rows) from 600 px up, cards on phones. Shows a skeleton
 * on the first load, a progress bar while a newer page loads, the error, or the empty-state text.
 */
export function ResponsiveList<T>({
  rows,
  columns,
  getRowKey,
  label,
  emptyText,
  fetching,
  error,
  renderCard,
  skeletonRows = 5,
  compact = false,
}: ResponsiveListProps<T>) {
  const phone = useIsPhone();
  const loading = rows === undefined && !error;

  const progress = (
    <Box sx={{ height: 4 }}>{fetching && !loading && <LinearProgress aria-label={`Loading ${label}`} />}</Box>
  );

  if (error && rows === undefined) {
    return (
      <Alert severity="error" sx={{ my: 2 }}>
        {errorMessage(error)}
      </Alert>
    );
  }

  const empty = rows !== undefined && rows.length === 0 && (
    <Typography sx={{ py: 6, textAlign: 'center', color: 'text.secondary' }} role="status">
      {emptyText}
    </Typography>
  );

  if (phone) {
    return (
      <Box>
        {progress}
        <ListCards
          rows={rows}
          columns={columns}
          getRowKey={getRowKey}
          label={label}
          renderCard={renderCard}
          empty={empty}
        />
      </Box>
    );
  }

  return (
    <Box>
      {progress}
      <ListTable
        rows={rows}
        columns={columns}
        getRowKey={getRowKey}
        label={label}
        loading={loading}
        skeletonRows={skeletonRows}
        compact={compact}
      />
      {empty}
    </Box>
  );
}
