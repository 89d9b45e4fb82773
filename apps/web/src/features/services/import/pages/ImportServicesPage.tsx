import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ImportMsg, type ImportServicesResponse, type ProcessImportResponse } from '@hearth/shared';
import { PageHeader } from '../../../../components/list';
import type { PickerOption } from '../../../../components/form/option-source';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { ServiceDialog } from '../../components/ServiceDialog';
import { ConfirmImportDialog } from '../components/ConfirmImportDialog';
import { ImportAllocationDialog } from '../components/ImportAllocationDialog';
import { ResultSections } from '../components/ResultSections';
import { UploadPanel } from '../components/UploadPanel';
import { hasNoChanges } from '../import-rows';
import { useServiceImport } from '../use-service-import';

type ServiceImport = ReturnType<typeof useServiceImport>;

/** What the confirmed import did, and a way to process another file. */
function ImportDone({ imported, onStartOver }: { imported: ImportServicesResponse; onStartOver: () => void }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 2.5 } }}>
      <Alert severity="success" role="status">
        {imported.message}
      </Alert>
      <Typography sx={{ mt: 1.5 }}>
        Created {imported.data.created}, updated {imported.data.updated}, unchanged {imported.data.unchanged}; staff
        allocations {imported.data.allocations}.
      </Typography>
      <Button variant="contained" sx={{ mt: 2 }} onClick={onStartOver}>
        Process another file
      </Button>
    </Paper>
  );
}

type ProcessedSummaryProps = { result: ProcessImportResponse; blocker: string | null; onImport: () => void };

/** The processed file in a line, the Import button, and why it is not possible yet. */
function ProcessedSummary({ result, blocker, onImport }: ProcessedSummaryProps) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 2.5 } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Typography sx={{ flex: '1 1 240px' }} role="status">
          {result.file.name}: {result.file.rows} row{result.file.rows === 1 ? '' : 's'} read, {result.unchanged} already
          up to date in Hearth.
        </Typography>
        <Button variant="contained" onClick={onImport} disabled={blocker !== null}>
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
  );
}

/** The processed sheet: its summary, the result sections, and the allocation and confirmation steps. */
function ProcessedImport({ im, result }: { im: ServiceImport; result: ProcessImportResponse }) {
  const { step, setStep, choices, confirm } = im;
  return (
    <>
      <ProcessedSummary result={result} blocker={im.blocker} onImport={im.openImport} />
      <ResultSections
        result={result}
        createdCodes={im.createdCodes}
        onCreateService={im.createService}
        onReload={() => im.run(im.file)}
        reloading={im.process.isPending}
      />
      <ImportAllocationDialog
        open={step === 'allocate'}
        rows={result.new_services}
        choices={choices}
        onChange={(row: number, staff: PickerOption[]) => im.setChoices((prev) => ({ ...prev, [row]: staff }))}
        onCancel={() => setStep('review')}
        onNext={() => setStep('confirm')}
      />
      <ConfirmImportDialog
        open={step === 'confirm'}
        result={result}
        choices={choices}
        onBack={result.new_services.length > 0 ? () => setStep('allocate') : undefined}
        onCancel={() => setStep('review')}
        onConfirm={im.submit}
        pending={confirm.isPending}
        error={confirm.error}
      />
    </>
  );
}

/**
 * /admin/import-services (spec 02 "Import services"): upload the state's sheet, process it (nothing is
 * written), resolve missing services, allocate staff to the new authorizations, confirm the import.
 */
export function ImportServicesPage() {
  useDocumentTitle('Import Services');
  const im = useServiceImport();
  return (
    <Box sx={{ maxWidth: 1200 }}>
      <PageHeader
        title="Import Services"
        subtitle="Bring the state's service authorizations into Hearth from its spreadsheet."
      />
      <Stack spacing={2.5}>
        {im.imported ? (
          <ImportDone imported={im.imported} onStartOver={im.startOver} />
        ) : (
          <UploadPanel
            file={im.file}
            onChoose={im.choose}
            onProcess={() => im.run(im.file)}
            processing={im.process.isPending}
            problem={im.problem}
          />
        )}
        {im.result && <ProcessedImport im={im} result={im.result} />}
      </Stack>
      <ServiceDialog
        state={im.serviceDialog}
        onClose={() => im.setServiceDialog(null)}
        onSaved={(service) => im.setCreatedCodes((prev) => new Set([...prev, service.code.toUpperCase()]))}
      />
    </Box>
  );
}
