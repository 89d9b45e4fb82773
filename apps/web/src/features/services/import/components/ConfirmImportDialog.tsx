import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import type { ImportedServiceRow, ProcessImportResponse } from '@hearth/shared';
import { ImportRowList } from './ImportCard';
import type { ListColumn } from '../../../../components/list';
import { errorMessage } from '../../../../lib/api-client';
import type { StaffChoices } from '../import-rows';
import { clientColumn, datesColumn, rateColumn, serviceColumn, unitsColumn } from './row-columns';

type ConfirmImportDialogProps = {
  open: boolean;
  result: ProcessImportResponse;
  choices: StaffChoices;
  /** Back to the Staff Allocation modal; absent when there is no new authorization to allocate. */
  onBack?: () => void;
  onCancel: () => void;
  onConfirm: () => void;
  pending: boolean;
  error: unknown;
};

type Line = ImportedServiceRow & { kind: 'New' | 'Update'; staff: string };

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** The rows the import writes: new authorizations with the staff chosen, updated ones with the staff they have. */
function importLines(result: ProcessImportResponse, choices: StaffChoices): Line[] {
  return [
    ...result.new_services.map((r) => ({
      ...r,
      kind: 'New' as const,
      staff: (choices[r.row] ?? []).map((s) => s.label).join('; '),
    })),
    ...result.updated_services.map((r) => ({
      ...r,
      kind: 'Update' as const,
      staff: r.assignedStaff.map((s) => s.name).join('; '),
    })),
  ];
}

const columns: ListColumn<Line>[] = [
  { key: 'kind', header: 'Action', render: (r) => r.kind, width: 80 },
  clientColumn,
  serviceColumn,
  datesColumn,
  unitsColumn,
  rateColumn,
  { key: 'staff', header: 'Staff', render: (r) => r.staff || '—' },
];

/** What the import will do in words, its warnings, rows left out, and a refusal. */
function ImportSummary({ result, choices, error }: Pick<ConfirmImportDialogProps, 'result' | 'choices' | 'error'>) {
  const allocations = result.new_services.reduce((n, r) => n + (choices[r.row]?.length ?? 0), 0);
  const warned = result.updated_services.filter((r) => r.warnings.length > 0).length;
  const skipped = result.missing_clients.length;
  return (
    <>
      <Typography sx={{ mb: 1 }} role="status">
        {plural(result.new_services.length, 'authorization')} will be created and{' '}
        {plural(result.updated_services.length, 'authorization')} updated, with{' '}
        {plural(allocations, 'staff allocation')}. Nothing is written unless every row can be imported.
      </Typography>
      {warned > 0 && (
        <Alert severity="warning" sx={{ mb: 1 }}>
          {plural(warned, 'updated authorization')} {warned === 1 ? 'has' : 'have'} a warning (see Updated Services).
        </Alert>
      )}
      {skipped > 0 && (
        <Alert severity="info" sx={{ mb: 1 }}>
          {plural(skipped, 'row')} of missing clients {skipped === 1 ? 'is' : 'are'} left out: add the clients and
          process the sheet again to import them.
        </Alert>
      )}
      {error !== null && error !== undefined && (
        <Alert severity="error" sx={{ mb: 1 }}>
          {errorMessage(error)}
        </Alert>
      )}
    </>
  );
}

/** Confirm Import Service modal (spec 02): what the import will create and update, then Confirm or Back. */
export function ConfirmImportDialog(props: ConfirmImportDialogProps) {
  const { open, result, choices, onBack, onCancel, onConfirm, pending } = props;
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  return (
    <Dialog
      open={open}
      onClose={pending ? undefined : onCancel}
      scroll="paper"
      fullWidth
      maxWidth="lg"
      fullScreen={phone}
      aria-labelledby="confirm-import-title"
    >
      <DialogTitle id="confirm-import-title">Confirm Import Service</DialogTitle>
      <DialogContent dividers>
        <ImportSummary result={result} choices={choices} error={props.error} />
        <ImportRowList
          rows={importLines(result, choices)}
          columns={columns}
          getRowKey={(r) => r.row}
          label="Authorizations to import"
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        {onBack ? (
          <Button onClick={onBack} disabled={pending}>
            BACK
          </Button>
        ) : (
          <Button onClick={onCancel} disabled={pending}>
            CANCEL
          </Button>
        )}
        <Button variant="contained" onClick={onConfirm} disabled={pending}>
          {pending ? 'IMPORTING…' : 'CONFIRM'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
