import TextField from '@mui/material/TextField';
import { Status } from '@hearth/shared';
import { CheckboxField, FormSection, SelectField } from '../../../components/form';
import { useRoleGroups } from '../api';
import type { StaffRecordType } from '../staff-types';
import type { StaffFormApi } from './StaffForm';

type Props = {
  form: StaffFormApi;
  mode: 'create' | 'edit';
  /** Record types the user may choose; empty when the record's type cannot be changed here. */
  typeOptions: readonly StaffRecordType[];
  /** Shown instead of the type select when `typeOptions` is empty (e.g. 'Super Admin'). */
  fixedTypeLabel: string;
};

const STATUS_OPTIONS = [
  { value: Status.Active, label: 'Active' },
  { value: Status.Inactive, label: 'Inactive' },
];

/** "System Information": record type, role group, status and the account flags. */
export function StaffSystemFields({ form, mode, typeOptions, fixedTypeLabel }: Props) {
  const roleGroups = useRoleGroups();
  const { control } = form;

  return (
    <FormSection title="System Information" columns={3}>
      {typeOptions.length === 0 ? (
        <TextField id="staff-userType" label="Staff Type" value={fixedTypeLabel} fullWidth disabled />
      ) : (
        <SelectField
          control={control}
          name="userType"
          label="Staff Type"
          id="staff-userType"
          options={typeOptions.map((t) => ({ value: t.userType, label: t.name }))}
        />
      )}
      <SelectField
        control={control}
        name="roleGroupId"
        label="Role Group"
        id="staff-roleGroupId"
        emptyOption="None"
        options={(roleGroups.data ?? []).map((g) => ({ value: g.roleGroupId, label: g.name }))}
        helperText={roleGroups.isError ? 'Role groups could not be loaded.' : undefined}
      />
      <SelectField control={control} name="status" label="Status" id="staff-status" options={STATUS_OPTIONS} />
      <CheckboxField control={control} name="orgAuthentication" label="Authenticated" />
      <CheckboxField control={control} name="isAuthorized" label="Authorized" />
      {mode === 'create' && (
        <CheckboxField control={control} name="passwordResetRequired" label="Password Reset Required" />
      )}
    </FormSection>
  );
}
