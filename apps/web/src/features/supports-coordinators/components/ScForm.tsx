import { useForm, type FieldPath } from 'react-hook-form';
import Box from '@mui/material/Box';
import { Status, todayIso } from '@hearth/shared';
import {
  CheckboxField,
  DateField,
  FormGridFull,
  FormSection,
  FormTextField,
  PhoneField,
  SelectField,
  UsStateSelect,
} from '../../../components/form';
import { showFieldRefusal } from '../../../components/field-refusal';
import { FormPageActions } from '../../../components/FormPageActions';
import { createScResolver, SC_FORM_FIELDS, updateScResolver, type ScBody, type ScFormValues } from '../sc-form';

export type ScSaveIntent = 'save' | 'saveNew';

type ScFormProps = {
  mode: 'create' | 'edit';
  defaultValues: ScFormValues;
  /** Saves; rejects (after telling the user) when the server refuses, so the form keeps its input. */
  onSubmit: (body: ScBody, intent: ScSaveIntent) => Promise<void>;
  onCancel: () => void;
};

const STATUS_OPTIONS = [
  { value: Status.Active, label: 'Active' },
  { value: Status.Inactive, label: 'Inactive' },
];

/**
 * Create and Edit Supports Coordinator (spec 01): Staff Information and Address Information;
 * SAVE or UPDATE, SAVE & NEW (create only: saves, then starts an empty form), CANCEL.
 */
export function ScForm({ mode, defaultValues, onSubmit, onCancel }: ScFormProps) {
  const { control, handleSubmit, setError, reset, setFocus, formState } = useForm<ScFormValues, unknown, ScBody>({
    resolver: mode === 'create' ? createScResolver : updateScResolver,
    defaultValues,
  });

  const submit = (intent: ScSaveIntent) =>
    handleSubmit(async (body) => {
      try {
        await onSubmit(body, intent);
      } catch (err) {
        showFieldRefusal(err, SC_FORM_FIELDS, setError);
        return;
      }
      if (intent === 'saveNew') {
        reset(defaultValues);
        window.scrollTo?.({ top: 0 });
        setFocus('firstName');
      }
    });

  const field = (name: FieldPath<ScFormValues>) => ({ control, name, id: `sc-${name}` });

  return (
    <Box component="form" noValidate onSubmit={(event) => void submit('save')(event)} aria-label="Supports coordinator">
      <FormSection title="Staff Information" columns={3}>
        <FormTextField {...field('salutation')} label="Salutation" />
        <FormTextField {...field('firstName')} label="First Name" required autoComplete="off" />
        <FormTextField {...field('middleName')} label="Middle Name" autoComplete="off" />
        <FormTextField {...field('lastName')} label="Last Name" required autoComplete="off" />
        <FormTextField {...field('suffix')} label="Suffix" />
        <FormTextField {...field('title')} label="Title" />
        <FormTextField {...field('company')} label="Company Name" />
        <FormTextField {...field('entity')} label="Entity" />
        <FormTextField {...field('email')} label="Email" type="email" autoComplete="off" />
        <PhoneField {...field('phone')} label="Phone" />
        <PhoneField {...field('mobile')} label="Mobile" />
        <DateField {...field('dob')} label="Date of Birth" max={todayIso()} />
        <SelectField {...field('status')} label="Status" options={STATUS_OPTIONS} />
        <CheckboxField control={control} name="isAuthorized" label="Authorized" />
      </FormSection>
      <FormSection title="Address Information" columns={3}>
        <FormGridFull>
          <FormTextField {...field('billingStreet')} label="Street" />
        </FormGridFull>
        <FormTextField {...field('billingCity')} label="City" />
        <UsStateSelect {...field('billingState')} label="State" emptyOption="None" />
        <FormTextField {...field('billingZIP')} label="ZIP Code" slotProps={{ htmlInput: { inputMode: 'numeric' } }} />
        <FormTextField {...field('billingCountry')} label="Country" />
      </FormSection>
      <FormPageActions
        mode={mode}
        busy={formState.isSubmitting}
        onCancel={onCancel}
        onSaveNew={() => void submit('saveNew')()}
      />
    </Box>
  );
}
