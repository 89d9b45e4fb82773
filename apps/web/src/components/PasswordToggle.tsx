import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';

/** The show/hide button at the end of a password field. */
export function PasswordToggle({
  visible,
  onToggle,
  controls,
}: {
  visible: boolean;
  onToggle: () => void;
  /** The id of the password input. */
  controls?: string | undefined;
}) {
  return (
    <InputAdornment position="end">
      <IconButton
        // Not "Show password": a label search for the field's own name should find only the field.
        aria-label={visible ? 'Hide characters' : 'Show characters'}
        aria-controls={controls}
        aria-pressed={visible}
        onClick={onToggle}
        onMouseDown={(event) => event.preventDefault()}
        edge="end"
      >
        {visible ? <VisibilityOff /> : <Visibility />}
      </IconButton>
    </InputAdornment>
  );
}
