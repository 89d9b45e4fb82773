import { CLAIM_SETTINGS } from '@hearth/shared';
import { FormGridFull, FormSection, FormTextField, PhoneField, UsStateSelect } from '../../../components/form';
import type { SettingsFormControl } from '../settings-form';

const digits = { htmlInput: { inputMode: 'numeric' as const } };

/** Agency: who the claim files say is billing, and where (the 837P's billing provider and contact). */
export function AgencyFields({ control }: { control: SettingsFormControl }) {
  return (
    <FormSection title="Agency">
      <FormGridFull>
        <FormTextField
          control={control}
          name="legalName"
          label={CLAIM_SETTINGS.legalName}
          helperText="As enrolled with PROMISe"
          autoComplete="organization"
        />
      </FormGridFull>
      <FormGridFull>
        <FormTextField
          control={control}
          name="addressStreet"
          label={CLAIM_SETTINGS.addressStreet}
          autoComplete="address-line1"
        />
      </FormGridFull>
      <FormTextField
        control={control}
        name="addressCity"
        label={CLAIM_SETTINGS.addressCity}
        autoComplete="address-level2"
      />
      <UsStateSelect control={control} name="addressState" label={CLAIM_SETTINGS.addressState} emptyOption="None" />
      <FormTextField
        control={control}
        name="addressZip"
        label={CLAIM_SETTINGS.addressZip}
        helperText="All 9 digits, such as 17101-1234"
        autoComplete="postal-code"
        slotProps={digits}
      />
      <PhoneField control={control} name="phone" label={CLAIM_SETTINGS.phone} />
      <FormTextField
        control={control}
        name="contactName"
        label={CLAIM_SETTINGS.contactName}
        helperText="The person the state calls about claims"
        autoComplete="name"
      />
    </FormSection>
  );
}
