import { useWatch, type Control, type UseFormSetValue } from 'react-hook-form';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import LockOutlined from '@mui/icons-material/LockOutlined';
import { WorkEntryMsg } from '@hearth/shared';
import { FormGridFull, FormSection, SearchPickerField, SelectField } from '../../../components/form';
import { clientSource, staffSource } from '../../../components/form/common-sources';
import { useClientGoals, useServicesOfClient } from '../api';
import { TimesheetText, type TimesheetFormValues } from '../timesheet-form';

type Props = {
  control: Control<TimesheetFormValues, unknown, unknown>;
  setValue: UseFormSetValue<TimesheetFormValues>;
  /** Editing: the staff member is fixed (spec 01 section 5) and shown by name. */
  lockedStaffName?: string;
  /** Names of the loaded entry, shown before (or without) the option lists. */
  clientName?: string;
  /** The zone of the timesheet's times ("today" for which authorizations are open). */
  timeZone: string;
};

/** The client's goals and outcomes: read-only text from the client's record, not a field. */
function GoalsOutcomes({
  clientChosen,
  loading,
  text,
}: {
  clientChosen: boolean;
  loading: boolean;
  text: string | null;
}) {
  const shown = !clientChosen
    ? 'Choose a client to see their goals and outcomes.'
    : loading
      ? 'Loading…'
      : text?.trim()
        ? text
        : 'No goals and outcomes recorded for this client.';
  const real = clientChosen && !loading && !!text?.trim();
  return (
    <Box component="dl" sx={{ m: 0 }}>
      <Typography component="dt" variant="body2" sx={{ color: 'text.secondary', fontWeight: 600, mb: 0.5 }}>
        Goals and outcomes
      </Typography>
      <Box
        component="dd"
        sx={{
          m: 0,
          px: 2,
          py: 1.5,
          borderRadius: 1,
          bgcolor: 'action.hover',
          color: real ? 'text.primary' : 'text.secondary',
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
        }}
      >
        {shown}
      </Box>
    </Box>
  );
}

/**
 * Editing: the staff member is locked (spec 01 section 5) and shown as text in normal colour with a
 * lock, not as a disabled field (whose grey fails WCAG contrast).
 */
function LockedStaff({ name }: { name: string }) {
  return (
    <Box component="dl" sx={{ m: 0 }}>
      <Typography component="dt" variant="body2" sx={{ color: 'text.secondary', fontWeight: 600, mb: 0.5 }}>
        Staff Name
      </Typography>
      <Box
        component="dd"
        sx={{ m: 0, px: 2, py: 1.5, borderRadius: 1, bgcolor: 'action.hover', display: 'flex', alignItems: 'center' }}
      >
        <Box component="span" sx={{ flex: 1, overflowWrap: 'anywhere' }}>
          {name}
        </Box>
        <LockOutlined fontSize="small" aria-hidden sx={{ color: 'text.secondary' }} />
      </Box>
      <Typography component="dd" variant="caption" sx={{ m: 0, mt: 0.5, mx: 1.75, color: 'text.secondary' }}>
        The staff member of a work entry cannot change.
      </Typography>
    </Box>
  );
}

/** Staff Name, Client Name, Client Service and the client's Goals and outcomes. */
export function TimesheetVisitFields({ control, setValue, lockedStaffName, clientName, timeZone }: Props) {
  const clientId = useWatch({ control, name: 'clientId' });
  const chosenClient = clientId === '' ? null : clientId;
  const services = useServicesOfClient(chosenClient, timeZone);
  const goals = useClientGoals(chosenClient);

  const serviceOptions = (services.data ?? []).map((s) => ({
    value: s.serviceRequestId,
    label: `${s.serviceName} (${s.serviceCode})`,
  }));
  // Spec 01 section 5: the service dropdown is disabled until the chosen client has services.
  const noServices = chosenClient !== null && services.isSuccess && serviceOptions.length === 0;
  const serviceHelp =
    chosenClient === null ? TimesheetText.chooseClientFirst : noServices ? WorkEntryMsg.noService : undefined;

  return (
    <FormSection title="Visit">
      {lockedStaffName !== undefined ? (
        <LockedStaff name={lockedStaffName} />
      ) : (
        <SearchPickerField control={control} name="userId" label="Staff Name" source={staffSource} required />
      )}
      <SearchPickerField
        control={control}
        name="clientId"
        label="Client Name"
        source={clientSource}
        required
        selectedLabel={clientName}
        onPicked={() => setValue('serviceRequestId', '', { shouldDirty: true })}
      />
      <SelectField
        control={control}
        name="serviceRequestId"
        label="Client Service"
        required
        options={serviceOptions}
        disabled={chosenClient === null || !services.isSuccess || serviceOptions.length === 0}
        helperText={serviceHelp}
      />
      <FormGridFull>
        <GoalsOutcomes clientChosen={chosenClient !== null} loading={goals.isPending} text={goals.data ?? null} />
      </FormGridFull>
    </FormSection>
  );
}
