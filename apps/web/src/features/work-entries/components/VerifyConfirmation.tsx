import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { EvvExceptionOut } from '@hearth/shared';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { useToast } from '../../../components/toast/toast-context';
import { errorMessage } from '../../../lib/api-client';
import { fetchOpenExceptions } from '../api';

export const VerifyConfirmText = {
  title: 'Verify with open EVV exceptions?',
  message: (n: number) =>
    `This entry has ${n === 1 ? 'an open EVV exception' : `${n} open EVV exceptions`}: a payer may deny it as recorded. Verify it anyway?`,
  checkFailed: (reason: string) => `The entry was not verified: its EVV exceptions could not be checked. ${reason}`,
} as const;

/** The EVV exceptions screen narrowed to one entry's open exceptions. */
const entryExceptionsPath = (workEntryId: number) => `/admin/evv-exceptions?workEntryId=${workEntryId}`;

type Question = {
  workEntryId: number;
  exceptions: EvvExceptionOut[];
  total: number;
  answer: (verify: boolean) => void;
};

/**
 * Asks before an entry with open EVV exceptions is verified (verifying vouches for it as billable).
 * `confirmVerify(id)` reads the entry's open exceptions: none → true at once; some → the dialog lists
 * them and resolves true on 'Verify anyway'. When they cannot be read it says so and resolves false:
 * an entry is never verified without the check. Render `dialog` once.
 */
export function useVerifyConfirmation() {
  const toast = useToast();
  const [checking, setChecking] = useState(false);
  const [question, setQuestion] = useState<Question | null>(null);

  const confirmVerify = async (workEntryId: number): Promise<boolean> => {
    setChecking(true);
    let open: { data: EvvExceptionOut[]; recordCount: number };
    try {
      open = await fetchOpenExceptions(workEntryId);
    } catch (err) {
      toast.error(VerifyConfirmText.checkFailed(errorMessage(err)));
      return false;
    } finally {
      setChecking(false);
    }
    if (open.data.length === 0) return true;
    return new Promise<boolean>((resolve) =>
      setQuestion({
        workEntryId,
        exceptions: open.data,
        total: Math.max(open.recordCount, open.data.length),
        answer: (verify) => {
          setQuestion(null);
          resolve(verify);
        },
      }),
    );
  };

  const more = question ? question.total - question.exceptions.length : 0;
  const dialog = (
    <ConfirmDialog
      open={question !== null}
      title={VerifyConfirmText.title}
      message={question ? VerifyConfirmText.message(question.total) : ''}
      confirmLabel="Verify anyway"
      cancelLabel="Cancel"
      onConfirm={() => question?.answer(true)}
      onCancel={() => question?.answer(false)}
    >
      {question && (
        <>
          <Box component="ul" aria-label="Open EVV exceptions" sx={{ my: 2, pl: 2.5 }}>
            {question.exceptions.map((e) => (
              <Typography component="li" variant="body2" key={e.id} sx={{ mb: 0.75 }}>
                <Box component="span" sx={{ fontWeight: 600 }}>
                  {e.label}
                </Box>
                : {e.message}
              </Typography>
            ))}
            {more > 0 && (
              <Typography component="li" variant="body2">
                and {more} more
              </Typography>
            )}
          </Box>
          <Link
            component={RouterLink}
            to={entryExceptionsPath(question.workEntryId)}
            onClick={() => question.answer(false)}
            variant="body2"
          >
            Review them on the EVV Exceptions screen
          </Link>
        </>
      )}
    </ConfirmDialog>
  );

  return { confirmVerify, checking, dialog };
}
