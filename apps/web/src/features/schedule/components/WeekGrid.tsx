import { memo, type DragEvent, type KeyboardEvent, type MouseEvent } from 'react';
import Box from '@mui/material/Box';
import { shiftDay, type ScheduledVisitOut } from '@hearth/shared';
import { dayText } from '../../../lib/format';
import { editable, type ScheduleView, type WeekRow } from '../week';
import { CARD_SX, VisitCard } from './VisitCard';

/** Where a visit goes: another day, and in the By staff view maybe another staff member (null: open shift). */
export type MoveTarget = { day: string; staffId?: number | null };

type Props = {
  rows: WeekRow[];
  days: string[];
  today: string;
  view: ScheduleView;
  label: string;
  visitsById: ReadonlyMap<number, ScheduledVisitOut>;
  onOpen: (visit: ScheduledVisitOut) => void;
  onMove: (visit: ScheduledVisitOut, target: MoveTarget) => void;
  /** A click on an empty part of a cell: plan a visit on that day for that row. */
  onPlan: (day: string, row: WeekRow) => void;
};

const SHORT_DAY = new Intl.DateTimeFormat('en-US', { weekday: 'short', timeZone: 'UTC' });
const shortDay = (day: string) => SHORT_DAY.format(new Date(`${day}T00:00:00Z`));

const GRID_SX = {
  ...CARD_SX,
  overflowX: 'auto',
  // Seven days and the names fit the content area of a 1280 px screen beside the sidebar (~900 px).
  '& table': { borderCollapse: 'collapse', width: '100%', minWidth: 840, tableLayout: 'fixed' },
  '& th, & td': { border: 1, borderColor: 'divider', p: 0.5, verticalAlign: 'top' },
  '& thead th': { fontSize: '0.8125rem', bgcolor: 'grey.50', position: 'sticky', top: 0, zIndex: 1 },
  '& tbody th': { fontSize: '0.8125rem', fontWeight: 600, textAlign: 'left', width: 124, overflowWrap: 'anywhere' },
  '& td': { cursor: 'copy', height: 56 },
  '& .sv-today': { bgcolor: '#e8f1fb' },
  '& .sv-drop': { outline: '2px dashed', outlineColor: 'primary.main', outlineOffset: -2 },
} as const;

const rowKeyOf = (visit: ScheduledVisitOut) => (visit.staff ? `staff-${visit.staff.id}` : 'open');

/** The target of Alt+Arrow on a card: a day earlier or later, or (by staff) the row above or below. */
function keyTarget(
  event: KeyboardEvent,
  visit: ScheduledVisitOut,
  rows: WeekRow[],
  view: ScheduleView,
): MoveTarget | null {
  if (event.key === 'ArrowLeft') return { day: shiftDay(visit.date, -1) };
  if (event.key === 'ArrowRight') return { day: shiftDay(visit.date, 1) };
  if ((event.key !== 'ArrowUp' && event.key !== 'ArrowDown') || view !== 'staff') return null;
  const at = rows.findIndex((r) => r.key === rowKeyOf(visit));
  const next = rows[at + (event.key === 'ArrowUp' ? -1 : 1)];
  return at < 0 || !next ? null : { day: visit.date, staffId: next.id };
}

/**
 * The desktop week: a row per staff member (or client, with the open shifts first), a column per
 * day. Clicks, keys and drags are handled once here for every card (`data-visit-id`): Enter opens a
 * visit, Alt+Arrow moves it, a drag drops it on another day (and staff member).
 */
function useGridEvents({ rows, today, view, visitsById, onOpen, onMove, onPlan }: Props) {
  const visitOf = (target: EventTarget): ScheduledVisitOut | undefined => {
    const id = (target as HTMLElement).closest?.('[data-visit-id]')?.getAttribute('data-visit-id');
    return id ? visitsById.get(Number(id)) : undefined;
  };
  const cellOf = (target: EventTarget) => (target as HTMLElement).closest?.<HTMLElement>('td[data-day]') ?? null;
  const rowOf = (cell: HTMLElement) => rows.find((r) => r.key === cell.dataset.row);

  const click = (event: MouseEvent) => {
    const visit = visitOf(event.target);
    if (visit) return onOpen(visit);
    const cell = cellOf(event.target);
    const row = cell && rowOf(cell);
    if (cell?.dataset.day && row) onPlan(cell.dataset.day, row);
  };
  const keyDown = (event: KeyboardEvent) => {
    const visit = visitOf(event.target);
    if (!visit) return;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onOpen(visit);
      return;
    }
    if (!event.altKey) return;
    const target = keyTarget(event, visit, rows, view);
    if (!target) return;
    event.preventDefault();
    if (editable(visit, today)) onMove(visit, target);
    else onOpen(visit);
  };
  const dragStart = (event: DragEvent) => {
    const visit = visitOf(event.target);
    if (!visit) return;
    event.dataTransfer.setData('text/plain', String(visit.id));
    event.dataTransfer.effectAllowed = 'move';
  };
  const dragOver = (event: DragEvent) => {
    const cell = cellOf(event.target);
    if (!cell) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'move';
    cell.classList.add('sv-drop');
  };
  const dragLeave = (event: DragEvent) => cellOf(event.target)?.classList.remove('sv-drop');
  const drop = (event: DragEvent) => {
    const cell = cellOf(event.target);
    if (!cell) return;
    event.preventDefault();
    cell.classList.remove('sv-drop');
    const visit = visitsById.get(Number(event.dataTransfer.getData('text/plain')));
    const row = rowOf(cell);
    if (!visit || !cell.dataset.day || !row) return;
    // By client, a visit moves only along its own client's row.
    if (view === 'client' && row.key !== `client-${visit.client.id}`) return;
    const staffChange = view === 'staff' && row.key !== rowKeyOf(visit) ? { staffId: row.id } : {};
    if (cell.dataset.day !== visit.date || 'staffId' in staffChange)
      onMove(visit, { day: cell.dataset.day, ...staffChange });
  };
  return {
    onClick: click,
    onKeyDown: keyDown,
    onDragStart: dragStart,
    onDragOver: dragOver,
    onDragLeave: dragLeave,
    onDrop: drop,
  };
}

export const WeekGrid = memo(function WeekGrid(props: Props) {
  const { rows, days, today, view, label } = props;
  const events = useGridEvents(props);
  return (
    <Box sx={GRID_SX}>
      <table aria-label={label}>
        <thead>
          <tr>
            <th scope="col">{view === 'staff' ? 'Staff' : 'Client'}</th>
            {days.map((day) => (
              <th key={day} scope="col" className={day === today ? 'sv-today' : undefined}>
                {shortDay(day)} {dayText(day).slice(0, 5)}
                {day === today && ' (today)'}
              </th>
            ))}
          </tr>
        </thead>
        <tbody {...events}>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row">{row.name}</th>
              {days.map((day) => (
                <td key={day} data-day={day} data-row={row.key} className={day === today ? 'sv-today' : undefined}>
                  {row.byDay.get(day)?.map((visit) => (
                    <VisitCard
                      key={visit.id}
                      visit={visit}
                      shows={view === 'staff' ? 'client' : 'staff'}
                      movable={editable(visit, today)}
                    />
                  ))}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </Box>
  );
});
