import { useWatch, type Control } from 'react-hook-form';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { computeAmounts, fromCents, formatMoney } from '@hearth/shared';
import { DateField, FormGridFull, FormSection, FormTextField } from '../../../components/form';
import { useServicesOfClient } from '../api';
import { fromLocalInputs, localIsoDate } from '../format';
import { nextDay, type TimesheetFormValues } from '../timesheet-form';

type Props = { control: Control<TimesheetFormValues, unknown, unknown>; editing: boolean };

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

/** Live elapsed hours, units and gross for the chosen service, with the billing arithmetic the server uses. */
function AmountPreview({ control }: { control: Props['control'] }) {
  const [clientId, serviceRequestId, startDate, startTime, endDate, endTime] = useWatch({
    control,
    name: ['clientId', 'serviceRequestId', 'startDate', 'startTime', 'endDate', 'endTime'],
  });
  const services = useServicesOfClient(clientId === '' ? null : clientId);
  const service = services.data?.find((s) => s.serviceRequestId === serviceRequestId);
  const start = fromLocalInputs(startDate, startTime);
  const end = fromLocalInputs(endDate, endTime);
  const ready = service && start && end && end >= start && service.serviceUnitLength > 0;
  const amounts = ready
    ? computeAmounts({
        start,
        end,
        unitLengthHours: service.serviceUnitLength,
        unitRate: service.serviceUnitRate,
        percentPaid: null,
      })
    : null;

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
            <Figure label="Gross ($)" value={formatMoney(fromCents(amounts.grossCents))} />
          </Box>
          <Typography variant="caption" component="p" sx={{ mt: 1, color: 'text.secondary' }}>
            {`${service.serviceUnitLength} hr units at $${formatMoney(service.serviceUnitRate)} each. `}
            Net follows from the staff member&apos;s percent paid when the entry is saved.
          </Typography>
        </>
      ) : (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Choose a client service and the start and end to see the elapsed hours, units and gross amount.
        </Typography>
      )}
    </Paper>
  );
}

/**
 * Start and End Date/Time, read and shown in the browser's time zone. The start cannot be in the
 * future; the end is on the start's day (an edit may also end at the midnight after it).
 */
export function TimesheetTimeFields({ control, editing }: Props) {
  const startDate = useWatch({ control, name: 'startDate' });
  const time = { inputLabel: { shrink: true } };
  return (
    <FormSection title="Date and Time">
      <DateField control={control} name="startDate" label="Start Date" required max={localIsoDate()} />
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
        <AmountPreview control={control} />
      </FormGridFull>
    </FormSection>
  );
}
