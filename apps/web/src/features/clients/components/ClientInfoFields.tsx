import { COUNTIES, FUNDING_SOURCES, Status, todayIso, WAIVER_TYPES } from '@hearth/shared';
import {
  CheckboxField,
  DateField,
  FormGridFull,
  FormSection,
  FormTextField,
  PhoneField,
  SearchPickerField,
  SelectField,
} from '../../../components/form';
import { behavioralSpecialistSource, supportsCoordinatorSource } from '../api';
import type { ClientFormControl } from '../client-form';
import { OtherChoiceField } from './OtherChoiceField';

const STATUSES = [
  { value: Status.Active, label: 'Active' },
  { value: Status.Inactive, label: 'Inactive' },
];

/** Client Information: names, identifiers, links, county, contacts, waiver/funding, notes, status. */
export function ClientInfoFields({ control }: { control: ClientFormControl }) {
  return (
    <FormSection title="Client Information" columns={3}>
      <FormTextField control={control} name="firstName" label="First Name" required autoComplete="off" />
      <FormTextField control={control} name="middleName" label="Middle Name" autoComplete="off" />
      <FormTextField control={control} name="lastName" label="Last Name" required autoComplete="off" />
      <DateField control={control} name="dob" label="Date of Birth" max={todayIso()} />
      <FormTextField control={control} name="mci" label="MCI" required />
      <FormTextField control={control} name="mpi" label="MPI" />
      <FormTextField control={control} name="diagnosticCode" label="Diagnostic Code" />
      <SearchPickerField
        control={control}
        name="supportCoordinatorId"
        label="Supports Coordinator"
        source={supportsCoordinatorSource}
      />
      <SearchPickerField
        control={control}
        name="behavioralSpecialistId"
        label="Behavioral Specialist"
        source={behavioralSpecialistSource}
      />
      <SelectField control={control} name="country" label="County" required options={COUNTIES} emptyOption="Select" />
      <PhoneField control={control} name="phone" label="Phone" required />
      <FormTextField
        control={control}
        name="familyContactEmail"
        label="Family Contact Email"
        type="email"
        autoComplete="off"
      />
      <OtherChoiceField
        control={control}
        choiceName="waiverChoice"
        otherName="waiverOther"
        label="Waiver Type"
        options={WAIVER_TYPES}
      />
      <OtherChoiceField
        control={control}
        choiceName="fundingChoice"
        otherName="fundingOther"
        label="Funding Source"
        options={FUNDING_SOURCES}
      />
      <SelectField control={control} name="status" label="Status" options={STATUSES} />
      <FormGridFull>
        <FormTextField control={control} name="goalsOutcomes" label="Goals and Outcomes" multiline minRows={3} />
      </FormGridFull>
      <FormGridFull>
        <FormTextField control={control} name="memo" label="Memo" multiline minRows={2} />
      </FormGridFull>
      <FormGridFull>
        <CheckboxField control={control} name="isAuthorized" label="Is Authorized" />
      </FormGridFull>
    </FormSection>
  );
}
