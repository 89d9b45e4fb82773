import { Controller } from 'react-hook-form';
import { FileAttachments } from '../../../components/files';
import { FormSection } from '../../../components/form';
import type { StaffFormApi } from './StaffForm';

/** The staff record's documents (category staff); removed files are detached on SAVE / UPDATE. */
export function StaffFilesField({ form }: { form: StaffFormApi }) {
  return (
    <FormSection title="Files" columns={0}>
      <Controller
        name="files"
        control={form.control}
        render={({ field }) => <FileAttachments files={field.value} onChange={field.onChange} category="staff" />}
      />
    </FormSection>
  );
}
