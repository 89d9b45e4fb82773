import { Fragment, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Collapse from '@mui/material/Collapse';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowUp from '@mui/icons-material/KeyboardArrowUp';
import type { EntryReportRow } from '@hearth/shared';
import { visuallyHidden } from '../../../components/visually-hidden';
import { dayText, dollars, orDash, timeText } from '../../../lib/format';

export const NO_NOTES = 'No notes added';

type Props = { rows: readonly EntryReportRow[]; timeZone: string };

const pay = (r: EntryReportRow) => (r.netAmount === null ? '-' : dollars(r.netAmount));

function Notes({ row }: { row: EntryReportRow }) {
  const text = row.notes?.trim();
  return (
    <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', color: text ? 'text.primary' : 'text.secondary' }}>
      {text || NO_NOTES}
    </Typography>
  );
}

/** The Staff Pay Summary table: Date, Client, Service Code, Start, End, Pay; a row opens its notes. */
export function StaffPayTable({ rows, timeZone }: Props) {
  const [open, setOpen] = useState<number | null>(null);
  const toggle = (id: number) => setOpen((current) => (current === id ? null : id));
  return (
    <TableContainer>
      <Table aria-label="Staff pay" sx={{ '& .MuiTableCell-body': { fontVariantNumeric: 'tabular-nums' } }}>
        <TableHead>
          <TableRow>
            {['Date', 'Client', 'Service Code', 'Start', 'End', 'Pay'].map((h) => (
              <TableCell
                key={h}
                align={h === 'Pay' ? 'right' : undefined}
                sx={{ fontWeight: 650, color: 'text.secondary', whiteSpace: 'nowrap' }}
              >
                {h}
              </TableCell>
            ))}
            <TableCell sx={{ width: 48 }}>
              <Box component="span" sx={visuallyHidden}>
                Notes
              </Box>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((r) => {
            const expanded = open === r.entryId;
            return (
              <Fragment key={r.entryId}>
                <TableRow
                  hover
                  onClick={() => toggle(r.entryId)}
                  sx={{ cursor: 'pointer', '& > td': expanded ? { borderBottom: 'none' } : {} }}
                >
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{dayText(r.dateOfService)}</TableCell>
                  <TableCell>{r.clientName}</TableCell>
                  <TableCell>{r.serviceCode}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{orDash(timeText(r.startTime, timeZone))}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{orDash(timeText(r.endTime, timeZone))}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {pay(r)}
                  </TableCell>
                  <TableCell padding="checkbox">
                    <Button
                      size="small"
                      aria-expanded={expanded}
                      aria-controls={`pay-notes-${r.entryId}`}
                      aria-label={`Notes of ${dayText(r.dateOfService)} ${r.clientName}`}
                      onClick={(event) => {
                        event.stopPropagation();
                        toggle(r.entryId);
                      }}
                      sx={{ minWidth: 0, px: 1 }}
                    >
                      {expanded ? <KeyboardArrowUp /> : <KeyboardArrowDown />}
                    </Button>
                  </TableCell>
                </TableRow>
                <TableRow>
                  <TableCell colSpan={7} sx={{ py: 0, ...(expanded ? {} : { borderBottom: 'none' }) }}>
                    <Collapse in={expanded} unmountOnExit id={`pay-notes-${r.entryId}`}>
                      <Box sx={{ py: 1.5, pl: 1 }}>
                        <Typography variant="subtitle2" component="p">
                          Notes
                        </Typography>
                        <Notes row={r} />
                      </Box>
                    </Collapse>
                  </TableCell>
                </TableRow>
              </Fragment>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function PayCard({ row, timeZone }: { row: EntryReportRow; timeZone: string }) {
  const [open, setOpen] = useState(false);
  const pairs: [string, string][] = [
    ['Service Code', row.serviceCode],
    ['Start', orDash(timeText(row.startTime, timeZone))],
    ['End', orDash(timeText(row.endTime, timeZone))],
  ];
  return (
    <Card variant="outlined" component="li">
      <CardContent sx={{ '&:last-child': { pb: 1.5 } }}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, alignItems: 'baseline' }}>
          <Typography variant="subtitle1" component="p" sx={{ fontWeight: 650, overflowWrap: 'anywhere' }}>
            {row.clientName}
          </Typography>
          <Typography sx={{ fontWeight: 650, whiteSpace: 'nowrap' }}>{pay(row)}</Typography>
        </Box>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 0.5 }}>
          {dayText(row.dateOfService)}
        </Typography>
        {pairs.map(([label, value]) => (
          <Typography key={label} variant="body2" sx={{ color: 'text.secondary' }}>
            <Box component="span" sx={{ fontWeight: 600 }}>
              {label}:
            </Box>{' '}
            <Box component="span" sx={{ color: 'text.primary' }}>
              {value}
            </Box>
          </Typography>
        ))}
        <Button
          size="small"
          onClick={() => setOpen((o) => !o)}
          aria-expanded={open}
          aria-controls={`pay-card-notes-${row.entryId}`}
          sx={{ mt: 1, ml: -1 }}
        >
          View
        </Button>
        <Collapse in={open} unmountOnExit id={`pay-card-notes-${row.entryId}`}>
          <Box sx={{ pt: 1 }}>
            <Notes row={row} />
          </Box>
        </Collapse>
      </CardContent>
    </Card>
  );
}

/** Phones: a card per visit with a View button that shows its notes. */
export function StaffPayCards({ rows, timeZone }: Props) {
  return (
    <Stack component="ul" spacing={1.5} aria-label="Staff pay" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {rows.map((r) => (
        <PayCard key={r.entryId} row={r} timeZone={timeZone} />
      ))}
    </Stack>
  );
}
