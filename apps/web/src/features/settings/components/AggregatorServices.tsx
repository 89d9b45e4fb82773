import { useState } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import EditOutlined from '@mui/icons-material/EditOutlined';
import type { AggregatorServiceCodeOut } from '@hearth/shared';
import { ResponsiveList, type ListColumn } from '../../../components/list';
import { ServiceCodeDialog, type PayerDefaults } from './ServiceCodeDialog';

/** A value set for the service, or (greyed) what is sent in its place. */
function OrDefault({ value, fallback }: { value: string | null; fallback: string }) {
  if (value) return <>{value}</>;
  return (
    <Box component="span" sx={{ color: 'text.secondary' }}>
      {fallback}
    </Box>
  );
}

function serviceColumns(
  defaults: PayerDefaults,
  onEdit: (service: AggregatorServiceCodeOut) => void,
): ListColumn<AggregatorServiceCodeOut>[] {
  return [
    {
      key: 'service',
      header: 'Service',
      primary: true,
      render: (s) => (
        <>
          {s.serviceName}
          <Box component="span" sx={{ display: 'block', color: 'text.secondary', fontSize: '0.8125rem' }}>
            {s.serviceCode}
          </Box>
        </>
      ),
    },
    { key: 'code', header: 'Code sent', render: (s) => <OrDefault value={s.procedureCode} fallback={s.serviceCode} /> },
    {
      key: 'modifiers',
      header: 'Modifiers',
      render: (s) => <OrDefault value={s.modifiers.join(' ')} fallback="None" />,
    },
    {
      key: 'payer',
      header: 'Payer',
      render: (s) => (
        <OrDefault value={s.payerId} fallback={defaults.payerId ? `Default (${defaults.payerId})` : 'Default'} />
      ),
    },
    {
      key: 'program',
      header: 'Program',
      render: (s) => (
        <OrDefault
          value={s.payerProgram}
          fallback={defaults.payerProgram ? `Default (${defaults.payerProgram})` : 'Default'}
        />
      ),
    },
    {
      key: 'edit',
      header: '',
      actions: true,
      width: 56,
      render: (s) => (
        <Tooltip title="Edit the codes sent">
          <IconButton size="small" aria-label={`Edit the codes sent for ${s.serviceName}`} onClick={() => onEdit(s)}>
            <EditOutlined fontSize="small" />
          </IconButton>
        </Tooltip>
      ),
    },
  ];
}

/** "Services sent to the aggregator": each service's procedure code, modifiers and payer, edited one at a time. */
export function AggregatorServices({
  services,
  defaults,
}: {
  services: readonly AggregatorServiceCodeOut[];
  defaults: PayerDefaults;
}) {
  const [editing, setEditing] = useState<AggregatorServiceCodeOut | null>(null);
  return (
    <Box component="section" aria-labelledby="aggregator-services-title" sx={{ mt: 4 }}>
      <Typography id="aggregator-services-title" variant="h3" sx={{ fontSize: '1rem', fontWeight: 600, mb: 0.5 }}>
        Services sent to the aggregator
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
        The procedure code, modifiers and payer each service's visits are sent with. Greyed values are what is sent when
        none is set.
      </Typography>
      <ResponsiveList
        rows={services}
        columns={serviceColumns(defaults, setEditing)}
        getRowKey={(s) => s.serviceId}
        label="Services sent to the aggregator"
        emptyText="No services yet"
      />
      <ServiceCodeDialog service={editing} defaults={defaults} onClose={() => setEditing(null)} />
    </Box>
  );
}
