import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { type ImportedServiceRow, type ProcessImportResponse, type RejectedImportRow } from '@hearth/shared';
import { ImportRowList } from './ImportCard';
import type { ListColumn } from '../../../../components/list';
import { formatChangeValue } from '../import-rows';
import { MissingClients, MissingServices } from './MissingSections';
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
      <ImportRowList rows={rows} columns={columns} getRowKey={rowKey} label="New Services" />
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
      <ImportRowList rows={rows} columns={columns} getRowKey={rowKey} label="Updated Services" />
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
      <ImportRowList rows={rows} columns={columns} getRowKey={rowKey} label="Rejected Rows" />
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
