import { useController, type Control } from 'react-hook-form';
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { AGGREGATOR_CHANGE_REASONS, AGGREGATOR_REASON_CODES } from '@hearth/shared';
import type { AggregatorFormOutput, AggregatorFormValues } from '../aggregator-form';

type FormControl = Control<AggregatorFormValues, unknown, AggregatorFormOutput>;
type Reason = (typeof AGGREGATOR_CHANGE_REASONS)[number];

/** '04 — No out call; documentation provided'. */
const codeText = (r: (typeof AGGREGATOR_REASON_CODES)[number]) => `${r.code} — ${r.label}`;

/** The select of one change reason, named by the reason its row shows. */
function ReasonCodeSelect({ control, reason }: { control: FormControl; reason: Reason }) {
  const { field, fieldState } = useController({ control, name: `reasonCodes.${reason.code}` });
  return (
    <TextField
      select
      size="small"
      fullWidth
      name={field.name}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={!!fieldState.error}
      helperText={fieldState.error?.message}
      slotProps={{ htmlInput: { 'aria-label': `Reason code for: ${reason.label}` } }}
      // A long code text wraps inside its cell: the table never pushes a phone's page sideways.
      sx={{ '& .MuiSelect-select': { whiteSpace: 'normal', overflowWrap: 'anywhere' } }}
    >
      {AGGREGATOR_REASON_CODES.map((r) => (
        <MenuItem key={r.code} value={r.code}>
          {codeText(r)}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** Each reason Hearth sends a visit again, and the aggregator's reason code sent for it. */
export function ReasonCodeTable({ control }: { control: FormControl }) {
  return (
    <Table
      size="small"
      aria-label="Reason codes for changed visits"
      sx={{ tableLayout: 'fixed', width: '100%', '& td, & th': { px: 1, overflowWrap: 'anywhere' } }}
    >
      <TableHead>
        <TableRow>
          <TableCell sx={{ fontWeight: 650, color: 'text.secondary', width: '40%' }}>
            Why the visit is sent again
          </TableCell>
          <TableCell sx={{ fontWeight: 650, color: 'text.secondary' }}>Reason code sent</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {AGGREGATOR_CHANGE_REASONS.map((reason) => (
          <TableRow key={reason.code}>
            <TableCell component="th" scope="row">
              {reason.label}
            </TableCell>
            <TableCell>
              <ReasonCodeSelect control={control} reason={reason} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
