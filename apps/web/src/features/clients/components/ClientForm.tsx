import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import { FormPageActions } from '../../../components/FormPageActions';
import { ClientMsg, ErrorCode, type ClientOut } from '@hearth/shared';
import { zodFormResolver } from '../../../lib/form-resolver';
import { FileAttachments } from '../../../components/files';
import { FormSection } from '../../../components/form';
import { useToast } from '../../../components/toast/toast-context';
import { ApiError, hasErrorCode } from '../../../lib/api-client';
import { useSaveClient } from '../api';
import {
  clientFormSchema,
  clientToForm,
  emptyClientForm,
  formFieldOf,
  formToBody,
  type ClientFormOutput,
  type ClientFormValues,
} from '../client-form';
import { ClientAddressFields } from './ClientAddressFields';
import { ClientInfoFields } from './ClientInfoFields';

// The schema's input types are wider (`unknown` for preprocessed fields) than the form's values.
const clientResolver = zodFormResolver<ClientFormValues, ClientFormOutput>(clientFormSchema);

export const clientDetailsPath = (id: number) => `/admin/client-details?id=${id}`;

type ClientFormProps = {
  /** The loaded client when editing; absent when creating. */
  client?: ClientOut;
};

/**
 * Create/Edit Client: Client Information, Address Information (map) and Files. SAVE goes to the
 * new client's details, SAVE & NEW empties the form, UPDATE goes back to the details. A failed
 * save keeps everything typed; a field error shows under its field.
 */
export function ClientForm({ client }: ClientFormProps) {
  const navigate = useNavigate();
  const toast = useToast();
  const save = useSaveClient();
  const editing = client !== undefined;
  const [defaults] = useState<ClientFormValues>(() => (client ? clientToForm(client) : emptyClientForm()));
  const { control, handleSubmit, reset, setError, setValue, getValues } = useForm<
    ClientFormValues,
    unknown,
    ClientFormOutput
  >({ resolver: clientResolver, defaultValues: defaults });
  const files = useWatch({ control, name: 'files' });

  const submit = (andNew: boolean) =>
    handleSubmit(async (values) => {
      const body = formToBody(values);
      try {
        const saved = await save.mutateAsync(
          client ? { ...body, clientId: client.clientId, version: client.version } : body,
        );
        toast.success(editing ? ClientMsg.updateSuccess : ClientMsg.createSuccess);
        if (andNew) {
          reset(emptyClientForm());
          window.scrollTo?.({ top: 0 });
        } else {
          void navigate(clientDetailsPath(saved.data.clientId));
        }
      } catch (err) {
        const failed = editing ? ClientMsg.updateFailed : ClientMsg.createFailed;
        if (hasErrorCode(err, ErrorCode.STALE_RECORD)) {
          toast.error(err.message || failed);
          return;
        }
        const field = err instanceof ApiError ? formFieldOf(err.field) : null;
        if (field && err instanceof ApiError) setError(field, { message: err.message }, { shouldFocus: true });
        toast.error(failed);
      }
    });

  const cancel = () => void navigate(client ? clientDetailsPath(client.clientId) : '/admin/clients');

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => void submit(false)(event)}
      aria-label={editing ? 'Edit Client' : 'Create New Client'}
    >
      <ClientInfoFields control={control} />
      <ClientAddressFields control={control} getValues={getValues} setValue={setValue} />
      <FormSection title="Files" columns={0}>
        <FileAttachments
          files={files}
          category="client"
          onChange={(next) => setValue('files', next, { shouldDirty: true })}
        />
      </FormSection>
      <FormPageActions
        mode={editing ? 'edit' : 'create'}
        busy={save.isPending}
        onCancel={cancel}
        onSaveNew={() => void submit(true)()}
      />
    </Box>
  );
}
