import { useWatch, type Control } from 'react-hook-form';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { computeAmounts } from '@hearth/shared';
import { DateField, FormGridFull, FormSection, FormTextField } from '../../../components/form';
import { useServicesOfClient, useStaffPercentPaid, useUnitRounding } from '../api';
import { fromLocalInputs, localIsoDate, money, moneyFromCents, zoneCaption } from '../../../lib/format';
import { nextDay, type TimesheetFormValues } from '../timesheet-form';

type Props = {
  control: Control<TimesheetFormValues, unknown, unknown>;
  editing: boolean;
  /** The zone the inputs are read in: the entry's own when editing, the agency's when creating. */
  timeZone: string;
};

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Box sx={{ minWidth: 120 }}>
      <Typography variant="body2" sx={{ color: 'text.secondary', fontWeight: 600 }}>
        {label}
      </Typography>
      <Typography variant="h3" component="p">
        {value}
      </Typography>
    </Box>
  );
}

/** Why the net is not shown, or what it rests on. */
function netNote(userId: number | '', pay: { isPending: boolean; isError: boolean; data?: number | null }): string {
  if (userId === '') return 'Choose the staff member to see the net amount.';
  if (pay.isError) return "Net is not shown: the staff member's percent paid could not be loaded.";
  if (pay.isPending) return "Loading the staff member's percent paid…";
  if (pay.data === null || pay.data === undefined) {
    return 'The staff member has no percent paid on file, so the net is 0.00.';
  }
  return `Net is ${pay.data}% of gross (the staff member's percent paid).`;
}

/**
 * Live elapsed hours, units, gross and net for the chosen service, with the billing arithmetic
 * the server uses (the catalogue's unit rounding, the staff member's percent paid).
 */
function AmountPreview({ control, timeZone }: Pick<Props, 'control' | 'timeZone'>) {
  const [userId, clientId, serviceRequestId, startDate, startTime, endDate, endTime] = useWatch({
    control,
    name: ['userId', 'clientId', 'serviceRequestId', 'startDate', 'startTime', 'endDate', 'endTime'],
  });
  const services = useServicesOfClient(clientId === '' ? null : clientId, timeZone);
  const service = services.data?.find((s) => s.serviceRequestId === serviceRequestId);
  const rounding = useUnitRounding(service?.serviceId ?? null);
  const pay = useStaffPercentPaid(userId === '' ? null : userId);
  const start = fromLocalInputs(startDate, startTime, timeZone);
  const end = fromLocalInputs(endDate, endTime, timeZone);
  const ready = service && start && end && end >= start && service.serviceUnitLength > 0;
  const percentPaid = pay.isSuccess ? pay.data : undefined;
  const amounts = ready
    ? computeAmounts({
        start,
        end,
        unitLengthHours: service.serviceUnitLength,
        unitRate: service.serviceUnitRate,
        percentPaid: percentPaid ?? null,
        rounding: rounding.data ?? 'down',
      })
    : null;
  const netKnown = userId !== '' && pay.isSuccess;

  return (
    <Paper
      variant="outlined"
      role="status"
      aria-live="polite"
      aria-label="Estimated amounts"
      sx={{ p: 2, bgcolor: 'background.default' }}
    >
      {amounts && service ? (
        <>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3 }}>
            <Figure label="Elapsed Hrs" value={amounts.elapsedHours.toFixed(2)} />
            <Figure label="Units" value={String(amounts.unitsUsed)} />
            <Figure label="Gross ($)" value={moneyFromCents(amounts.grossCents)} />
            <Figure label="Net ($)" value={netKnown ? moneyFromCents(amounts.netCents) : '-'} />
          </Box>
          <Typography variant="caption" component="p" sx={{ mt: 1, color: 'text.secondary' }}>
            {`${service.serviceUnitLength} hr units at $${money(service.serviceUnitRate)} each. `}
            {netNote(userId, pay)}
          </Typography>
        </>
      ) : (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Choose a client service and the start and end to see the elapsed hours, units, gross and net amounts.
        </Typography>
      )}
    </Paper>
  );
}

/**
 * Start and End Date/Time, read and shown in the timesheet's zone (the entry's own, or the agency's
 * for a new one), named when it is not the agency's. The start cannot be in the future; the end is
 * on the start's day (an edit may also end at the midnight after it).
 */
export function TimesheetTimeFields({ control, editing, timeZone }: Props) {
  const startDate = useWatch({ control, name: 'startDate' });
  const time = { inputLabel: { shrink: true } };
  const caption = zoneCaption(timeZone);
  return (
    <FormSection title="Date and Time">
      {caption && (
        <FormGridFull>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {caption}
          </Typography>
        </FormGridFull>
      )}
      <DateField
        control={control}
        name="startDate"
        label="Start Date"
        required
        max={localIsoDate(0, new Date(), timeZone)}
      />
      <FormTextField control={control} name="startTime" label="Start Time" type="time" required slotProps={time} />
      <DateField
        control={control}
        name="endDate"
        label="End Date"
        required
        min={startDate || undefined}
        max={startDate ? (editing ? nextDay(startDate) : startDate) : undefined}
      />
      <FormTextField control={control} name="endTime" label="End Time" type="time" required slotProps={time} />
      <FormGridFull>
        <AmountPreview control={control} timeZone={timeZone} />
      </FormGridFull>
    </FormSection>
  );
}
