import Button from '@mui/material/Button';
import TaskAlt from '@mui/icons-material/TaskAlt';
import { toUtcWire, type WorkEntryOut } from '@hearth/shared';
import { useToast } from '../../../components/toast/toast-context';
import { errorMessage } from '../../../lib/api-client';
import { useSaveWorkEntry, type WorkEntryPayload } from '../api';
import { parseWire } from '../../../lib/format';
import { useVerifyConfirmation } from './VerifyConfirmation';

const wire = (value: string | null) => {
  const date = parseWire(value);
  return date ? toUtcWire(date) : '';
};

/** The quick action's own confirmations (the timesheet's UPDATE keeps 'Work Entry update successful'). */
export const VerifyText = {
  verified: 'Work entry marked as verified',
  unverified: 'Verification removed',
} as const;

/** PUT /work_entry with the entry as it is and adminVerification flipped (no reason: not a time or place edit). */
export function verificationBody(entry: WorkEntryOut, adminVerification: boolean): WorkEntryPayload {
  return {
    workEntryId: entry.workEntryId,
    version: entry.version,
    userId: entry.userId,
    clientId: entry.clientId,
    serviceRequestId: entry.serviceRequestId,
    serviceStartTime: wire(entry.serviceStartTime),
    serviceEndTime: wire(entry.serviceEndTime),
    serviceStartLongitude: entry.serviceStartLongitude,
    serviceStartLatitude: entry.serviceStartLatitude,
    serviceEndLongitude: entry.serviceEndLongitude,
    serviceEndLatitude: entry.serviceEndLatitude,
    notes: entry.notes,
    signature: entry.signature,
    progress: entry.progress,
    adminVerification,
    timeZone: entry.timeZone,
  };
}

/**
 * The quick 'Mark as verified' / 'Remove verification' action of a completed entry. Verifying an
 * entry with open EVV exceptions asks first; removing a verification does not.
 */
export function VerifyToggle({ entry }: { entry: WorkEntryOut }) {
  const toast = useToast();
  const save = useSaveWorkEntry();
  const { confirmVerify, checking, dialog } = useVerifyConfirmation();
  const next = !entry.adminVerification;

  const toggle = async () => {
    if (next && !(await confirmVerify(entry.workEntryId))) return;
    try {
      await save.mutateAsync(verificationBody(entry, next));
      toast.success(next ? VerifyText.verified : VerifyText.unverified);
    } catch (err) {
      toast.error(errorMessage(err));
    }
  };

  return (
    <>
      <Button
        variant="outlined"
        color={next ? 'success' : 'inherit'}
        startIcon={next ? <TaskAlt /> : undefined}
        disabled={checking || save.isPending}
        onClick={() => void toggle()}
      >
        {next ? 'MARK AS VERIFIED' : 'REMOVE VERIFICATION'}
      </Button>
      {dialog}
    </>
  );
}
