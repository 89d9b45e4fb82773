import { CLAIM_SETTINGS } from '@hearth/shared';
import { FormGridFull, FormSection, FormTextField, SwitchField } from '../../../components/form';
import type { SettingsFormControl } from '../settings-form';

const digits = { htmlInput: { inputMode: 'numeric' as const } };
const code = { htmlInput: { autoCapitalize: 'characters', spellCheck: false } };

type ClaimField = {
  name:
    | 'npi'
    | 'ein'
    | 'promiseProviderId'
    | 'promiseServiceLocation'
    | 'taxonomyCode'
    | 'submitterId'
    | 'receiverId'
    | 'receiverName';
  helperText: string;
  slotProps?: typeof digits | typeof code;
};

/** The identifiers, in the order of the form; each is a plain text field with a hint of its shape. */
const FIELDS: readonly ClaimField[] = [
  { name: 'npi', helperText: '10 digits', slotProps: digits },
  { name: 'ein', helperText: '9 digits, such as 12-3456789', slotProps: digits },
  { name: 'promiseProviderId', helperText: '9 digits', slotProps: digits },
  { name: 'promiseServiceLocation', helperText: '4 digits, such as 0001', slotProps: digits },
  { name: 'taxonomyCode', helperText: '10 characters, such as 253Z00000X', slotProps: code },
  { name: 'submitterId', helperText: '2 to 15 letters or digits', slotProps: code },
  { name: 'receiverId', helperText: '2 to 15 letters or digits', slotProps: code },
  { name: 'receiverName', helperText: 'The payer, as the claim file names it' },
];

/** Claims (PROMISe 837P): the identifiers every claim file carries. */
export function ClaimFields({ control }: { control: SettingsFormControl }) {
  return (
    <FormSection title="Claims (PROMISe 837P)">
      {FIELDS.map((f) => (
        <FormTextField
          key={f.name}
          control={control}
          name={f.name}
          label={CLAIM_SETTINGS[f.name]}
          helperText={f.helperText}
          autoComplete="off"
          slotProps={f.slotProps}
        />
      ))}
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
