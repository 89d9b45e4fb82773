import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  ImportMsg,
  type ImportedServiceRow,
  type ImportServicesResponse,
  type ProcessImportResponse,
} from '@hearth/shared';
import { PageHeader } from '../../../../components/list';
import type { PickerOption } from '../../../../components/form/option-source';
import { errorMessage } from '../../../../lib/api-client';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { ServiceDialog, type ServiceDialogState } from '../../components/ServiceDialog';
import { useConfirmImport, useProcessImport } from '../api';
import { ConfirmImportDialog } from '../components/ConfirmImportDialog';
import { ImportAllocationDialog } from '../components/ImportAllocationDialog';
import { ResultSections } from '../components/ResultSections';
import { UploadPanel } from '../components/UploadPanel';
import {
  confirmRows,
  distinctMissingServices,
  hasNoChanges,
  importBlocker,
  isXlsxFile,
  parseUnitCost,
  type StaffChoices,
} from '../import-rows';

type Step = 'review' | 'allocate' | 'confirm';
type Problem = { severity: 'warning' | 'error'; text: string };

/** Unit length of a service created from the sheet: the sheet has none; PA ODP's usual unit is 15 minutes. */
const DEFAULT_UNIT_LENGTH = '0.25';

/**
 * /admin/import-services (spec 02 "Import services"): upload the state's sheet, process it (nothing is
 * written), resolve missing services, allocate staff to the new authorizations, confirm the import.
 */
export function ImportServicesPage() {
  useDocumentTitle('Import Services');
  const process = useProcessImport();
  const confirm = useConfirmImport();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [result, setResult] = useState<ProcessImportResponse | null>(null);
  const [createdCodes, setCreatedCodes] = useState<ReadonlySet<string>>(new Set());
  const [serviceDialog, setServiceDialog] = useState<ServiceDialogState | null>(null);
  const [step, setStep] = useState<Step>('review');
  const [choices, setChoices] = useState<StaffChoices>({});
  const [imported, setImported] = useState<ImportServicesResponse | null>(null);

  const run = (chosen: File | null) => {
    if (!chosen) {
      setProblem({ severity: 'warning', text: ImportMsg.noFile });
      return;
    }
    setProblem(null);
    process.mutate(chosen, {
      onSuccess: (data) => {
        setResult(data);
        setCreatedCodes(new Set());
        setChoices({});
        setStep('review');
      },
      onError: (err) => {
        setResult(null);
        setProblem({ severity: 'error', text: errorMessage(err) });
      },
    });
  };

  const choose = (chosen: File | null) => {
    setResult(null);
    setImported(null);
    if (chosen && !isXlsxFile(chosen)) {
      setFile(null);
      setProblem({ severity: 'error', text: `${chosen.name}: ${ImportMsg.notXlsx}` });
      return;
    }
    setFile(chosen);
    setProblem(null);
  };

  const startOver = () => {
    setFile(null);
    setResult(null);
    setImported(null);
    setProblem(null);
    setChoices({});
    setStep('review');
    confirm.reset();
  };

  const createService = (row: ImportedServiceRow) => {
    const rate = parseUnitCost(row.unit_cost);
    setServiceDialog({
      mode: 'create',
      initial: {
        code: row.service_code,
        name: row.service_name,
        unitRate: Number.isFinite(rate) ? String(rate) : '',
        unitLength: DEFAULT_UNIT_LENGTH,
      },
    });
  };

  const missingCreated =
    result !== null &&
    result.missing_services.length > 0 &&
    distinctMissingServices(result.missing_services).every((s) => createdCodes.has(s.service_code.toUpperCase()));
  const blocker = result ? importBlocker(result, missingCreated) : null;

  const openImport = () => {
    confirm.reset();
    setStep(result && result.new_services.length > 0 ? 'allocate' : 'confirm');
  };

  const submit = () => {
    if (!result) return;
    confirm.mutate(
      { rows: confirmRows(result, choices), fileName: result.file.name, sha256: result.file.sha256 },
      {
        onSuccess: (response) => {
          setImported(response);
          setResult(null);
          setStep('review');
        },
      },
    );
  };

  return (
    <Box sx={{ maxWidth: 1200 }}>
      <PageHeader
        title="Import Services"
        subtitle="Bring the state's service authorizations into Hearth from its spreadsheet."
      />
      <Stack spacing={2.5}>
        {imported ? (
          <Paper variant="outlined" sx={{ p: { xs: 2, sm: 2.5 } }}>
            <Alert severity="success" role="status">
              {imported.message}
            </Alert>
            <Typography sx={{ mt: 1.5 }}>
              Created {imported.data.created}, updated {imported.data.updated}, unchanged {imported.data.unchanged};
              staff allocations {imported.data.allocations}.
            </Typography>
            <Button variant="contained" sx={{ mt: 2 }} onClick={startOver}>
              Process another file
            </Button>
          </Paper>
        ) : (
          <UploadPanel
            file={file}
            onChoose={choose}
            onProcess={() => run(file)}
            processing={process.isPending}
            problem={problem}
          />
        )}
        {result && (
          <>
            <Paper variant="outlined" sx={{ p: { xs: 2, sm: 2.5 } }}>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
                <Typography sx={{ flex: '1 1 240px' }} role="status">
                  {result.file.name}: {result.file.rows} row{result.file.rows === 1 ? '' : 's'} read, {result.unchanged}{' '}
                  already up to date in Hearth.
                </Typography>
                <Button variant="contained" onClick={openImport} disabled={blocker !== null}>
                  Import
                </Button>
              </Box>
              {hasNoChanges(result) && result.rejected_rows.length === 0 ? (
                <Alert severity="info" sx={{ mt: 1.5 }}>
                  {ImportMsg.noChanges}
                </Alert>
              ) : (
                blocker && (
                  <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
                    {blocker}
                  </Typography>
                )
              )}
            </Paper>
            <ResultSections
              result={result}
              createdCodes={createdCodes}
              onCreateService={createService}
              onReload={() => run(file)}
              reloading={process.isPending}
            />
            <ImportAllocationDialog
              open={step === 'allocate'}
              rows={result.new_services}
              choices={choices}
              onChange={(row: number, staff: PickerOption[]) => setChoices((prev) => ({ ...prev, [row]: staff }))}
              onCancel={() => setStep('review')}
              onNext={() => setStep('confirm')}
            />
            <ConfirmImportDialog
              open={step === 'confirm'}
              result={result}
              choices={choices}
              onBack={result.new_services.length > 0 ? () => setStep('allocate') : undefined}
              onCancel={() => setStep('review')}
              onConfirm={submit}
              pending={confirm.isPending}
              error={confirm.error}
            />
          </>
        )}
      </Stack>
      <ServiceDialog
        state={serviceDialog}
        onClose={() => setServiceDialog(null)}
        onSaved={(service) => setCreatedCodes((prev) => new Set([...prev, service.code.toUpperCase()]))}
      />
    </Box>
  );
}
