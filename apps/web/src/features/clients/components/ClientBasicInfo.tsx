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
import { DetailField } from '../../../components/details';
import { FileList } from '../../../components/files';
import { dayText } from '../../../lib/format';
import { locationCaption } from '../client-location';
import { ClientMap } from './ClientMap';

const grid = {
  display: 'grid',
  gap: 2.5,
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
  m: 0,
} as const;

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

/** The title, the status chip and the edit icon. */
function InfoHeader({ client }: { client: ClientOut }) {
  return (
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
  );
}

/** The billing address beside the client's place on the map. */
function AddressInformation({ client }: { client: ClientOut }) {
  const stateName = US_STATES.find(([code]) => code === client.billingState)?.[1] ?? client.billingState;
  return (
    <Section title="Address Information">
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <Box component="dl" sx={{ ...grid, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)' } }}>
          <DetailField label="Billing Street" wide>
            {client.billingStreet}
          </DetailField>
          <DetailField label="Billing City">{client.billingCity}</DetailField>
          <DetailField label="Billing State">{stateName}</DetailField>
          <DetailField label="Billing ZIP">{client.billingZIP}</DetailField>
          <DetailField label="Billing Country">{client.billingCountry}</DetailField>
        </Box>
        <Box>
          <ClientMap latitude={client.latitude} longitude={client.longitude} height={220} />
          <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
            {locationCaption(client.latitude, client.longitude)}
          </Typography>
        </Box>
      </Box>
    </Section>
  );
}

/** The read-only 'Basic information' tab of Client Details, with the edit icon. */
export function ClientBasicInfo({ client }: { client: ClientOut }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <InfoHeader client={client} />
      <Box component="dl" sx={{ ...grid, mt: 2 }}>
        <DetailField label="First Name">{client.firstName}</DetailField>
        <DetailField label="Middle Name">{client.middleName}</DetailField>
        <DetailField label="Last Name">{client.lastName}</DetailField>
        <DetailField label="Date of Birth">{dayText(client.dob)}</DetailField>
        <DetailField label="MCI">{client.mci}</DetailField>
        <DetailField label="MPI">{client.mpi}</DetailField>
        <DetailField label="Diagnostic Code">{client.diagnosticCode}</DetailField>
        <DetailField label="Supports Coordinator">
          {client.supportCoordinator && (
            <Link component={RouterLink} to={`/admin/view-sc?id=${client.supportCoordinator.id}`}>
              {client.supportCoordinator.name}
            </Link>
          )}
        </DetailField>
        <DetailField label="Behavioral Specialist">
          {client.behavioralSpecialist && (
            <Link component={RouterLink} to={`/admin/view-staff?id=${client.behavioralSpecialist.id}`}>
              {client.behavioralSpecialist.name}
            </Link>
          )}
        </DetailField>
        <DetailField label="County">{client.country}</DetailField>
        <DetailField label="Phone">{formatPhone(client.phone)}</DetailField>
        <DetailField label="Family Contact Email">{client.familyContactEmail}</DetailField>
        <DetailField label="Waiver Type">{client.waiwer}</DetailField>
        <DetailField label="Funding Source">{client.fundingSource}</DetailField>
        <DetailField label="Is Authorized">{client.isAuthorized ? 'Yes' : 'No'}</DetailField>
        <DetailField label="Goals and Outcomes" wide>
          {client.goalsOutcomes}
        </DetailField>
        <DetailField label="Memo" wide>
          {client.memo}
        </DetailField>
      </Box>
      <Divider sx={{ mt: 3 }} />
      <AddressInformation client={client} />
      <Divider sx={{ mt: 3 }} />
      <Section title="Files">
        <FileList files={client.files} />
      </Section>
    </Paper>
  );
}
