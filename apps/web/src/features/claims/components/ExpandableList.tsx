import { useId, useState, type Key, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { PAGE_SIZES } from '@hearth/shared';
import { Pager, useIsPhone, usePaging, type ListColumn } from '../../../components/list';
import { visuallyHidden } from '../../../components/visually-hidden';

export type ExpandableListProps<T> = {
  rows: readonly T[];
  columns: readonly ListColumn<T>[];
  getRowKey: (row: T) => Key;
  /** Accessible name of the table or card list. */
  label: string;
  emptyText: string;
  /** What the toggle opens, said with the row: (open) => 'Show the lines of claim 12-1'. */
  toggleLabel: (row: T, open: boolean) => string;
  /** The short word on a phone card's toggle: 'lines'. */
  toggleWord: string;
  /** What an opened row shows under it. */
  renderDetail: (row: T) => ReactNode;
};

function useOpenRows() {
  const [open, setOpen] = useState<ReadonlySet<Key>>(new Set());
  const toggle = (key: Key) =>
    setOpen((was) => {
      const next = new Set(was);
      if (!next.delete(key)) next.add(key);
      return next;
    });
  return { open, toggle };
}

type BodyProps<T> = Omit<ExpandableListProps<T>, 'emptyText'> & {
  open: ReadonlySet<Key>;
  toggle: (key: Key) => void;
  idBase: string;
};

function ExpandableTable<T>({ rows, columns, getRowKey, label, toggleLabel, renderDetail, ...rest }: BodyProps<T>) {
  const { open, toggle, idBase } = rest;
  return (
    <TableContainer tabIndex={0} role="region" aria-label={label}>
      <Table aria-label={label}>
        <TableHead>
          <TableRow>
            <TableCell sx={{ width: 48 }}>
              <Box component="span" sx={visuallyHidden}>
                Details
              </Box>
            </TableCell>
            {columns.map((c) => (
              <TableCell key={c.key} align={c.align} sx={{ width: c.width, fontWeight: 650, color: 'text.secondary' }}>
                {c.header}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => {
            const key = getRowKey(row);
            const isOpen = open.has(key);
            const detailId = `${idBase}-${key}`;
            return [
              <TableRow key={key} hover sx={isOpen ? { '& > td': { borderBottom: 0 } } : undefined}>
                <TableCell sx={{ py: 0.5 }}>
                  <IconButton
                    size="small"
                    onClick={() => toggle(key)}
                    aria-expanded={isOpen}
                    aria-controls={isOpen ? detailId : undefined}
                    aria-label={toggleLabel(row, isOpen)}
                  >
                    {isOpen ? <ExpandLess /> : <ExpandMore />}
                  </IconButton>
                </TableCell>
                {columns.map((c) => (
                  <TableCell key={c.key} align={c.align} sx={{ whiteSpace: c.nowrap ? 'nowrap' : undefined }}>
                    {c.render(row)}
                  </TableCell>
                ))}
              </TableRow>,
              isOpen && (
                <TableRow key={`${key}-detail`}>
                  <TableCell colSpan={columns.length + 1} sx={{ bgcolor: 'action.hover', pt: 1.5, pb: 2 }}>
                    {/* No width of its own (its lines' table would widen the claims' one): the row's, and it
                        scrolls inside when narrower. */}
                    <Box id={detailId} sx={{ width: 0, minWidth: '100%' }}>
                      {renderDetail(row)}
                    </Box>
                  </TableCell>
                </TableRow>
              ),
            ];
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function ExpandableCards<T>({ rows, columns, getRowKey, label, toggleLabel, renderDetail, ...rest }: BodyProps<T>) {
  const { open, toggle, idBase, toggleWord } = rest;
  const [primary, ...others] = columns.filter((c) => !c.hideOnCard);
  return (
    <Stack component="ul" spacing={1.5} aria-label={label} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {rows.map((row) => {
        const key = getRowKey(row);
        const isOpen = open.has(key);
        const detailId = `${idBase}-${key}`;
        return (
          <Card key={key} component="li" variant="outlined">
            <CardContent sx={{ '&:last-child': { pb: 1.5 } }}>
              <Typography component="p" variant="subtitle1" sx={{ fontWeight: 650, overflowWrap: 'anywhere' }}>
                {primary?.render(row)}
              </Typography>
              {others.map((c) => (
                <Typography
                  key={c.key}
                  component="div"
                  variant="body2"
                  sx={{ mt: 0.25, overflowWrap: 'anywhere', fontVariantNumeric: 'tabular-nums' }}
                >
                  <Box component="span" sx={{ fontWeight: 600, color: 'text.secondary' }}>
                    {c.header}:
                  </Box>{' '}
                  {c.render(row)}
                </Typography>
              ))}
              <Button
                size="small"
                onClick={() => toggle(key)}
                aria-expanded={isOpen}
                aria-controls={isOpen ? detailId : undefined}
                aria-label={toggleLabel(row, isOpen)}
                startIcon={isOpen ? <ExpandLess /> : <ExpandMore />}
                sx={{ mt: 1, ml: -0.75 }}
              >
                {isOpen ? `Hide ${toggleWord}` : `Show ${toggleWord}`}
              </Button>
              {isOpen && (
                <Box id={detailId} sx={{ mt: 1 }}>
                  {renderDetail(row)}
                </Box>
              )}
            </CardContent>
          </Card>
        );
      })}
    </Stack>
  );
}

/**
 * A list whose rows open to show more (a claim's lines): a table from 600 px up, cards on a phone,
 * a page at a time on this side (the whole list came in one answer).
 */
export function ExpandableList<T>(props: ExpandableListProps<T>) {
  const phone = useIsPhone();
  const idBase = useId();
  const { open, toggle } = useOpenRows();
  const { page, pageSize, setPage, setPageSize } = usePaging(25);
  const lastPage = Math.max(0, Math.ceil(props.rows.length / pageSize) - 1);
  const shown = Math.min(page, lastPage);
  const rows = props.rows.slice(shown * pageSize, (shown + 1) * pageSize);
  if (props.rows.length === 0) {
    return (
      <Typography sx={{ py: 4, textAlign: 'center', color: 'text.secondary' }} role="status">
        {props.emptyText}
      </Typography>
    );
  }
  const body = { ...props, rows, open, toggle, idBase };
  return (
    <Box
      sx={{
        '& .MuiTableCell-root': { px: 1, verticalAlign: 'top' },
        '& .MuiTableCell-body': { fontVariantNumeric: 'tabular-nums' },
      }}
    >
      {phone ? <ExpandableCards {...body} /> : <ExpandableTable {...body} />}
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
