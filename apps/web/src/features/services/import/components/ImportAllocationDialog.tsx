import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import type { ImportedServiceRow } from '@hearth/shared';
import { ImportRowList } from './ImportCard';
import type { ListColumn } from '../../../../components/list';
import type { PickerOption } from '../../../../components/form/option-source';
import type { StaffChoices } from '../import-rows';
import { clientColumn, datesColumn, serviceColumn, unitsColumn } from './row-columns';
import { StaffMultiPicker } from './StaffMultiPicker';

type ImportAllocationDialogProps = {
  open: boolean;
  rows: readonly ImportedServiceRow[];
  choices: StaffChoices;
  onChange: (row: number, staff: PickerOption[]) => void;
  onCancel: () => void;
  onNext: () => void;
};

/** Staff Allocation modal of the import (spec 02): staff per new authorization, any may stay empty. */
export function ImportAllocationDialog({
  open,
  rows,
  choices,
  onChange,
  onCancel,
  onNext,
}: ImportAllocationDialogProps) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const columns: ListColumn<ImportedServiceRow>[] = [
    clientColumn,
    serviceColumn,
    datesColumn,
    unitsColumn,
    {
      key: 'staff',
      header: 'Staff',
      width: '35%',
      render: (r) => (
        <StaffMultiPicker
          label={`Staff for ${r.clientName ?? r.individual_name}, ${r.service_code} (row ${r.row})`}
          value={choices[r.row] ?? []}
          onChange={(staff) => onChange(r.row, staff)}
        />
      ),
    },
  ];
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      scroll="paper"
      fullWidth
      maxWidth="lg"
      fullScreen={phone}
      aria-labelledby="import-allocation-title"
    >
      <DialogTitle id="import-allocation-title">Staff Allocation</DialogTitle>
      <DialogContent dividers>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1.5 }}>
          Choose the staff who will work each new authorization. A row may be left without staff and allocated later
          from the client&apos;s Services tab.
        </Typography>
        <ImportRowList rows={rows} columns={columns} getRowKey={(r) => r.row} label="New authorizations" />
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button onClick={onCancel}>CANCEL</Button>
        <Button variant="contained" onClick={onNext}>
          NEXT
        </Button>
      </DialogActions>
    </Dialog>
  );
}
