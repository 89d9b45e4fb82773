import { FormGridFull, FormSection, FormTextField, UsStateSelect } from '../../../components/form';
import type { StaffFormApi } from './StaffForm';

/** "Address Information": the billing address (state stored by name, default Pennsylvania, USA). */
export function StaffAddressFields({ form }: { form: StaffFormApi }) {
  const { control } = form;
  return (
    <FormSection title="Address Information" columns={3}>
      <FormGridFull>
        <FormTextField control={control} name="billingStreet" label="Street" id="staff-billingStreet" />
      </FormGridFull>
      <FormTextField control={control} name="billingCity" label="City" id="staff-billingCity" />
      <UsStateSelect
        control={control}
        name="billingState"
        label="State"
        id="staff-billingState"
        valueAs="name"
        emptyOption="None"
      />
      <FormTextField
        control={control}
        name="billingZIP"
        label="ZIP Code"
        id="staff-billingZIP"
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      />
      <FormTextField control={control} name="billingCountry" label="Country" id="staff-billingCountry" />
    </FormSection>
  );
}
