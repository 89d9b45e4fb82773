import { useForm, type UseFormReturn } from 'react-hook-form';
import Box from '@mui/material/Box';
import type { CreateStaffBody, UpdateStaffBody } from '@hearth/shared';
import { showFieldRefusal } from '../../../components/field-refusal';
import { FormPageActions } from '../../../components/FormPageActions';
import { createStaffResolver, STAFF_FORM_FIELDS, updateStaffResolver, type StaffFormValues } from '../staff-form';
import type { StaffRecordType } from '../staff-types';
import { StaffAddressFields } from './StaffAddressFields';
import { StaffFilesField } from './StaffFilesField';
import { StaffInfoFields } from './StaffInfoFields';
import { StaffSystemFields } from './StaffSystemFields';

export type StaffBody = CreateStaffBody | UpdateStaffBody;
export type StaffFormApi = UseFormReturn<StaffFormValues, unknown, StaffBody>;
export type SaveIntent = 'save' | 'saveNew';

type StaffFormProps = {
  mode: 'create' | 'edit';
  defaultValues: StaffFormValues;
  canEditEmail: boolean;
  typeOptions: readonly StaffRecordType[];
  fixedTypeLabel: string;
  /** Saves; rejects (after telling the user) when the server refuses, so the form keeps its input. */
  onSubmit: (body: StaffBody, intent: SaveIntent) => Promise<void>;
  onCancel: () => void;
};

/**
 * The Create and Edit Staff Member form (spec 01): Staff Member Information, Address Information,
 * files, System Information; SAVE or UPDATE, SAVE & NEW (create only), CANCEL.
 */
export function StaffForm({
  mode,
  defaultValues,
  canEditEmail,
  typeOptions,
  fixedTypeLabel,
  onSubmit,
  onCancel,
}: StaffFormProps) {
  const form: StaffFormApi = useForm<StaffFormValues, unknown, StaffBody>({
    resolver: mode === 'create' ? createStaffResolver : updateStaffResolver,
    defaultValues,
  });
  const { handleSubmit, setError, formState } = form;

  const submit = (intent: SaveIntent) =>
    handleSubmit(async (body) => {
      try {
        await onSubmit(body, intent);
      } catch (err) {
        showFieldRefusal(err, STAFF_FORM_FIELDS, setError);
      }
    });

  return (
    <Box component="form" noValidate onSubmit={(event) => void submit('save')(event)} aria-label="Staff member">
      <StaffInfoFields form={form} mode={mode} canEditEmail={canEditEmail} />
      <StaffAddressFields form={form} />
      <StaffFilesField form={form} />
      <StaffSystemFields form={form} mode={mode} typeOptions={typeOptions} fixedTypeLabel={fixedTypeLabel} />
      <FormPageActions
        mode={mode}
        busy={formState.isSubmitting}
        onCancel={onCancel}
        onSaveNew={() => void submit('saveNew')()}
      />
    </Box>
  );
}
