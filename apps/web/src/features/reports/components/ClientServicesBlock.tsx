import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ClientServiceSummaryItem, ClientServiceSummaryRow } from '@hearth/shared';
import { ResponsiveList, type ListColumn } from '../../../components/list';
import { dayText, formatUnits } from '../../../lib/format';

export const NO_SERVICES = 'No Service associated to this client';

const figure = { align: 'right', nowrap: true } as const;

const COLUMNS: ListColumn<ClientServiceSummaryItem>[] = [
  { key: 'code', header: 'Service Code', nowrap: true, render: (s) => s.serviceCode },
  { key: 'name', header: 'Service Name', primary: true, render: (s) => s.serviceName },
  { key: 'begin', header: 'Begin Date', nowrap: true, render: (s) => dayText(s.beginDate) },
  { key: 'end', header: 'End Date', nowrap: true, render: (s) => dayText(s.endDate) },
  { key: 'authorized', header: 'Authorized', ...figure, render: (s) => formatUnits(s.authorizedUnits) },
  { key: 'used', header: 'Used', ...figure, render: (s) => formatUnits(s.usedUnits) },
  {
    key: 'remaining',
    header: 'Remaining',
    ...figure,
    render: (s) => (
      <Box component="span" sx={{ color: s.remainingUnits < 0 ? 'error.main' : undefined, fontWeight: 600 }}>
        {formatUnits(s.remainingUnits)}
      </Box>
    ),
  },
];

/** One client of the staff Service Summary: its authorizations with units authorized, used and remaining. */
export function ClientServicesBlock({ client }: { client: ClientServiceSummaryRow }) {
  const headingId = `service-summary-client-${client.clientId}`;
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="h2" sx={{ fontSize: '1.125rem', mb: 1 }}>
        {client.clientName}
      </Typography>
      <Box sx={{ '& .MuiTableCell-body': { fontVariantNumeric: 'tabular-nums' } }}>
        <ResponsiveList
          rows={client.services}
          columns={COLUMNS}
          getRowKey={(s) => s.serviceRequestId}
          label={`Services of ${client.clientName}`}
          emptyText={NO_SERVICES}
        />
      </Box>
    </Box>
  );
}
