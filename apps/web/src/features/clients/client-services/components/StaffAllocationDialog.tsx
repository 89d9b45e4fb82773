import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import KeyboardArrowLeft from '@mui/icons-material/KeyboardArrowLeft';
import KeyboardArrowRight from '@mui/icons-material/KeyboardArrowRight';
import { useState } from 'react';
import { ErrorCode, OPTION_LIMIT_MAX, type ClientServiceOut } from '@hearth/shared';
import { RecordFormDialog } from '../../../../components/RecordFormDialog';
import { useToast } from '../../../../components/toast/toast-context';
import { errorMessage, hasErrorCode } from '../../../../lib/api-client';
import { dayText } from '../../../../lib/format';
import { useAllocateStaff } from '../api';
import { useStaffAllocation, type AllocationSide } from '../use-staff-allocation';
import { StaffPickList } from './StaffPickList';

export const AllocationText = {
  moreStaff: `Available Staff lists the first ${OPTION_LIMIT_MAX} matches: type more of a name to find others.`,
  overrideReason: 'Reason to allocate anyway',
  overrideHelp: 'Kept in the audit trail with the allocation.',
} as const;

type StaffAllocationDialogProps = {
  /** The authorization whose staff are allocated; the modal is open while this is set. */
  clientService: ClientServiceOut | null;
  onClose: () => void;
};

/** Staff Allocation modal (spec 01): move staff between 'Available Staff' and 'Chosen Staff'. */
export function StaffAllocationDialog({ clientService, onClose }: StaffAllocationDialogProps) {
  return (
    <RecordFormDialog
      open={clientService !== null}
      onClose={onClose}
      title="Staff Allocation"
      titleId="staff-allocation-title"
      maxWidth="md"
    >
      {clientService && (
        <AllocationForm key={clientService.serviceRequestId} clientService={clientService} onClose={onClose} />
      )}
    </RecordFormDialog>
  );
}

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography component="dt" variant="caption" sx={{ color: 'text.secondary', fontWeight: 600 }}>
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {value}
      </Typography>
    </Box>
  );
}

const arrowSx = { transform: { xs: 'rotate(90deg)', sm: 'none' } };

/** An arrow between the lists: moves the marked names the user can see. */
function MoveButton({ to, side, onMove }: { to: 'chosen' | 'available'; side: AllocationSide; onMove: () => void }) {
  const label = to === 'chosen' ? 'Move to chosen' : 'Move to available';
  const Arrow = to === 'chosen' ? KeyboardArrowRight : KeyboardArrowLeft;
  return (
    <Tooltip title={label} describeChild>
      <span>
        <IconButton
          aria-label={label}
          color="primary"
          onClick={onMove}
          disabled={!side.visible.some((s) => side.marked.has(s.userId))}
          sx={{ border: 1, borderColor: 'divider' }}
        >
          <Arrow sx={arrowSx} />
        </IconButton>
      </span>
    </Tooltip>
  );
}

function SideList({ title, side, total }: { title: string; side: AllocationSide; total: number }) {
  return (
    <StaffPickList
      title={title}
      items={side.visible}
      total={total}
      filter={side.filter}
      onFilterChange={side.setFilter}
      marked={side.marked}
      onToggle={side.toggle}
      onToggleAll={side.toggleAll}
    />
  );
}

/** Available Staff, the arrows, Chosen Staff. */
function TransferLists({ allocation }: { allocation: ReturnType<typeof useStaffAllocation> }) {
  const { available, chosen, availableSide, chosenSide } = allocation;
  return (
    <Box
      sx={{ display: 'grid', gap: 1.5, alignItems: 'center', gridTemplateColumns: { xs: '1fr', sm: '1fr auto 1fr' } }}
    >
      <SideList title="Available Staff" side={availableSide} total={available.length} />
      <Stack direction={{ xs: 'row', sm: 'column' }} spacing={1} sx={{ justifyContent: 'center' }}>
        <MoveButton to="chosen" side={availableSide} onMove={allocation.moveToChosen} />
        <MoveButton to="available" side={chosenSide} onMove={allocation.moveToAvailable} />
      </Stack>
      <SideList title="Chosen Staff" side={chosenSide} total={chosen.length} />
    </Box>
  );
}

/** The authorization being staffed: name, code and dates. */
function AuthorizationSummary({ clientService }: { clientService: ClientServiceOut }) {
  return (
    <Box
      component="dl"
      sx={{ m: 0, mb: 2.5, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', sm: '2fr 1fr 1fr 1fr' } }}
    >
      <Detail label="Service Name" value={clientService.serviceName} />
      <Detail label="Service Code" value={clientService.serviceCode} />
      <Detail label="Begin Date" value={dayText(clientService.serviceStartDate)} />
      <Detail label="End Date" value={dayText(clientService.serviceEndDate)} />
    </Box>
  );
}

/** The server's refusal of staff who may not work visits, and the reason that allocates them anyway. */
function OverrideReason({
  refusal,
  reason,
  onChange,
}: {
  refusal: string;
  reason: string;
  onChange: (v: string) => void;
}) {
  return (
    <Stack spacing={1.5} sx={{ mt: 2 }}>
      <Alert severity="warning">{refusal}</Alert>
      <TextField
        label={AllocationText.overrideReason}
        value={reason}
        onChange={(e) => onChange(e.target.value)}
        required
        multiline
        minRows={2}
        helperText={AllocationText.overrideHelp}
        slotProps={{ htmlInput: { maxLength: 500 } }}
      />
    </Stack>
  );
}

function AllocationForm({ clientService, onClose }: { clientService: ClientServiceOut; onClose: () => void }) {
  const toast = useToast();
  const allocate = useAllocateStaff(clientService.clientId);
  const allocation = useStaffAllocation(clientService);
  const { staffOptions, chosen } = allocation;
  // A 409 CREDENTIAL_NOT_COMPLIANT: the server's words, then a reason sends the same list again.
  const [refusal, setRefusal] = useState<string | null>(null);
  const [reason, setReason] = useState('');

  const update = () => {
    allocate.mutate(
      {
        clientId: clientService.clientId,
        serviceRequestId: clientService.serviceRequestId,
        staff: chosen.map(({ userId, name }) => ({ userId, name })),
        ...(refusal ? { override: { reason: reason.trim() } } : {}),
      },
      {
        onSuccess: (response) => {
          toast.success(response.message);
          onClose();
        },
        onError: (err) =>
          hasErrorCode(err, ErrorCode.CREDENTIAL_NOT_COMPLIANT) && !refusal
            ? setRefusal(errorMessage(err))
            : toast.error(errorMessage(err)),
      },
    );
  };

  return (
    <>
      <DialogContent dividers>
        <AuthorizationSummary clientService={clientService} />
        {staffOptions.isError && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {errorMessage(staffOptions.error)}
          </Alert>
        )}
        {staffOptions.isPending ? (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
            <CircularProgress aria-label="Loading staff" />
          </Box>
        ) : (
          <TransferLists allocation={allocation} />
        )}
        {staffOptions.data?.length === OPTION_LIMIT_MAX && (
          <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
            {AllocationText.moreStaff}
          </Typography>
        )}
        {refusal && <OverrideReason refusal={refusal} reason={reason} onChange={setReason} />}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button onClick={onClose} disabled={allocate.isPending}>
          CANCEL
        </Button>
        <Button
          variant="contained"
          onClick={update}
          disabled={allocate.isPending || staffOptions.isPending || (refusal !== null && !reason.trim())}
        >
          {refusal ? 'ALLOCATE ANYWAY' : 'UPDATE'}
        </Button>
      </DialogActions>
    </>
  );
}
