import { useWatch } from 'react-hook-form';
import Box from '@mui/material/Box';
import { FormTextField, SelectField } from '../../../components/form';
import type { ClientFormControl } from '../client-form';

type OtherChoiceFieldProps = {
  control: ClientFormControl;
  choiceName: 'waiverChoice' | 'fundingChoice';
  otherName: 'waiverOther' | 'fundingOther';
  label: string;
  options: readonly string[];
};

/** A preset dropdown whose "Other" reveals a free-text field; that text is what is saved (spec 01 section 4). */
export function OtherChoiceField({ control, choiceName, otherName, label, options }: OtherChoiceFieldProps) {
  const choice = useWatch({ control, name: choiceName });
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <SelectField control={control} name={choiceName} label={label} options={options} emptyOption="None" />
      {choice === 'Other' && <FormTextField control={control} name={otherName} label={`Other ${label}`} />}
    </Box>
  );
}
