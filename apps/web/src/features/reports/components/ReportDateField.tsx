import TextField from '@mui/material/TextField';

type Props = {
  label: string;
  /** 'YYYY-MM-DD', or '' while the box is empty or incomplete. */
  value: string;
  max?: string;
  error?: string;
  helper?: string;
  onChange: (value: string) => void;
};

/** A native date box for a report's range; its problem (e.g. To before From) shows under it. */
export function ReportDateField({ label, value, max, error, helper, onChange }: Props) {
  return (
    <TextField
      type="date"
      size="small"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={!!error}
      helperText={error ?? helper}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { max } }}
    />
  );
}
