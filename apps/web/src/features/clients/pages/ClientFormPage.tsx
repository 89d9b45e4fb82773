import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { PageHeader } from '../../../components/list';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useClient } from '../api';
import { ClientForm } from '../components/ClientForm';
import { ClientNotFound } from '../components/ClientNotFound';
import { useClientIdParam } from '../use-client-id';

/** /admin/create-client */
export function CreateClientPage() {
  useDocumentTitle('Create New Client');
  return (
    <>
      <PageHeader title="Create New Client" />
      <ClientForm />
    </>
  );
}

/** /admin/edit-client?id= */
export function EditClientPage() {
  useDocumentTitle('Edit Client');
  const id = useClientIdParam();
  const client = useClient(id);
  return (
    <>
      <PageHeader title="Edit Client" />
      {id === null || client.isError ? (
        <ClientNotFound error={client.error} />
      ) : client.data ? (
        // A new key per loaded version: the form starts from what was loaded.
        <ClientForm key={`${client.data.clientId}:${client.data.version}`} client={client.data} />
      ) : (
        <Stack spacing={2} aria-busy="true" aria-label="Loading client">
          <Skeleton variant="rounded" height={360} />
          <Skeleton variant="rounded" height={280} />
        </Stack>
      )}
    </>
  );
}
