import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import AddOutlined from '@mui/icons-material/AddOutlined';
import CheckOutlined from '@mui/icons-material/CheckOutlined';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import { ImportMsg, type ImportedServiceRow } from '@hearth/shared';
import type { ListColumn } from '../../../../components/list';
import { errorMessage } from '../../../../lib/api-client';
import { downloadMissingClients } from '../api';
import { distinctMissingServices, formatCost } from '../import-rows';
import { ImportRowList } from './ImportCard';
import { ResultSection } from './ResultSection';
import { datesColumn, rowColumn, serviceColumn } from './row-columns';

const rowKey = (r: { row: number }) => r.row;

export function MissingClients({ rows }: { rows: readonly ImportedServiceRow[] }) {
  const [state, setState] = useState<{ busy: boolean; error: unknown }>({ busy: false, error: null });
  const download = async () => {
    setState({ busy: true, error: null });
    // One line per client, however many of their authorizations the sheet has.
    const clients = new Map(rows.map((r) => [r.recipient_id, r.individual_name]));
    try {
      await downloadMissingClients(
        [...clients].map(([recipient_id, individual_name]) => ({ individual_name, recipient_id })),
      );
      setState({ busy: false, error: null });
    } catch (err) {
      setState({ busy: false, error: err });
    }
  };
  const columns: ListColumn<ImportedServiceRow>[] = [
    rowColumn,
    { key: 'name', header: 'Individual Name', primary: true, render: (r) => r.individual_name },
    { key: 'mci', header: 'Recipient ID', render: (r) => r.recipient_id },
    serviceColumn,
    datesColumn,
  ];
  return (
    <ResultSection
      id="missing-clients"
      title="Missing Clients"
      count={rows.length}
      help="No client in Hearth has these Recipient IDs (MCI). Their rows are not imported: add the clients (the list below downloads as a sheet to fill in), then process the sheet again."
      actions={
        <Button
          variant="outlined"
          startIcon={state.busy ? <CircularProgress size={16} aria-label="Downloading" /> : <DownloadOutlined />}
          onClick={() => void download()}
          disabled={state.busy}
        >
          Download Missing Client List
        </Button>
      }
    >
      {state.error !== null && (
        <Alert severity="error" sx={{ mb: 1.5 }}>
          {errorMessage(state.error)}
        </Alert>
      )}
      <ImportRowList rows={rows} columns={columns} getRowKey={rowKey} label="Missing Clients" />
    </ResultSection>
  );
}

type MissingServicesProps = {
  rows: readonly ImportedServiceRow[];
  created: ReadonlySet<string>;
  onCreate: (row: ImportedServiceRow) => void;
  onReload: () => void;
  reloading: boolean;
};

export function MissingServices({ rows, created, onCreate, onReload, reloading }: MissingServicesProps) {
  const services = distinctMissingServices(rows);
  const allCreated = services.every((s) => created.has(s.service_code.toUpperCase()));
  const columns: ListColumn<ImportedServiceRow>[] = [
    { key: 'code', header: 'Service Code', primary: true, render: (r) => r.service_code },
    { key: 'name', header: 'Service Name', render: (r) => r.service_name },
    { key: 'rate', header: 'Unit Cost', align: 'right', render: (r) => formatCost(r.unit_cost) },
    {
      key: 'rows',
      header: 'Rows',
      render: (r) =>
        rows
          .filter((x) => x.service_code.toUpperCase() === r.service_code.toUpperCase())
          .map((x) => x.row)
          .join(', '),
    },
    {
      key: 'create',
      header: '',
      actions: true,
      render: (r) =>
        created.has(r.service_code.toUpperCase()) ? (
          <Typography component="span" variant="body2" sx={{ color: 'success.dark', display: 'inline-flex', gap: 0.5 }}>
            <CheckOutlined fontSize="small" aria-hidden /> Created
          </Typography>
        ) : (
          <Button
            size="small"
            variant="outlined"
            startIcon={<AddOutlined />}
            aria-label={`Create service ${r.service_code}`}
            onClick={() => onCreate(r)}
          >
            Create
          </Button>
        ),
    },
  ];
  return (
    <ResultSection
      id="missing-services"
      title="Missing Services"
      count={rows.length}
      help="These service codes are not in the catalogue. Create each one (the form starts from the sheet's code, name and rate), then reload the data."
    >
      {allCreated && (
        <Alert
          severity="success"
          sx={{ mb: 1.5 }}
          action={
            <Button color="inherit" size="small" onClick={onReload} disabled={reloading}>
              Reload Data
            </Button>
          }
        >
          {ImportMsg.missingServicesAdded}
        </Alert>
      )}
      <ImportRowList
        rows={services}
        columns={columns}
        getRowKey={(r) => r.service_code.toUpperCase()}
        label="Missing Services"
      />
    </ResultSection>
  );
}
