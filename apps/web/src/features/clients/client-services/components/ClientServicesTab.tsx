import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import EditOutlined from '@mui/icons-material/EditOutlined';
import GroupAddOutlined from '@mui/icons-material/GroupAddOutlined';
import { ClientServiceMsg, type ClientServiceOut } from '@hearth/shared';
import { ResponsiveList, type ListColumn } from '../../../../components/list';
import { dayText, dollars, formatUnitLength, formatUnits } from '../../../../lib/format';
import { useClientServices } from '../api';
import { ClientServiceDialog, type ClientServiceDialogState } from './ClientServiceDialog';
import { StaffAllocationDialog } from './StaffAllocationDialog';
import { UnitsProjection } from '../../schedule/UnitsProjection';

function assignedSummary(cs: ClientServiceOut): string {
  return cs.assignedStaff.length === 0
    ? 'No staff assigned yet'
    : `Assigned: ${cs.assignedStaff.map((s) => s.name).join(', ')}`;
}

type RowActionsProps = {
  cs: ClientServiceOut;
  onAssign: (cs: ClientServiceOut) => void;
  onEdit: (cs: ClientServiceOut) => void;
};

function RowActions({ cs, onAssign, onEdit }: RowActionsProps) {
  return (
    <>
      <Tooltip title={assignedSummary(cs)} describeChild>
        <Button
          size="small"
          variant="outlined"
          startIcon={<GroupAddOutlined />}
          aria-label={`Assign staff to ${cs.serviceName}`}
          onClick={() => onAssign(cs)}
          sx={{ px: 1.5 }}
        >
          Assign
        </Button>
      </Tooltip>
      <Tooltip title="Edit service">
        <IconButton aria-label={`Edit ${cs.serviceName}`} onClick={() => onEdit(cs)}>
          <EditOutlined />
        </IconButton>
      </Tooltip>
    </>
  );
}

/** Phone layout of one authorization: name and code, the figures in two columns, actions below. */
function ServiceCard({ cs, actions }: { cs: ClientServiceOut; actions: ReactNode }) {
  const facts: [string, string][] = [
    ['Unit Rate', dollars(cs.serviceUnitRate)],
    ['Unit Length', formatUnitLength(cs.serviceUnitLength)],
    ['Begin Date', dayText(cs.serviceStartDate)],
    ['End Date', dayText(cs.serviceEndDate)],
    ['Units Authorized', formatUnits(cs.serviceUnitsAuthorized)],
    ...(cs.authorizedDate ? ([['Last Authorized', dayText(cs.authorizedDate)]] as [string, string][]) : []),
  ];
  return (
    <Card variant="outlined">
      <CardContent sx={{ pb: 1 }}>
        <Typography variant="subtitle1" component="p" sx={{ fontWeight: 650, overflowWrap: 'anywhere' }}>
          {cs.serviceName}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1.5 }}>
          {cs.serviceCode}
        </Typography>
        <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1.5 }}>
          {facts.map(([label, value]) => (
            <Box key={label}>
              <Typography component="dt" variant="caption" sx={{ color: 'text.secondary', fontWeight: 600 }}>
                {label}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0 }}>
                {value}
              </Typography>
            </Box>
          ))}
        </Box>
      </CardContent>
      <CardActions sx={{ justifyContent: 'flex-end', px: 2, pb: 1.5 }}>{actions}</CardActions>
    </Card>
  );
}

function NameAndCode({ cs }: { cs: ClientServiceOut }) {
  return (
    <>
      <Box component="span" sx={{ fontWeight: 600 }}>
        {cs.serviceName}
      </Box>
      <Typography component="span" variant="caption" sx={{ display: 'block', color: 'text.secondary' }}>
        {cs.serviceCode}
      </Typography>
    </>
  );
}

/** The end date, with the state's Date Last Authorized (from the spreadsheet import) under it when known. */
function EndDate({ cs }: { cs: ClientServiceOut }) {
  if (!cs.authorizedDate) return dayText(cs.serviceEndDate);
  return (
    <>
      {dayText(cs.serviceEndDate)}
      <Typography variant="caption" component="span" sx={{ display: 'block', color: 'text.secondary' }}>
        Last authorized {dayText(cs.authorizedDate)}
      </Typography>
    </>
  );
}

function serviceColumns(actions: (cs: ClientServiceOut) => ReactNode): ListColumn<ClientServiceOut>[] {
  return [
    { key: 'name', header: 'Service Name', primary: true, render: (cs) => <NameAndCode cs={cs} /> },
    { key: 'rate', header: 'Unit Rate', align: 'right', render: (cs) => dollars(cs.serviceUnitRate) },
    { key: 'length', header: 'Unit Length', render: (cs) => formatUnitLength(cs.serviceUnitLength) },
    { key: 'begin', header: 'Begin Date', render: (cs) => dayText(cs.serviceStartDate) },
    { key: 'end', header: 'End Date', render: (cs) => <EndDate cs={cs} /> },
    {
      key: 'units',
      header: 'Units Authorized',
      align: 'right',
      render: (cs) => formatUnits(cs.serviceUnitsAuthorized),
    },
    { key: 'actions', header: '', actions: true, render: actions },
  ];
}

/**
 * The Services tab of Client Details: the client's service authorizations (newest start date
 * first, as the server sends them; no pagination), with Create/Edit Service and Staff Allocation.
 */
export function ClientServicesTab({ clientId }: { clientId: number }) {
  const services = useClientServices(clientId);
  const [editing, setEditing] = useState<ClientServiceDialogState | null>(null);
  const [allocating, setAllocating] = useState<ClientServiceOut | null>(null);
  const edit = (cs: ClientServiceOut) => setEditing({ mode: 'edit', clientService: cs });
  const actions = (cs: ClientServiceOut) => <RowActions cs={cs} onAssign={setAllocating} onEdit={edit} />;
  const columns = serviceColumns(actions);

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 2 }}>
        <Typography variant="h2" component="h2" sx={{ flex: 1 }}>
          Services
        </Typography>
        <Button variant="contained" onClick={() => setEditing({ mode: 'create' })}>
          + ADD NEW SERVICE
        </Button>
      </Box>
      <ResponsiveList
        rows={services.data}
        columns={columns}
        getRowKey={(cs) => cs.serviceRequestId}
        label="Client services"
        emptyText={ClientServiceMsg.noServicesForStaff}
        fetching={services.isFetching}
        error={services.error}
        skeletonRows={3}
        renderCard={(cs) => <ServiceCard cs={cs} actions={actions(cs)} />}
      />
      <Box sx={{ mt: 3 }}>
        <UnitsProjection clientId={clientId} />
      </Box>
      <ClientServiceDialog clientId={clientId} state={editing} onClose={() => setEditing(null)} />
      <StaffAllocationDialog clientService={allocating} onClose={() => setAllocating(null)} />
    </Paper>
  );
}
