import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { WorkEntryMsg } from '@hearth/shared';
import { errorMessage } from '../../../lib/api-client';
import { unitLengthText } from '../format';
import type { VisitService } from '../offline/record';

type ServiceRadiosProps = {
  services: readonly VisitService[];
  value: number | null;
  onChange: (serviceRequestId: number) => void;
};

function ServiceRadios({ services, value, onChange }: ServiceRadiosProps) {
  return (
    <FormControl component="fieldset" sx={{ width: '100%' }}>
      <FormLabel component="legend" sx={{ fontWeight: 650, color: 'text.primary', mb: 1 }}>
        Service
      </FormLabel>
      <RadioGroup
        name="service"
        value={value === null ? '' : String(value)}
        onChange={(event) => onChange(Number(event.target.value))}
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
              borderColor: s.serviceRequestId === value ? 'primary.main' : 'divider',
            }}
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
}

type ServiceChoiceProps = Omit<ServiceRadiosProps, 'services'> & {
  services: readonly VisitService[] | undefined;
  pending: boolean;
  error: unknown;
};

/** The client's services to start a visit with: loading, the error, none, or one radio each. */
export function ServiceChoice({ services, pending, error, ...radios }: ServiceChoiceProps) {
  if (pending) {
    return (
      <Stack spacing={1} aria-busy="true" aria-label="Loading services">
        <Skeleton variant="rounded" height={48} />
        <Skeleton variant="rounded" height={48} />
      </Stack>
    );
  }
  if (!services) return <Alert severity="error">{errorMessage(error)}</Alert>;
  if (services.length === 0) {
    return (
      <Typography role="status" sx={{ py: 2, textAlign: 'center', color: 'text.secondary' }}>
        {WorkEntryMsg.noService}
      </Typography>
    );
  }
  return <ServiceRadios services={services} {...radios} />;
}
