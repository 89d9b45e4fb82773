import { useState } from 'react';
import {
  ImportMsg,
  type ImportedServiceRow,
  type ImportServicesResponse,
  type ProcessImportResponse,
} from '@hearth/shared';
import { errorMessage } from '../../../lib/api-client';
import type { ServiceDialogState } from '../components/ServiceDialog';
import { useConfirmImport, useProcessImport } from './api';
import {
  confirmRows,
  distinctMissingServices,
  importBlocker,
  isXlsxFile,
  parseUnitCost,
  type StaffChoices,
} from './import-rows';

export type ImportStep = 'review' | 'allocate' | 'confirm';
export type ImportProblem = { severity: 'warning' | 'error'; text: string };

/** Unit length of a service created from the sheet: the sheet has none; PA ODP's usual unit is 15 minutes. */
const DEFAULT_UNIT_LENGTH = '0.25';

/** The catalogue modal prefilled from a sheet row whose service code Hearth does not know. */
function serviceFromRow(row: ImportedServiceRow): ServiceDialogState {
  const rate = parseUnitCost(row.unit_cost);
  return {
    mode: 'create',
    initial: {
      code: row.service_code,
      name: row.service_name,
      unitRate: Number.isFinite(rate) ? String(rate) : '',
      unitLength: DEFAULT_UNIT_LENGTH,
    },
  };
}

/** Whether every missing service code now has a catalogue service created here. */
function missingAllCreated(result: ProcessImportResponse | null, createdCodes: ReadonlySet<string>): boolean {
  return (
    result !== null &&
    result.missing_services.length > 0 &&
    distinctMissingServices(result.missing_services).every((s) => createdCodes.has(s.service_code.toUpperCase()))
  );
}

/** The import's state: the chosen file, the processed sheet and what the user decided about it. */
function useImportState() {
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<ImportProblem | null>(null);
  const [result, setResult] = useState<ProcessImportResponse | null>(null);
  const [createdCodes, setCreatedCodes] = useState<ReadonlySet<string>>(new Set());
  const [serviceDialog, setServiceDialog] = useState<ServiceDialogState | null>(null);
  const [step, setStep] = useState<ImportStep>('review');
  const [choices, setChoices] = useState<StaffChoices>({});
  const [imported, setImported] = useState<ImportServicesResponse | null>(null);
  return {
    file,
    setFile,
    problem,
    setProblem,
    result,
    setResult,
    createdCodes,
    setCreatedCodes,
    serviceDialog,
    setServiceDialog,
    step,
    setStep,
    choices,
    setChoices,
    imported,
    setImported,
  };
}

/** Choosing a file (only .xlsx) and processing it: nothing is written yet. */
function useSheetProcessing(st: ReturnType<typeof useImportState>) {
  const process = useProcessImport();
  const run = (chosen: File | null) => {
    if (!chosen) {
      st.setProblem({ severity: 'warning', text: ImportMsg.noFile });
      return;
    }
    st.setProblem(null);
    process.mutate(chosen, {
      onSuccess: (data) => {
        st.setResult(data);
        st.setCreatedCodes(new Set());
        st.setChoices({});
        st.setStep('review');
      },
      onError: (err) => {
        st.setResult(null);
        st.setProblem({ severity: 'error', text: errorMessage(err) });
      },
    });
  };
  const choose = (chosen: File | null) => {
    st.setResult(null);
    st.setImported(null);
    if (chosen && !isXlsxFile(chosen)) {
      st.setFile(null);
      st.setProblem({ severity: 'error', text: `${chosen.name}: ${ImportMsg.notXlsx}` });
      return;
    }
    st.setFile(chosen);
    st.setProblem(null);
  };
  return { process, run, choose };
}

/**
 * The import's steps: the chosen file, processing it (nothing is written), the services created
 * for missing codes, the staff chosen for new authorizations, and the confirmed import.
 */
export function useServiceImport() {
  const st = useImportState();
  const { process, run, choose } = useSheetProcessing(st);
  const confirm = useConfirmImport();
  const { result, choices, setStep } = st;
  const blocker = result ? importBlocker(result, missingAllCreated(result, st.createdCodes)) : null;

  const startOver = () => {
    st.setFile(null);
    st.setResult(null);
    st.setImported(null);
    st.setProblem(null);
    st.setChoices({});
    setStep('review');
    confirm.reset();
  };

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
          st.setImported(response);
          st.setResult(null);
          setStep('review');
        },
      },
    );
  };

  const createService = (row: ImportedServiceRow) => st.setServiceDialog(serviceFromRow(row));
  return { ...st, process, confirm, blocker, run, choose, startOver, createService, openImport, submit };
}
