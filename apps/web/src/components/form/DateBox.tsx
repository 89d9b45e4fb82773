import TextField from '@mui/material/TextField';
import type { SxProps, Theme } from '@mui/material/styles';

type DateBoxProps = {
  label: string;
  /** 'YYYY-MM-DD', or '' while the box is empty or incomplete. */
  value: string;
  min?: string;
  max?: string;
  /** A problem with the date (e.g. To before From), shown under it in the error colour. */
  error?: string;
  /** A hint under the box when there is no problem. */
  helper?: string;
  onChange: (value: string) => void;
  sx?: SxProps<Theme>;
};

/** A small native date box for a filter or a range, not bound to a form (DateField is). */
export function DateBox({ label, value, min, max, error, helper, onChange, sx }: DateBoxProps) {
  return (
    <TextField
      type="date"
      size="small"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={!!error}
      helperText={error ?? helper}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { min, max } }}
      sx={sx}
    />
  );
}
