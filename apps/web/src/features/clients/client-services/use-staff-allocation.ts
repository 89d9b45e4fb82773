import { useMemo, useState } from 'react';
import type { ClientServiceOut } from '@hearth/shared';
import { SEARCH_PICKER_DEBOUNCE_MS, useDebouncedValue } from '../../../components/form';
import { useStaffNames, useStaffSearch } from './api';
import { byName, matchesStaffFilter } from './staff-filter';
import type { StaffItem } from './components/StaffPickList';

/** One list's marks, and its filter (`filterState`, owned by the caller). */
export function useSide(items: StaffItem[], [filter, setFilter]: [string, (filter: string) => void]) {
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

export type AllocationSide = ReturnType<typeof useSide>;

/**
 * Staff Allocation's two lists: Available Staff searched on the server (bounded, never every staff
 * member) and Chosen Staff (the saved allocation until the user moves someone), with the moves.
 */
export function useStaffAllocation(clientService: ClientServiceOut) {
  const availableFilter = useState('');
  const chosenFilter = useState('');
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

  return { staffOptions, available, chosen, availableSide, chosenSide, moveToChosen, moveToAvailable };
}
