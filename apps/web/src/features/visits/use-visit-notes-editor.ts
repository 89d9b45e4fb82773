import { useState } from 'react';
import { WorkEntryStatus, type WorkEntryOut } from '@hearth/shared';
import { missingSignaturePart, signatureBody, signatureValueOf } from '../../components/signature';
import { useToast } from '../../components/toast/toast-context';
import { errorMessage } from '../../lib/api-client';
import { useVisit } from './api';
import { useUpdateVisit } from './visit-actions';
import type { Values } from './visit-autosave-saver';

/**
 * The Edit Visit Notes modal's state: the full visit, view or edit mode, the values being edited,
 * and saving them (POST /visits/update, the staff member's call).
 */
export function useVisitNotesEditor(row: WorkEntryOut, canEdit: boolean, onClose: () => void) {
  const toast = useToast();
  const detail = useVisit(row.workEntryId);
  const update = useUpdateVisit();
  const visit = detail.data ?? row;
  // Editing is having values of one's own: null is the view mode.
  const [edited, setEdited] = useState<Values | null>(null);
  const mode = edited ? 'edit' : 'view';
  const saved: Values = { notes: visit.notes ?? '', progress: visit.progress, signature: signatureValueOf(visit) };
  const values = edited ?? saved;
  // Spec 02 section 4: completed visits can be edited (POST /visits/update is the staff member's call).
  const editable = canEdit && visit.status === WorkEntryStatus.Completed && detail.isSuccess;
  // Spec 02: saving is disabled while the signature is missing (a completed visit keeps one).
  const missing = mode === 'edit' ? missingSignaturePart(values.signature) : null;

  const change = (patch: Partial<Values>) => setEdited((v) => ({ ...(v ?? saved), ...patch }));

  const startEditing = () => setEdited(saved);

  const cancel = () => (edited ? setEdited(null) : onClose());

  const save = async () => {
    if (!edited || missing) return;
    try {
      const result = await update.mutateAsync({
        workEntryId: visit.workEntryId,
        notes: edited.notes,
        progress: edited.progress,
        ...signatureBody(edited.signature),
        version: visit.version,
      });
      toast.success(result.message);
      onClose();
    } catch (err) {
      // Stay in edit mode with everything as typed.
      toast.error(errorMessage(err));
    }
  };

  return {
    detail,
    visit,
    mode,
    values,
    editable,
    missing,
    saving: update.isPending,
    change,
    startEditing,
    cancel,
    save,
  };
}
