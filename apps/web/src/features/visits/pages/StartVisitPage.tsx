import { useState } from 'react';
import { Link as RouterLink, Navigate, useLocation } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { PageHeader } from '../../../components/list/PageHeader';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useStartOptions } from '../api';
import { GoalsOutcomes } from '../components/GoalsOutcomes';
import { ServiceChoice } from '../components/ServiceChoice';
import { StartVisitDialog, type VisitClient } from '../components/StartVisitDialog';

/** Router state the Visits list passes with CREATE NEW. */
export type StartVisitState = { client?: VisitClient } | null;

function isVisitClient(value: unknown): value is VisitClient {
  const c = value as VisitClient | undefined;
  return !!c && typeof c.clientId === 'number' && typeof c.name === 'string';
}

/** /staff/start-visit: pick one of the client's services and start the visit. */
export function StartVisitPage() {
  useDocumentTitle('Start Visit');
  const state = useLocation().state as StartVisitState;
  const client = isVisitClient(state?.client) ? state.client : null;
  // Spec 02 section 2: the page needs a client from the Visits list; without one, back there.
  if (!client) return <Navigate to="/staff/visits" replace />;
  return <StartVisit client={client} />;
}

function StartVisit({ client }: { client: VisitClient }) {
  // Name, goals and services together: from the server, or the phone's catalogue with no signal.
  const details = useStartOptions(client.clientId);
  const services = details.data?.services;
  const [serviceRequestId, setServiceRequestId] = useState<number | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const selected = services?.find((s) => s.serviceRequestId === serviceRequestId) ?? null;

  return (
    <Box sx={{ maxWidth: 760, mx: 'auto', pb: 2 }}>
      <PageHeader
        title="Start Visit"
        before={
          <Button component={RouterLink} to="/staff/visits" startIcon={<ArrowBack />} size="small">
            Visits
          </Button>
        }
      />
      <Stack spacing={2}>
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography variant="body2" sx={{ color: 'text.secondary', fontWeight: 600 }}>
            Client
          </Typography>
          <Typography variant="h2" component="p" sx={{ mb: 2, overflowWrap: 'anywhere' }}>
            {details.data?.name ?? client.name}
          </Typography>
          {details.isPending ? (
            <Skeleton variant="text" height={72} aria-label="Loading goals and outcomes" />
          ) : (
            <GoalsOutcomes text={details.data?.goalsOutcomes} />
          )}
        </Paper>
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <ServiceChoice
            services={services}
            pending={details.isPending}
            error={details.error}
            value={serviceRequestId}
            onChange={setServiceRequestId}
          />
        </Paper>
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button
            variant="contained"
            size="large"
            disabled={!selected}
            onClick={() => setDialogOpen(true)}
            sx={{ minHeight: 52, width: { xs: '100%', sm: 'auto' } }}
          >
            START VISIT
          </Button>
        </Box>
      </Stack>
      <StartVisitDialog open={dialogOpen} client={client} service={selected} onClose={() => setDialogOpen(false)} />
    </Box>
  );
}
