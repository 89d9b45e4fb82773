import { useEffect, useMemo, useState } from 'react';
import { useForm, useWatch, type Control, type UseFormReturn } from 'react-hook-form';
import Box from '@mui/material/Box';
import DialogContent from '@mui/material/DialogContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ClientServiceOut, CreateScheduleBody } from '@hearth/shared';
import { DialogForm } from '../../../components/DialogForm';
import { DateField, FormTextField, SearchPickerField, SelectField } from '../../../components/form';
import { clientSource } from '../../../components/form/common-sources';
import { RecordFormActions, RecordFormDialog } from '../../../components/RecordFormDialog';
import { useToast } from '../../../components/toast/toast-context';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { dayRangeText, dayText, formatUnits, plural } from '../../../lib/format';
import { zodFormResolver } from '../../../lib/form-resolver';
import { useAuthorizations, useCreateSchedule } from '../api';
import { emptyPlan, OPEN_SHIFT, planFormSchema, previewPlan, type PlanFormValues } from '../plan-form';
import { ConflictNotice, isPlanRefusal, refusalOf, type Refusal } from './ConflictNotice';
import { IntervalField, TimeFields, WeekdaysField } from './PlanFields';

/** What a click on an empty cell knows: the day, and the staff member or client of its row. */
export type PlanPrefill = { startDate?: string; staffId?: number | null; clientId?: number; clientName?: string };

export const PlanText = { planned: 'Visits planned' } as const;

type Props = { prefill: PlanPrefill | null; onClose: () => void };

/** "Plan visits": a series (or one visit) of an authorization, with a live preview and the server's checks. */
export function PlanDialog({ prefill, onClose }: Props) {
  return (
    <RecordFormDialog
      open={prefill !== null}
      onClose={onClose}
      title="Plan visits"
      titleId="plan-visits-title"
      maxWidth="md"
    >
      {prefill && <PlanForm prefill={prefill} onClose={onClose} />}
    </RecordFormDialog>
  );
}

type FormControl = Control<PlanFormValues, unknown, CreateScheduleBody>;
const resolver = zodFormResolver<PlanFormValues, CreateScheduleBody>(planFormSchema);

function initialValues(p: PlanPrefill): PlanFormValues {
  return emptyPlan({
    startDate: p.startDate,
    clientId: p.clientId ?? '',
    staffId: p.staffId === null ? OPEN_SHIFT : (p.staffId ?? ''),
  });
}

/** The save, and the refusal kept with the body it refused (resent with a reason by "Plan anyway"). */
function usePlanSave(onClose: () => void, setError: (field: keyof PlanFormValues, message: string) => void) {
  const toast = useToast();
  const create = useCreateSchedule();
  const [refused, setRefused] = useState<{ body: CreateScheduleBody; refusal: Refusal } | null>(null);
  const send = async (body: CreateScheduleBody) => {
    try {
      await create.mutateAsync(body);
      toast.success(PlanText.planned);
      onClose();
    } catch (err) {
      // The dialog stays open with everything typed.
      if (isPlanRefusal(err)) setRefused({ body, refusal: refusalOf(err) });
      else if (err instanceof ApiError && err.field && err.field in emptyPlan())
        setError(err.field as keyof PlanFormValues, err.message);
      else toast.error(errorMessage(err));
    }
  };
  return {
    send: (body: CreateScheduleBody) => {
      setRefused(null);
      void send(body);
    },
    override: (reason: string) => refused && void send({ ...refused.body, override: { reason } }),
    refused: refused?.refusal ?? null,
    busy: create.isPending,
  };
}

const authLabel = (a: ClientServiceOut) =>
  `${a.serviceCode} ${a.serviceName} (${dayRangeText(a.serviceStartDate, a.serviceEndDate)})`;

/** What the plan would put on the calendar, said as it is typed. */
function Preview({ control, auth }: { control: FormControl; auth: ClientServiceOut | undefined }) {
  const values = useWatch({ control }) as PlanFormValues;
  const preview = previewPlan(values, auth);
  let text = 'Choose an authorization, a start date, a duration and weekdays to see the visits.';
  if (preview && preview.visits === 0) text = 'No visits: no chosen weekday falls in these dates.';
  else if (preview && preview.first && preview.last) {
    text = `${plural(preview.visits, 'visit')}, ${formatUnits(preview.units)} units from ${dayText(preview.first)} to ${dayText(preview.last)}`;
    if (auth)
      text += ` (${formatUnits(auth.unitsRemaining)} of ${formatUnits(auth.serviceUnitsAuthorized)} units not yet used)`;
  }
  return (
    <Box role="status" sx={{ p: 1.5, borderRadius: 1, bgcolor: 'grey.100' }}>
      <Typography variant="body2">{text}</Typography>
      {preview?.pastEnd && auth && (
        <Typography variant="body2" color="error">
          The end date is past the authorization's end ({dayText(auth.serviceEndDate)}): it would be refused.
        </Typography>
      )}
    </Box>
  );
}

/**
 * The chosen client's authorizations and the chosen one's allocated staff as options. A staff
 * member not allocated to the chosen authorization could not clock in: the choice is cleared.
 */
function useAuthorizationChoice(form: UseFormReturn<PlanFormValues, unknown, CreateScheduleBody>) {
  const { control, setValue, getValues } = form;
  const [clientId, clientServiceId] = useWatch({ control, name: ['clientId', 'clientServiceId'] });
  const auths = useAuthorizations(clientId === '' ? null : clientId);
  const auth = auths.data?.find((a) => a.serviceRequestId === clientServiceId);
  const authOptions = useMemo(
    () => (auths.data ?? []).map((a) => ({ value: a.serviceRequestId, label: authLabel(a) })),
    [auths.data],
  );
  useEffect(() => {
    const staffId = getValues('staffId');
    if (auth && typeof staffId === 'number' && !auth.assignedStaff.some((s) => s.userId === staffId))
      setValue('staffId', '');
  }, [auth, getValues, setValue]);
  const staffOptions = [
    { value: OPEN_SHIFT, label: 'Open shift (offered to the allocated staff)' },
    ...(auth?.assignedStaff ?? []).map((s) => ({ value: s.userId, label: s.name })),
  ];
  return { clientId, auths, auth, authOptions, staffOptions };
}

function PlanForm({ prefill, onClose }: { prefill: PlanPrefill; onClose: () => void }) {
  const form = useForm<PlanFormValues, unknown, CreateScheduleBody>({
    resolver,
    defaultValues: initialValues(prefill),
  });
  const { control, setValue, setError } = form;
  const save = usePlanSave(onClose, (field, message) => setError(field, { message }));
  const { clientId, auths, auth, authOptions, staffOptions } = useAuthorizationChoice(form);
  const endHint = auth
    ? `Empty: until the authorization ends (${dayText(auth.serviceEndDate)})`
    : 'Empty: until the authorization ends';

  return (
    <DialogForm onSubmit={(event) => void form.handleSubmit(save.send)(event)}>
      <DialogContent dividers>
        <Stack spacing={2.5}>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <SearchPickerField
              control={control}
              name="clientId"
              label="Client"
              source={clientSource}
              selectedLabel={prefill.clientName}
              required
              onPicked={() => setValue('clientServiceId', '')}
            />
            <SelectField
              control={control}
              name="clientServiceId"
              id="plan-authorization"
              label="Authorization"
              required
              options={authOptions}
              disabled={clientId === ''}
              helperText={clientId !== '' && auths.data?.length === 0 ? 'This client has no authorizations' : undefined}
            />
            <SelectField
              control={control}
              name="staffId"
              id="plan-staff"
              label="Staff"
              required
              options={staffOptions}
            />
            <span aria-hidden />
            <DateField control={control} name="startDate" id="plan-start-date" label="Start date" required />
            <DateField control={control} name="endDate" id="plan-end-date" label="End date" helperText={endHint} />
          </Box>
          <TimeFields control={control} idPrefix="plan" />
          <WeekdaysField control={control} name="weekdays" />
          <IntervalField control={control} name="intervalWeeks" />
          <FormTextField
            control={control}
            name="notes"
            id="plan-notes"
            label="Notes for the caregiver"
            multiline
            minRows={2}
          />
          <Preview control={control} auth={auth} />
          {save.refused && <ConflictNotice refusal={save.refused} onOverride={save.override} busy={save.busy} />}
        </Stack>
      </DialogContent>
      <RecordFormActions editing={false} busy={save.busy} onCancel={onClose} />
    </DialogForm>
  );
}
