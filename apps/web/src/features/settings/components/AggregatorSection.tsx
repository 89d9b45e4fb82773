import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { AggregatorMsg } from '@hearth/shared';
import { FormSection } from '../../../components/form';
import { errorMessage } from '../../../lib/api-client';
import { useAggregatorSettings } from '../aggregator-api';
import { AggregatorServices } from './AggregatorServices';
import { AggregatorSettingsForm } from './AggregatorSettingsForm';

/**
 * "EVV aggregator" on the Settings page (Super Admin): the agency's identifiers with Pennsylvania's
 * EVV aggregator, the reason codes of changed visits and the codes each service is sent with. Kept
 * editable while the aggregator is off: agencies prepare them before it is switched on.
 */
export function AggregatorSection() {
  const settings = useAggregatorSettings();
  const data = settings.data;
  return (
    <FormSection title="EVV aggregator" columns={0}>
      {!data &&
        (settings.isPending ? (
          <Stack spacing={1} aria-busy="true" aria-label="Loading the aggregator settings">
            <Skeleton height={56} />
            <Skeleton height={56} />
          </Stack>
        ) : (
          <Alert severity="error">{errorMessage(settings.error)}</Alert>
        ))}
      {data && (
        <>
          {!data.enabled && (
            <Alert severity="info" sx={{ mb: 2.5 }}>
              {AggregatorMsg.off}
            </Alert>
          )}
          {/* A new key per saved version: the form starts from what was saved. */}
          <AggregatorSettingsForm key={data.version} saved={data} reload={() => void settings.refetch()} />
          <AggregatorServices services={data.services} defaults={data} />
        </>
      )}
    </FormSection>
  );
}
