import { CLAIM_SETTINGS, DEFAULT_FILING_LIMIT_DAYS } from '@hearth/shared';
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

/**
 * Claims (PROMISe 837P): the identifiers every claim file carries, and how long after a date of
 * service a claim may still be filed (receivables flag the open claims near that day).
 */
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
      <FormTextField
        control={control}
        name="claimFilingLimitDays"
        label="Claim filing limit (days)"
        type="number"
        required
        helperText={`PROMISe: ${DEFAULT_FILING_LIMIT_DAYS} days from the date of service`}
        slotProps={{ htmlInput: { inputMode: 'numeric', min: 30, max: 730, step: 1 } }}
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
