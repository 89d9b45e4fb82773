import { useState } from 'react';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Tooltip from '@mui/material/Tooltip';
import EditOutlined from '@mui/icons-material/EditOutlined';
import type { CredentialTypeOut } from '@hearth/shared';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { BackLink } from '../../../components/details';
import { PageHeader, ResponsiveList, type ListColumn } from '../../../components/list';
import { useToast } from '../../../components/toast/toast-context';
import { errorMessage } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useCredentialTypes, useSaveCredentialType } from '../api';
import { CredentialTypeDialog, type CredentialTypeDialogState } from '../components/CredentialTypeDialog';
import { appliesToText, CredentialTypeToast, ENFORCE_WARNING, validForText } from '../type-form';

const yesNo = (v: boolean) => (v ? 'Yes' : 'No');

/** The enforce switch's question: what switching on (or off) does, before it is sent. */
function useEnforceSwitch() {
  const toast = useToast();
  const save = useSaveCredentialType();
  // The type stays after the answer so the closing dialog keeps its words; `open` closes it.
  const [asked, setAsked] = useState<CredentialTypeOut | null>(null);
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  const confirm = async () => {
    if (!asked) return;
    const enforced = !asked.enforced;
    try {
      await save.mutateAsync({ mode: 'edit', id: asked.id, body: { enforced, version: asked.version } });
      toast.success(enforced ? CredentialTypeToast.enforcedOn : CredentialTypeToast.enforcedOff);
    } catch (err) {
      toast.error(errorMessage(err, CredentialTypeToast.updateFailed));
    }
    close();
  };
  const dialog = (
    <ConfirmDialog
      open={open}
      title={asked?.enforced ? `Stop enforcing ${asked.name}?` : `Enforce ${asked?.name ?? ''}?`}
      message={
        asked?.enforced
          ? 'Staff missing this credential, or with it expired, will again be able to clock in.'
          : ENFORCE_WARNING
      }
      confirmLabel={asked?.enforced ? 'STOP ENFORCING' : 'ENFORCE'}
      cancelLabel="CANCEL"
      busy={save.isPending}
      onConfirm={() => void confirm()}
      onCancel={close}
    />
  );
  const ask = (type: CredentialTypeOut) => {
    setAsked(type);
    setOpen(true);
  };
  return { ask, dialog };
}

/** /admin/credential-types: the agency's credential types, their enforcement and who they apply to. */
export function CredentialTypesPage() {
  useDocumentTitle('Credential Types');
  const types = useCredentialTypes();
  const [editing, setEditing] = useState<CredentialTypeDialogState | null>(null);
  const enforce = useEnforceSwitch();

  const columns: ListColumn<CredentialTypeOut>[] = [
    { key: 'name', header: 'Name', primary: true, render: (t) => (t.active ? t.name : `${t.name} (inactive)`) },
    { key: 'required', header: 'Required for visits', render: (t) => yesNo(t.requiredForVisits) },
    {
      key: 'enforced',
      header: 'Enforced',
      render: (t) => (
        <Switch
          checked={t.enforced}
          onChange={() => enforce.ask(t)}
          slotProps={{ input: { role: 'switch', 'aria-label': `Enforce ${t.name}` } }}
        />
      ),
    },
    { key: 'valid', header: 'Valid for', render: (t) => validForText(t.validMonths) },
    { key: 'grace', header: 'Grace', render: (t) => (t.graceDays === 1 ? '1 day' : `${t.graceDays} days`) },
    { key: 'applies', header: 'Applies to', render: (t) => appliesToText(t.appliesTo) },
    {
      key: 'actions',
      header: '',
      actions: true,
      render: (t) => (
        <Tooltip title="Edit">
          <IconButton aria-label={`Edit ${t.name}`} onClick={() => setEditing({ mode: 'edit', type: t })}>
            <EditOutlined />
          </IconButton>
        </Tooltip>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        before={<BackLink to="/admin/credentials" label="Back to Credentials" />}
        title="Credential Types"
        subtitle="Checks and certificates staff must hold; enforcing one refuses clock-in without it."
        actions={
          <Button variant="contained" onClick={() => setEditing({ mode: 'create' })}>
            CREATE NEW
          </Button>
        }
      />
      <Paper variant="outlined">
        <ResponsiveList
          rows={types.data}
          columns={columns}
          getRowKey={(t) => t.id}
          label="Credential types"
          emptyText="No Credential Types"
          fetching={types.isFetching}
          error={types.error}
        />
      </Paper>
      <CredentialTypeDialog state={editing} onClose={() => setEditing(null)} />
      {enforce.dialog}
    </>
  );
}
