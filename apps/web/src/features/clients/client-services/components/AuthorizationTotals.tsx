import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { formatUnits, money } from '../../../../lib/format';

type AuthorizationTotalsProps = {
  totalWorth: number | null;
  unitsUtilized: number;
  unitsRemaining: number | null;
};

function ReadOnlyField({ id, label, value, prefix }: { id: string; label: string; value: string; prefix?: string }) {
  return (
    <TextField
      id={id}
      label={label}
      value={value}
      fullWidth
      variant="filled"
      slotProps={{
        htmlInput: { readOnly: true, 'aria-readonly': true },
        input: prefix ? { startAdornment: <InputAdornment position="start">{prefix}</InputAdornment> } : undefined,
      }}
    />
  );
}

/** Read-only Total Worth, Units Utilized and Units Remaining of an authorization (2 decimals). */
export function AuthorizationTotals({ totalWorth, unitsUtilized, unitsRemaining }: AuthorizationTotalsProps) {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}>
      <ReadOnlyField
        id="client-service-total-worth"
        label="Total Worth"
        prefix="$"
        value={totalWorth === null ? '' : money(totalWorth)}
      />
      <ReadOnlyField id="client-service-units-utilized" label="Units Utilized" value={formatUnits(unitsUtilized)} />
      <ReadOnlyField
        id="client-service-units-remaining"
        label="Units Remaining"
        value={unitsRemaining === null ? '' : formatUnits(unitsRemaining)}
      />
    </Box>
  );
}
