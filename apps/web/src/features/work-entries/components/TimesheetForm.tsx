import { useMemo, useState } from 'react';
import { Controller, useForm, type Control } from 'react-hook-form';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { WorkEntryStatus, type WorkEntryOut } from '@hearth/shared';
import { zodFormResolver } from '../../../lib/form-resolver';
import { FormSection } from '../../../components/form';
import { SignatureBlock } from '../../../components/signature';
import { ApiError } from '../../../lib/api-client';
import { zoneOf } from '../../../lib/format';
import {
  editsEntry,
  emptyTimesheet,
  entryToForm,
  formFieldOf,
  timesheetSchema,
  type TimesheetFormValues,
  type TimesheetOutput,
} from '../timesheet-form';
import { TimesheetLocationFields, TimesheetNoteFields, TimesheetReasonFields } from './TimesheetNoteFields';
import { TimesheetTimeFields } from './TimesheetTimeFields';
import { TimesheetVisitFields } from './TimesheetVisitFields';

type TimesheetFormProps = {
  /** The loaded entry when editing; absent when creating. */
  entry?: WorkEntryOut;
  /** Creating: the client chosen before the form opened (CREATE NEW on /admin/visits). */
  clientId?: number;
  /**
   * Saves; rejects (after telling the user) when the server refuses, so the form keeps its input.
   * `edited`: the form changes the entry itself (not only its verification).
   */
  onSubmit: (body: TimesheetOutput, meta: { edited: boolean }) => Promise<void>;
  onCancel: () => void;
};

type TimesheetControl = Control<TimesheetFormValues, unknown, TimesheetOutput>;

/**
 * Spec 01: the pad is about 45% of the window wide, 60% under 991 px (full width on phones, to sign
 * with a finger). Beside it, a typed name or why the client cannot sign (issue 12).
 */
function SignatureSection({ control }: { control: TimesheetControl }) {
  return (
    <FormSection title="Signature" columns={0}>
      <Box
        sx={{
          width: '45vw',
          maxWidth: '100%',
          '@media (max-width: 991px)': { width: '60vw' },
          '@media (max-width: 599px)': { width: '100%' },
        }}
      >
        <Controller
          control={control}
          name="signature"
          render={({ field, fieldState }) => (
            <SignatureBlock
              ref={field.ref}
              value={field.value}
              onChange={field.onChange}
              error={fieldState.error?.message}
            />
          )}
        />
      </Box>
    </FormSection>
  );
}

/**
 * The form's values, checked by the shared rules for creating or editing (a completed, signed entry
 * keeps a signature), and its submit: a refusal about a field is also shown under that field.
 */
function useTimesheetForm({ entry, clientId, onSubmit }: TimesheetFormProps) {
  const editing = entry !== undefined;
  // An entry keeps the zone it was recorded in; a new one is in the agency's.
  const timeZone = zoneOf(entry);
  const [defaults] = useState<TimesheetFormValues>(() =>
    entry ? entryToForm(entry, timeZone) : { ...emptyTimesheet(), clientId: clientId ?? '' },
  );
  // A completed entry signed in any way keeps a signature (any way) once it has one.
  const keepSignature =
    entry?.status === WorkEntryStatus.Completed &&
    !!(entry.signature || entry.typedSignature || entry.noSignatureReason);
  const resolver = useMemo(
    () => zodFormResolver<TimesheetFormValues, TimesheetOutput>(timesheetSchema({ editing, keepSignature, timeZone })),
    [editing, keepSignature, timeZone],
  );
  const form = useForm<TimesheetFormValues, unknown, TimesheetOutput>({ resolver, defaultValues: defaults });
  const { handleSubmit, setError, formState } = form;

  // Read while rendering, so the form keeps it up to date for the submit below.
  const { dirtyFields } = formState;
  const submit = handleSubmit(async (body) => {
    try {
      await onSubmit(body, { edited: editing && editsEntry(dirtyFields) });
    } catch (err) {
      // The message is already a toast; also show it under the field it is about.
      const field = err instanceof ApiError ? formFieldOf(err.field) : null;
      if (field && err instanceof ApiError)
        setError(field, { type: 'server', message: err.message }, { shouldFocus: true });
    }
  });
  return { form, submit, editing, timeZone };
}

/**
 * The Timesheet form (spec 01 "Timesheet form"): who, which client and service, when (in the
 * entry's own zone when editing, the agency's when creating; sent as UTC with that zone), where, notes, progress, admin verification, reason for change
 * (edit only) and the signature. CANCEL and SAVE or UPDATE.
 */
export function TimesheetForm(props: TimesheetFormProps) {
  const { entry, onCancel } = props;
  const { form, submit, editing, timeZone } = useTimesheetForm(props);
  const { control, setValue, formState } = form;

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-label={editing ? 'Edit Work Entry' : 'Create Work Entry'}
    >
      <TimesheetVisitFields
        control={control}
        setValue={setValue}
        lockedStaffName={entry?.userName}
        clientName={entry?.clientName}
        timeZone={timeZone}
      />
      <TimesheetTimeFields control={control} editing={editing} timeZone={timeZone} />
      <TimesheetLocationFields control={control} />
      <TimesheetNoteFields control={control} editing={editing} verifiedBefore={entry?.adminVerification ?? false} />
      {editing && <TimesheetReasonFields control={control} />}
      <SignatureSection control={control} />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1.5, flexWrap: 'wrap' }}>
        <Button onClick={onCancel} disabled={formState.isSubmitting}>
          CANCEL
        </Button>
        <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
          {editing ? 'UPDATE' : 'SAVE'}
        </Button>
      </Box>
    </Box>
  );
}
