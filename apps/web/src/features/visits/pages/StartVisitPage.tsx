import { useState } from 'react';
import { Link as RouterLink, Navigate, useLocation } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { WorkEntryMsg } from '@hearth/shared';
import { PageHeader } from '../../../components/list/PageHeader';
import { errorMessage } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useStartOptions } from '../api';
import { GoalsOutcomes } from '../components/GoalsOutcomes';
import { StartVisitDialog, type VisitClient } from '../components/StartVisitDialog';
import { unitLengthText } from '../format';

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
          {details.isPending ? (
            <Stack spacing={1} aria-busy="true" aria-label="Loading services">
              <Skeleton variant="rounded" height={48} />
              <Skeleton variant="rounded" height={48} />
            </Stack>
          ) : !services ? (
            <Alert severity="error">{errorMessage(details.error)}</Alert>
          ) : services.length === 0 ? (
            <Typography role="status" sx={{ py: 2, textAlign: 'center', color: 'text.secondary' }}>
              {WorkEntryMsg.noService}
            </Typography>
          ) : (
            <FormControl component="fieldset" sx={{ width: '100%' }}>
              <FormLabel component="legend" sx={{ fontWeight: 650, color: 'text.primary', mb: 1 }}>
                Service
              </FormLabel>
              <RadioGroup
                name="service"
                value={serviceRequestId === null ? '' : String(serviceRequestId)}
                onChange={(event) => setServiceRequestId(Number(event.target.value))}
              >
                {services.map((s) => (
                  <FormControlLabel
                    key={s.serviceRequestId}
                    value={String(s.serviceRequestId)}
                    control={<Radio />}
                    label={
                      <Box sx={{ py: 0.75 }}>
                        <Typography component="span" sx={{ display: 'block', fontWeight: 600 }}>
                          {s.serviceName} ({s.serviceCode})
                        </Typography>
                        <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
                          Unit length {unitLengthText(s.serviceUnitLength)}
                        </Typography>
                      </Box>
                    }
                    sx={{
                      m: 0,
                      mb: 1,
                      pr: 1,
                      minHeight: 56,
                      border: 1,
                      borderRadius: 1,
                      borderColor: s.serviceRequestId === serviceRequestId ? 'primary.main' : 'divider',
                    }}
                  />
                ))}
              </RadioGroup>
            </FormControl>
          )}
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
