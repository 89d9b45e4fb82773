import { useMemo, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import Box from '@mui/material/Box';
import DialogContent from '@mui/material/DialogContent';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import type { ScheduledVisitOut, ScheduleOut, UpdateScheduleBody } from '@hearth/shared';
import { DialogForm } from '../../../components/DialogForm';
import { DateField, SelectField } from '../../../components/form';
import { RecordFormActions } from '../../../components/RecordFormDialog';
import { useToast } from '../../../components/toast/toast-context';
import { errorMessage } from '../../../lib/api-client';
import { dayText } from '../../../lib/format';
import { zodFormResolver } from '../../../lib/form-resolver';
import { useAuthorizations, useUpdateSchedule } from '../api';
import { editFormSchema, editValues, type EditFormValues } from '../edit-form';
import { OPEN_SHIFT } from '../plan-form';
import { ConflictNotice, isPlanRefusal, refusalOf, type Refusal } from './ConflictNotice';
import { IntervalField, TimeFields, WeekdaysField } from './PlanFields';

export const EditText = { saved: 'Schedule changed' } as const;

type Props = { visit: ScheduledVisitOut; schedule: ScheduleOut | undefined; onBack: () => void; onDone: () => void };

/** The save, and a refusal kept with its body for "Change anyway". */
function useEditSave(visit: ScheduledVisitOut, onDone: () => void) {
  const toast = useToast();
  const update = useUpdateSchedule();
  const [refused, setRefused] = useState<{ body: UpdateScheduleBody; refusal: Refusal } | null>(null);
  const send = async (body: UpdateScheduleBody) => {
    setRefused(null);
    try {
      await update.mutateAsync({ id: visit.scheduleId, body });
      toast.success(EditText.saved);
      onDone();
    } catch (err) {
      if (isPlanRefusal(err)) setRefused({ body, refusal: refusalOf(err) });
      else toast.error(errorMessage(err));
    }
  };
  return {
    send: (body: UpdateScheduleBody) => void send(body),
    override: (reason: string) => refused && void send({ ...refused.body, override: { reason } }),
    refused: refused?.refusal ?? null,
    busy: update.isPending,
  };
}

/** Edit this visit only (staff, day, time) or this and the following ones (also weekdays, interval, end). */
export function EditVisitForm({ visit, schedule, onBack, onDone }: Props) {
  const resolver = useMemo(
    () => zodFormResolver<EditFormValues, UpdateScheduleBody>(editFormSchema(visit, schedule)),
    [visit, schedule],
  );
  const form = useForm<EditFormValues, unknown, UpdateScheduleBody>({
    resolver,
    defaultValues: editValues(visit, schedule),
  });
  const { control } = form;
  const scope = useWatch({ control, name: 'scope' });
  const save = useEditSave(visit, onDone);
  const auths = useAuthorizations(visit.client.id);
  const auth = auths.data?.find((a) => a.serviceRequestId === visit.clientServiceId);
  const staffOptions = [
    { value: OPEN_SHIFT, label: 'Open shift' },
    ...(auth?.assignedStaff ?? []).map((s) => ({ value: s.userId, label: s.name })),
    // The visit's own staff member, even before the authorization's list is read.
    ...(visit.staff && !auth?.assignedStaff.some((s) => s.userId === visit.staff?.id)
      ? [{ value: visit.staff.id, label: visit.staff.name }]
      : []),
  ];

  return (
    <DialogForm onSubmit={(event) => void form.handleSubmit(save.send)(event)}>
      <DialogContent dividers>
        <Stack spacing={2.5}>
          <Controller
            control={control}
            name="scope"
            render={({ field }) => (
              <FormControl component="fieldset">
                <FormLabel component="legend">Change</FormLabel>
                <RadioGroup row value={field.value} onChange={(event) => field.onChange(event.target.value)}>
                  <FormControlLabel value="occurrence" control={<Radio />} label="This visit only" />
                  <FormControlLabel value="following" control={<Radio />} label="This and following" />
                </RadioGroup>
              </FormControl>
            )}
          />
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <SelectField control={control} name="staffId" id="edit-staff" label="Staff" options={staffOptions} />
            {scope === 'occurrence' ? (
              <DateField control={control} name="moveTo" id="edit-move-to" label="Date" required />
            ) : (
              <DateField
                control={control}
                name="endDate"
                id="edit-end-date"
                label="End date"
                helperText="Empty: until the authorization ends"
              />
            )}
          </Box>
          <TimeFields control={control} idPrefix="edit" />
          {scope === 'following' && (
            <>
              <WeekdaysField control={control} name="weekdays" />
              <IntervalField control={control} name="intervalWeeks" />
              <Box sx={{ color: 'text.secondary', fontSize: '0.875rem' }}>
                Visits before {dayText(visit.date)}, and visits already worked or cancelled, keep their plan.
              </Box>
            </>
          )}
          {save.refused && (
            <ConflictNotice
              refusal={save.refused}
              onOverride={save.override}
              busy={save.busy}
              overrideLabel="Change anyway"
            />
          )}
        </Stack>
      </DialogContent>
      <RecordFormActions editing busy={save.busy} onCancel={onBack} />
    </DialogForm>
  );
}
