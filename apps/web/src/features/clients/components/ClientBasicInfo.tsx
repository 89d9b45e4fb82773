import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { formatPhone, Status, US_STATES, type ClientOut } from '@hearth/shared';
import { FileList } from '../../../components/files';
import { ClientMap } from './ClientMap';

function Field({ label, children, wide }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <Box sx={{ gridColumn: wide ? '1 / -1' : undefined, minWidth: 0 }}>
      <Typography component="dt" variant="body2" sx={{ color: 'text.secondary', fontWeight: 600 }}>
        {label}
      </Typography>
      <Typography component="dd" variant="body1" sx={{ m: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
        {children === null || children === undefined || children === '' ? '-' : children}
      </Typography>
    </Box>
  );
}

const grid = {
  display: 'grid',
  gap: 2.5,
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
  m: 0,
} as const;

/** 'YYYY-MM-DD' → 'MM/DD/YYYY'. */
export function formatDate(iso: string | null): string {
  if (!iso) return '';
  const [y, m, d] = iso.slice(0, 10).split('-');
  return y && m && d ? `${m}/${d}/${y}` : iso;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ mt: 3 }}>
      <Typography variant="h3" component="h3" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** The read-only 'Basic information' tab of Client Details, with the edit icon. */
export function ClientBasicInfo({ client }: { client: ClientOut }) {
  const stateName = US_STATES.find(([code]) => code === client.billingState)?.[1] ?? client.billingState;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
        <Typography variant="h2" sx={{ flex: 1 }}>
          Client Information
        </Typography>
        <Chip
          size="small"
          label={client.status === Status.Active ? 'Active' : 'Inactive'}
          color={client.status === Status.Active ? 'success' : 'default'}
          variant="outlined"
        />
        <Tooltip title="Edit client">
          <IconButton
            component={RouterLink}
            to={`/admin/edit-client?id=${client.clientId}`}
            aria-label="Edit client"
            color="primary"
          >
            <EditOutlined />
          </IconButton>
        </Tooltip>
      </Box>
      <Box component="dl" sx={{ ...grid, mt: 2 }}>
        <Field label="First Name">{client.firstName}</Field>
        <Field label="Middle Name">{client.middleName}</Field>
        <Field label="Last Name">{client.lastName}</Field>
        <Field label="Date of Birth">{formatDate(client.dob)}</Field>
        <Field label="MCI">{client.mci}</Field>
        <Field label="MPI">{client.mpi}</Field>
        <Field label="Diagnostic Code">{client.diagnosticCode}</Field>
        <Field label="Supports Coordinator">
          {client.supportCoordinator && (
            <Link component={RouterLink} to={`/admin/view-sc?id=${client.supportCoordinator.id}`}>
              {client.supportCoordinator.name}
            </Link>
          )}
        </Field>
        <Field label="Behavioral Specialist">
          {client.behavioralSpecialist && (
            <Link component={RouterLink} to={`/admin/view-staff?id=${client.behavioralSpecialist.id}`}>
              {client.behavioralSpecialist.name}
            </Link>
          )}
        </Field>
        <Field label="County">{client.country}</Field>
        <Field label="Phone">{formatPhone(client.phone)}</Field>
        <Field label="Family Contact Email">{client.familyContactEmail}</Field>
        <Field label="Waiver Type">{client.waiwer}</Field>
        <Field label="Funding Source">{client.fundingSource}</Field>
        <Field label="Is Authorized">{client.isAuthorized ? 'Yes' : 'No'}</Field>
        <Field label="Goals and Outcomes" wide>
          {client.goalsOutcomes}
        </Field>
        <Field label="Memo" wide>
          {client.memo}
        </Field>
      </Box>
      <Divider sx={{ mt: 3 }} />
      <Section title="Address Information">
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          <Box component="dl" sx={{ ...grid, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)' } }}>
            <Field label="Billing Street" wide>
              {client.billingStreet}
            </Field>
            <Field label="Billing City">{client.billingCity}</Field>
            <Field label="Billing State">{stateName}</Field>
            <Field label="Billing ZIP">{client.billingZIP}</Field>
            <Field label="Billing Country">{client.billingCountry}</Field>
          </Box>
          <ClientMap latitude={client.latitude} longitude={client.longitude} height={220} />
        </Box>
      </Section>
      <Divider sx={{ mt: 3 }} />
      <Section title="Files">
        <FileList files={client.files} />
      </Section>
    </Paper>
  );
}
