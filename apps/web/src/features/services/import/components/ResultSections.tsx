import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import AddOutlined from '@mui/icons-material/AddOutlined';
import CheckOutlined from '@mui/icons-material/CheckOutlined';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import { ImportMsg, type ImportedServiceRow, type ProcessImportResponse, type RejectedImportRow } from '@hearth/shared';
import { importCard } from './ImportCard';
import { ResponsiveList, type ListColumn } from '../../../../components/list';
import { errorMessage } from '../../../../lib/api-client';
import { downloadMissingClients } from '../api';
import { distinctMissingServices, formatChangeValue, formatCost } from '../import-rows';
import { ResultSection } from './ResultSection';
import {
  authorizedColumn,
  clientColumn,
  datesColumn,
  rateColumn,
  rowColumn,
  serviceColumn,
  unitsColumn,
  usedColumn,
} from './row-columns';

const rowKey = (r: { row: number }) => r.row;

function MissingClients({ rows }: { rows: readonly ImportedServiceRow[] }) {
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
      <ResponsiveList
        rows={rows}
        columns={columns}
        renderCard={importCard(columns)}
        getRowKey={rowKey}
        label="Missing Clients"
        emptyText=""
      />
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

function MissingServices({ rows, created, onCreate, onReload, reloading }: MissingServicesProps) {
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
      <ResponsiveList
        rows={services}
        columns={columns}
        renderCard={importCard(columns)}
        getRowKey={(r) => r.service_code.toUpperCase()}
        label="Missing Services"
        emptyText=""
      />
    </ResultSection>
  );
}

function Warnings({ row }: { row: ImportedServiceRow }) {
  if (row.warnings.length === 0) return null;
  return (
    <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5, color: 'warning.dark' }}>
      {row.warnings.map((w) => (
        <Typography component="li" variant="body2" key={w}>
          {w}
        </Typography>
      ))}
    </Box>
  );
}

function NewServices({ rows }: { rows: readonly ImportedServiceRow[] }) {
  const columns = [rowColumn, clientColumn, serviceColumn, datesColumn, unitsColumn, rateColumn, authorizedColumn];
  return (
    <ResultSection
      id="new-services"
      title="New Services"
      count={rows.length}
      help="Authorizations Hearth does not have yet: they are created by the import."
    >
      <ResponsiveList
        rows={rows}
        columns={columns}
        renderCard={importCard(columns)}
        getRowKey={rowKey}
        label="New Services"
        emptyText=""
      />
    </ResultSection>
  );
}

function UpdatedServices({ rows }: { rows: readonly ImportedServiceRow[] }) {
  const columns: ListColumn<ImportedServiceRow>[] = [
    rowColumn,
    clientColumn,
    serviceColumn,
    {
      key: 'changes',
      header: 'Changes',
      render: (r) => (
        <>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {r.changes.map((c) => (
              <Typography component="li" variant="body2" key={c.field}>
                {c.label}: {formatChangeValue(c, c.from)} → {formatChangeValue(c, c.to)}
              </Typography>
            ))}
          </Box>
          <Warnings row={r} />
        </>
      ),
    },
    usedColumn,
  ];
  return (
    <ResultSection
      id="updated-services"
      title="Updated Services"
      count={rows.length}
      help="Authorizations Hearth has (same client, service code and start date) that the sheet changes. Work entries are kept. Utilized Units shows the state's count and Hearth's where they differ."
    >
      <ResponsiveList
        rows={rows}
        columns={columns}
        renderCard={importCard(columns)}
        getRowKey={rowKey}
        label="Updated Services"
        emptyText=""
      />
    </ResultSection>
  );
}

function RejectedRows({ rows }: { rows: readonly RejectedImportRow[] }) {
  const columns: ListColumn<RejectedImportRow>[] = [
    { key: 'row', header: 'Row', render: (r) => r.row, width: 60 },
    { key: 'name', header: 'Individual Name', primary: true, render: (r) => r.individual_name || '—' },
    { key: 'mci', header: 'Recipient ID', render: (r) => r.recipient_id || '—' },
    { key: 'code', header: 'Service Code', render: (r) => r.service_code || '—' },
    {
      key: 'reasons',
      header: 'Reasons',
      render: (r) => (
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          {r.reasons.map((reason) => (
            <Typography component="li" variant="body2" key={reason}>
              {reason}
            </Typography>
          ))}
        </Box>
      ),
    },
  ];
  return (
    <ResultSection
      id="rejected-rows"
      title="Rejected Rows"
      count={rows.length}
      help="These rows cannot be imported as they are. Fix them in the sheet, save it and process it again."
    >
      <ResponsiveList
        rows={rows}
        columns={columns}
        renderCard={importCard(columns)}
        getRowKey={rowKey}
        label="Rejected Rows"
        emptyText=""
      />
    </ResultSection>
  );
}

type ResultSectionsProps = {
  result: ProcessImportResponse;
  createdCodes: ReadonlySet<string>;
  onCreateService: (row: ImportedServiceRow) => void;
  onReload: () => void;
  reloading: boolean;
};

/** The process result's non-empty lists, rows to fix first. */
export function ResultSections({ result, createdCodes, onCreateService, onReload, reloading }: ResultSectionsProps) {
  return (
    <>
      {result.rejected_rows.length > 0 && <RejectedRows rows={result.rejected_rows} />}
      {result.missing_clients.length > 0 && <MissingClients rows={result.missing_clients} />}
      {result.missing_services.length > 0 && (
        <MissingServices
          rows={result.missing_services}
          created={createdCodes}
          onCreate={onCreateService}
          onReload={onReload}
          reloading={reloading}
        />
      )}
      {result.new_services.length > 0 && <NewServices rows={result.new_services} />}
      {result.updated_services.length > 0 && <UpdatedServices rows={result.updated_services} />}
    </>
  );
}
