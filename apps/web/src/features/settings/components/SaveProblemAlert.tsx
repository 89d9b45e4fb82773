import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';
import { ErrorCode } from '@hearth/shared';
import { errorMessage, hasErrorCode } from '../../../lib/api-client';

/** A refused save that names no field of the form: its message, and whether someone else saved first. */
export type SaveProblem = { message: string; stale: boolean };

export const saveProblemOf = (err: unknown): SaveProblem => ({
  message: errorMessage(err),
  stale: hasErrorCode(err, ErrorCode.STALE_RECORD),
});

/**
 * A settings form's refused save, above its SAVE. When someone else saved first, what was typed
 * stays and their settings load only when asked.
 */
export function SaveProblemAlert({
  problem,
  reload,
  sx,
}: {
  problem: SaveProblem | null;
  reload: () => void;
  sx?: SxProps<Theme>;
}) {
  if (!problem) return null;
  return (
    <Alert
      severity="error"
      sx={sx}
      action={
        problem.stale && (
          <Button color="inherit" size="small" onClick={reload}>
            Load the saved settings
          </Button>
        )
      }
    >
      {problem.message}
      {problem.stale && ' Your changes are still here; loading the saved settings replaces them.'}
    </Alert>
  );
}
