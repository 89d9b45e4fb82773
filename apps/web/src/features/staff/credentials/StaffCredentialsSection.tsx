import { useState } from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { DETERMINATION_LABELS, type CredentialOut, type StaffCredentialsOut } from '@hearth/shared';
import { CredentialStateChip } from '../../../components/CredentialStateChip';
import { FileList } from '../../../components/files';
import { ResponsiveList, type ListColumn } from '../../../components/list';
import { useToast } from '../../../components/toast/toast-context';
import { errorMessage } from '../../../lib/api-client';
import { dateText, dayText } from '../../../lib/format';
import { useSaveCredential, useStaffCredentials } from './api';
import { CredentialDialog, type CredentialDialogState } from './CredentialDialog';
import { CredentialToast } from './credential-form';
import { SectionCard } from './SectionCard';

function Verified({ credential, onVerify }: { credential: CredentialOut; onVerify: (c: CredentialOut) => void }) {
  if (credential.verifiedBy) {
    return `${credential.verifiedBy.name}, ${dateText(credential.verifiedAt)}`;
  }
  return (
    <Button size="small" onClick={() => onVerify(credential)} aria-label={`Mark ${credential.typeName} verified`}>
      Mark verified
    </Button>
  );
}

const baseColumns: ListColumn<CredentialOut>[] = [
  { key: 'type', header: 'Credential', primary: true, render: (c) => c.typeName },
  { key: 'state', header: 'State', render: (c) => <CredentialStateChip state={c.state} /> },
  { key: 'number', header: 'Number', render: (c) => c.number ?? '' },
  { key: 'issued', header: 'Issued', nowrap: true, render: (c) => dayText(c.issuedOn) },
  {
    key: 'expires',
    header: 'Expires',
    nowrap: true,
    render: (c) => (c.expiresOn ? dayText(c.expiresOn) : 'No expiry'),
  },
  {
    key: 'determination',
    header: 'Determination',
    render: (c) => (c.determination ? DETERMINATION_LABELS[c.determination] : ''),
  },
];

function Missing({ missing, onAdd }: { missing: StaffCredentialsOut['missing']; onAdd: (typeId: number) => void }) {
  if (missing.length === 0) return null;
  return (
    <Box component="ul" aria-label="Missing credentials" sx={{ p: 0, m: 0, mt: 2, display: 'grid', gap: 1 }}>
      {missing.map((m) => (
        <Box
          component="li"
          key={m.credentialTypeId}
          sx={{ listStyle: 'none', display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}
        >
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {m.name}
          </Typography>
          <CredentialStateChip state="missing" />
          {m.enforced && (
            <Typography variant="caption" sx={{ color: 'error.main' }}>
              Enforced: refused at clock-in
            </Typography>
          )}
          <Button size="small" onClick={() => onAdd(m.credentialTypeId)} aria-label={`Add ${m.name}`}>
            Add
          </Button>
        </Box>
      ))}
    </Box>
  );
}

function History({ history }: { history: readonly CredentialOut[] }) {
  if (history.length === 0) return null;
  return (
    <Accordion disableGutters variant="outlined" sx={{ mt: 2 }}>
      <AccordionSummary expandIcon={<ExpandMore />}>History ({history.length})</AccordionSummary>
      <AccordionDetails>
        <Box component="ul" aria-label="Superseded credentials" sx={{ p: 0, m: 0 }}>
          {history.map((c) => (
            <Typography component="li" variant="body2" key={c.id} sx={{ listStyle: 'none', py: 0.5 }}>
              {c.typeName}: issued {dayText(c.issuedOn)}, expires {c.expiresOn ? dayText(c.expiresOn) : 'never'}
              {c.number ? ` (No. ${c.number})` : ''}
            </Typography>
          ))}
        </Box>
      </AccordionDetails>
    </Accordion>
  );
}

/** Staff Details → Credentials (decision 018): current ones with their state, missing required types, history. */
export function StaffCredentialsSection({ staffId }: { staffId: number }) {
  const toast = useToast();
  const credentials = useStaffCredentials(staffId);
  const save = useSaveCredential(staffId);
  const [dialog, setDialog] = useState<CredentialDialogState | null>(null);
  const verify = async (c: CredentialOut) => {
    try {
      await save.mutateAsync({ mode: 'edit', id: c.id, body: { verified: true, version: c.version } });
      toast.success(CredentialToast.verified);
    } catch (err) {
      toast.error(errorMessage(err, CredentialToast.verifyFailed));
    }
  };
  const columns: ListColumn<CredentialOut>[] = [
    ...baseColumns,
    {
      key: 'verified',
      header: 'Verified',
      render: (c) => <Verified credential={c} onVerify={(x) => void verify(x)} />,
    },
    { key: 'files', header: 'Files', render: (c) => (c.files.length > 0 ? <FileList files={c.files} /> : '') },
    {
      key: 'renew',
      header: '',
      actions: true,
      render: (c) => (
        <Button
          size="small"
          onClick={() => setDialog({ credentialTypeId: c.credentialTypeId })}
          aria-label={`Renew ${c.typeName}`}
        >
          Renew
        </Button>
      ),
    },
  ];
  const data = credentials.data;
  return (
    <SectionCard
      id="staff-credentials-title"
      title="Credentials"
      actions={
        <Button variant="outlined" size="small" onClick={() => setDialog({ credentialTypeId: '' })}>
          ADD CREDENTIAL
        </Button>
      }
    >
      <Stack>
        {credentials.error ? (
          <Alert severity="error">{errorMessage(credentials.error)}</Alert>
        ) : (
          <ResponsiveList
            rows={data?.current}
            columns={columns}
            getRowKey={(c) => c.id}
            label="Current credentials"
            emptyText="No credentials recorded"
            fetching={credentials.isFetching}
          />
        )}
        {data && <Missing missing={data.missing} onAdd={(id) => setDialog({ credentialTypeId: id })} />}
        {data && <History history={data.history} />}
      </Stack>
      <CredentialDialog staffId={staffId} state={dialog} onClose={() => setDialog(null)} />
    </SectionCard>
  );
}
