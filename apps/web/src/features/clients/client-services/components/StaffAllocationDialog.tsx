import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import KeyboardArrowLeft from '@mui/icons-material/KeyboardArrowLeft';
import KeyboardArrowRight from '@mui/icons-material/KeyboardArrowRight';
import { OPTION_LIMIT_MAX, type ClientServiceOut } from '@hearth/shared';
import { SEARCH_PICKER_DEBOUNCE_MS, useDebouncedValue } from '../../../../components/form';
import { useToast } from '../../../../components/toast/toast-context';
import { errorMessage } from '../../../../lib/api-client';
import { dayText } from '../../../../lib/format';
import { useAllocateStaff, useStaffNames, useStaffSearch } from '../api';
import { byName, matchesStaffFilter } from '../staff-filter';
import { StaffPickList, type StaffItem } from './StaffPickList';

export const AllocationText = {
  moreStaff: `Available Staff lists the first ${OPTION_LIMIT_MAX} matches: type more of a name to find others.`,
} as const;

type StaffAllocationDialogProps = {
  /** The authorization whose staff are allocated; the modal is open while this is set. */
  clientService: ClientServiceOut | null;
  onClose: () => void;
};

/** Staff Allocation modal (spec 01): move staff between 'Available Staff' and 'Chosen Staff'. */
export function StaffAllocationDialog({ clientService, onClose }: StaffAllocationDialogProps) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  return (
    <Dialog
      scroll="paper"
      open={clientService !== null}
      onClose={onClose}
      fullWidth
      maxWidth="md"
      fullScreen={phone}
      aria-labelledby="staff-allocation-title"
    >
      <DialogTitle id="staff-allocation-title">Staff Allocation</DialogTitle>
      {clientService && (
        <AllocationForm key={clientService.serviceRequestId} clientService={clientService} onClose={onClose} />
      )}
    </Dialog>
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

/** One list's marks, and its filter (`filterState`, owned by the caller). */
function useSide(items: StaffItem[], [filter, setFilter]: [string, (filter: string) => void]) {
  const [marked, setMarked] = useState<ReadonlySet<number>>(new Set());
  const visible = items.filter((s) => matchesStaffFilter(s.name, filter));
  return {
    visible,
    filter,
    setFilter,
    marked,
    toggle: (userId: number) =>
      setMarked((prev) => {
        const next = new Set(prev);
        if (!next.delete(userId)) next.add(userId);
        return next;
      }),
    toggleAll: (mark: boolean) => setMarked(new Set(mark ? visible.map((s) => s.userId) : [])),
    /** The marked items the user can see: what the arrow moves. */
    takeMarked: () => {
      const taken = visible.filter((s) => marked.has(s.userId));
      setMarked(new Set());
      return taken;
    },
  };
}

function AllocationForm({ clientService, onClose }: { clientService: ClientServiceOut; onClose: () => void }) {
  const toast = useToast();
  const allocate = useAllocateStaff(clientService.clientId);
  const availableFilter = useState('');
  const chosenFilter = useState('');
  // Available Staff come from the server, searched with the filter's text and bounded (never every staff member).
  const search = useDebouncedValue(availableFilter[0].trim(), SEARCH_PICKER_DEBOUNCE_MS);
  const staffOptions = useStaffSearch(availableFilter[0].trim() === '' ? '' : search);
  const assignedIds = useMemo(() => clientService.assignedStaff.map((s) => s.userId), [clientService.assignedStaff]);
  const assignedNames = useStaffNames(assignedIds);
  // null until the user moves someone: until then the chosen list is the saved allocation.
  const [chosenItems, setChosenItems] = useState<StaffItem[] | null>(null);
  // Moved back from Chosen: listed as available even when the current search does not return them.
  const [released, setReleased] = useState<StaffItem[]>([]);

  const { available, chosen } = useMemo(() => {
    const currentName = new Map((assignedNames.data ?? []).map((s) => [s.userId, s.name]));
    const assigned = clientService.assignedStaff.map((s) => ({
      userId: s.userId,
      name: currentName.get(s.userId) ?? s.name,
    }));
    const chosenList = chosenItems ?? assigned;
    const chosenIds = new Set(chosenList.map((s) => s.userId));
    const offered = new Map<number, StaffItem>(
      [...released, ...(staffOptions.data ?? [])].filter((s) => !chosenIds.has(s.userId)).map((s) => [s.userId, s]),
    );
    return { available: [...offered.values()].sort(byName), chosen: [...chosenList].sort(byName) };
  }, [staffOptions.data, assignedNames.data, clientService.assignedStaff, chosenItems, released]);

  const availableSide = useSide(available, availableFilter);
  const chosenSide = useSide(chosen, chosenFilter);

  // After a move both filters are cleared: the moved names show in full lists, and a stale filter
  // would leave 'No Matches found' under a count that no longer matches what is shown.
  const clearFilters = () => {
    availableSide.setFilter('');
    chosenSide.setFilter('');
  };
  const moveToChosen = () => {
    const moving = availableSide.takeMarked();
    if (moving.length) {
      const ids = new Set(moving.map((s) => s.userId));
      setChosenItems([...chosen, ...moving]);
      setReleased((list) => list.filter((s) => !ids.has(s.userId)));
    }
    clearFilters();
  };
  const moveToAvailable = () => {
    const moving = chosenSide.takeMarked();
    if (moving.length) {
      const ids = new Set(moving.map((s) => s.userId));
      setChosenItems(chosen.filter((s) => !ids.has(s.userId)));
      setReleased((list) => [...list.filter((s) => !ids.has(s.userId)), ...moving]);
    }
    clearFilters();
  };

  const update = () => {
    allocate.mutate(
      {
        clientId: clientService.clientId,
        serviceRequestId: clientService.serviceRequestId,
        staff: chosen.map(({ userId, name }) => ({ userId, name })),
      },
      {
        onSuccess: (response) => {
          toast.success(response.message);
          onClose();
        },
        onError: (err) => toast.error(errorMessage(err)),
      },
    );
  };

  const arrowSx = { transform: { xs: 'rotate(90deg)', sm: 'none' } };
  return (
    <>
      <DialogContent dividers>
        <Box
          component="dl"
          sx={{ m: 0, mb: 2.5, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', sm: '2fr 1fr 1fr 1fr' } }}
        >
          <Detail label="Service Name" value={clientService.serviceName} />
          <Detail label="Service Code" value={clientService.serviceCode} />
          <Detail label="Begin Date" value={dayText(clientService.serviceStartDate)} />
          <Detail label="End Date" value={dayText(clientService.serviceEndDate)} />
        </Box>
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
          <Box
            sx={{
              display: 'grid',
              gap: 1.5,
              alignItems: 'center',
              gridTemplateColumns: { xs: '1fr', sm: '1fr auto 1fr' },
            }}
          >
            <StaffPickList
              title="Available Staff"
              items={availableSide.visible}
              total={available.length}
              filter={availableSide.filter}
              onFilterChange={availableSide.setFilter}
              marked={availableSide.marked}
              onToggle={availableSide.toggle}
              onToggleAll={availableSide.toggleAll}
            />
            <Stack direction={{ xs: 'row', sm: 'column' }} spacing={1} sx={{ justifyContent: 'center' }}>
              <Tooltip title="Move to chosen" describeChild>
                <span>
                  <IconButton
                    aria-label="Move to chosen"
                    color="primary"
                    onClick={moveToChosen}
                    disabled={!availableSide.visible.some((s) => availableSide.marked.has(s.userId))}
                    sx={{ border: 1, borderColor: 'divider' }}
                  >
                    <KeyboardArrowRight sx={arrowSx} />
                  </IconButton>
                </span>
              </Tooltip>
              <Tooltip title="Move to available" describeChild>
                <span>
                  <IconButton
                    aria-label="Move to available"
                    color="primary"
                    onClick={moveToAvailable}
                    disabled={!chosenSide.visible.some((s) => chosenSide.marked.has(s.userId))}
                    sx={{ border: 1, borderColor: 'divider' }}
                  >
                    <KeyboardArrowLeft sx={arrowSx} />
                  </IconButton>
                </span>
              </Tooltip>
            </Stack>
            <StaffPickList
              title="Chosen Staff"
              items={chosenSide.visible}
              total={chosen.length}
              filter={chosenSide.filter}
              onFilterChange={chosenSide.setFilter}
              marked={chosenSide.marked}
              onToggle={chosenSide.toggle}
              onToggleAll={chosenSide.toggleAll}
            />
          </Box>
        )}
        {staffOptions.data?.length === OPTION_LIMIT_MAX && (
          <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
            {AllocationText.moreStaff}
          </Typography>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button onClick={onClose} disabled={allocate.isPending}>
          CANCEL
        </Button>
        <Button variant="contained" onClick={update} disabled={allocate.isPending || staffOptions.isPending}>
          UPDATE
        </Button>
      </DialogActions>
    </>
  );
}
