import { CLAIM_SETTINGS } from '@hearth/shared';
import { FormGridFull, FormSection, FormTextField, SwitchField } from '../../../components/form';
import type { SettingsFormControl } from '../settings-form';

const digits = { htmlInput: { inputMode: 'numeric' as const } };
const code = { htmlInput: { autoCapitalize: 'characters', spellCheck: false } };

/** Claims (PROMISe 837P): the identifiers every claim file carries. */
export function ClaimFields({ control }: { control: SettingsFormControl }) {
  return (
    <FormSection title="Claims (PROMISe 837P)">
      <FormTextField
        control={control}
        name="npi"
        label={CLAIM_SETTINGS.npi}
        helperText="10 digits"
        autoComplete="off"
        slotProps={digits}
      />
      <FormTextField
        control={control}
        name="ein"
        label={CLAIM_SETTINGS.ein}
        helperText="9 digits, such as 12-3456789"
        autoComplete="off"
        slotProps={digits}
      />
      <FormTextField
        control={control}
        name="promiseProviderId"
        label={CLAIM_SETTINGS.promiseProviderId}
        helperText="9 digits"
        autoComplete="off"
        slotProps={digits}
      />
      <FormTextField
        control={control}
        name="promiseServiceLocation"
        label={CLAIM_SETTINGS.promiseServiceLocation}
        helperText="4 digits, such as 0001"
        autoComplete="off"
        slotProps={digits}
      />
      <FormTextField
        control={control}
        name="taxonomyCode"
        label={CLAIM_SETTINGS.taxonomyCode}
        helperText="10 characters, such as 253Z00000X"
        autoComplete="off"
        slotProps={code}
      />
      <FormTextField
        control={control}
        name="submitterId"
        label={CLAIM_SETTINGS.submitterId}
        helperText="2 to 15 letters or digits"
        autoComplete="off"
        slotProps={code}
      />
      <FormTextField
        control={control}
        name="receiverId"
        label={CLAIM_SETTINGS.receiverId}
        helperText="2 to 15 letters or digits"
        autoComplete="off"
        slotProps={code}
      />
      <FormTextField
        control={control}
        name="receiverName"
        label={CLAIM_SETTINGS.receiverName}
        helperText="The payer, as the claim file names it"
        autoComplete="off"
      />
      <FormGridFull>
        <SwitchField
          control={control}
          name="testClaimFiles"
          label="Mark claim files as test files"
          helperText="Leave on until the state has approved your production claim files."
        />
      </FormGridFull>
    </FormSection>
  );
}
