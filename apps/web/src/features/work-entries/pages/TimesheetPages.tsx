import { useLocation, useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import { WorkEntryMsg, type WorkEntryOut } from '@hearth/shared';
import { PageHeader } from '../../../components/list';
import { useToast } from '../../../components/toast/toast-context';
import { errorMessage } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useSaveWorkEntry, useWorkEntry } from '../api';
import { BilledNotice } from '../components/BilledNotice';
import { WORK_ENTRIES_PATH, WorkEntryQueryView } from '../components/WorkEntryQueryView';
import { TimesheetForm } from '../components/TimesheetForm';
import { useVerifyConfirmation } from '../components/VerifyConfirmation';
import type { TimesheetOutput } from '../timesheet-form';
import { useIdParam } from '../../../lib/use-id-param';

const LIST_PATH = WORK_ENTRIES_PATH;
export const detailsPath = (id: number) => `/admin/view-timeSheet?id=${id}`;

/** Router state of /admin/create-timeSheet: a client already chosen (CREATE NEW on /admin/visits). */
export type CreateTimesheetState = { clientId?: number } | null;

/** /admin/create-timeSheet: SAVE goes to the Work Entries list (spec 01 section 4). */
export function CreateTimesheetPage() {
  useDocumentTitle('Create Work Entry');
  const navigate = useNavigate();
  const chosen = (useLocation().state as CreateTimesheetState)?.clientId;
  const toast = useToast();
  const save = useSaveWorkEntry();

  const create = async (body: TimesheetOutput) => {
    try {
      await save.mutateAsync(body);
    } catch (err) {
      toast.error(errorMessage(err));
      throw err;
    }
    toast.success(WorkEntryMsg.createSuccess);
    void navigate(LIST_PATH);
  };

  return (
    <Box sx={{ maxWidth: 1100 }}>
      <PageHeader title="Create Work Entry" />
      <TimesheetForm
        clientId={typeof chosen === 'number' ? chosen : undefined}
        onSubmit={create}
        onCancel={() => void navigate(LIST_PATH)}
      />
    </Box>
  );
}

function EditTimesheetForm({ entry }: { entry: WorkEntryOut }) {
  const navigate = useNavigate();
  const location = useLocation();
  const toast = useToast();
  const save = useSaveWorkEntry();
  const { confirmVerify, dialog } = useVerifyConfirmation();
  // Opened directly (no page behind it in this tab): "back" is the entry's details.
  const back = () => void (location.key === 'default' ? navigate(detailsPath(entry.workEntryId)) : navigate(-1));

  const update = async (body: TimesheetOutput, { edited }: { edited: boolean }) => {
    // Verifying here (a new verification, or the edited entry's) asks first when the entry has open EVV
    // exceptions; not saving keeps the form as it is.
    const verifies = body.adminVerification && (edited || !entry.adminVerification);
    if (verifies && !(await confirmVerify(entry.workEntryId))) return;
    try {
      await save.mutateAsync({ ...body, userId: entry.userId, workEntryId: entry.workEntryId, version: entry.version });
    } catch (err) {
      toast.error(errorMessage(err));
      throw err;
    }
    toast.success(WorkEntryMsg.updateSuccess);
    back();
  };

  return (
    <>
      <TimesheetForm entry={entry} onSubmit={update} onCancel={back} />
      {dialog}
    </>
  );
}

/** /admin/edit-timeSheet?id=: UPDATE goes back (spec 01 section 4). */
export function EditTimesheetPage() {
  useDocumentTitle('Edit Work Entry');
  const id = useIdParam();
  const entry = useWorkEntry(id);

  return (
    <Box sx={{ maxWidth: 1100 }}>
      <PageHeader title="Edit Work Entry" subtitle={entry.data?.entryName} />
      <WorkEntryQueryView id={id} query={entry}>
        {(data) =>
          data.claimBatchId && !data.claimCorrectable ? (
            <BilledNotice entry={data} backTo={detailsPath(data.workEntryId)} />
          ) : (
            <>
              {/* Billed, but denied or short-paid by the payer: the notice says how it goes back (issue 20). */}
              {data.claimBatchId ? <BilledNotice entry={data} backTo={detailsPath(data.workEntryId)} /> : null}
              {/* The form starts from what was loaded (a save refreshes the cache; the form keeps its input). */}
              <EditTimesheetForm key={data.workEntryId} entry={data} />
            </>
          )
        }
      </WorkEntryQueryView>
    </Box>
  );
}
