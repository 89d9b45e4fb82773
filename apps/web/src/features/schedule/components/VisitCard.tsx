import { CANCEL_REASON_LABELS, SCHEDULED_VISIT_STATUS_LABELS, type ScheduledVisitOut } from '@hearth/shared';
import { timeText } from '../../../lib/format';
import { OPEN_SHIFTS } from '../week';

/** What a card names besides the time: the client (by staff), the staff member (by client), or both (agenda). */
export type CardShows = 'client' | 'staff' | 'both';

/** 'hh:mm AM' without its leading zero: '9:00 AM'. */
const shortTime = (wire: string) => timeText(wire).replace(/^0/, '');

/** '9:00–11:00 AM', '11:00 AM–1:00 PM' in the agency's zone: short enough for a day column. */
export function timeRangeText(v: Pick<ScheduledVisitOut, 'startsAt' | 'endsAt'>): string {
  const start = shortTime(v.startsAt);
  const end = shortTime(v.endsAt);
  const samePeriod = start.slice(-2) === end.slice(-2);
  return `${samePeriod ? start.slice(0, -3) : start}–${end}`;
}

const staffName = (v: ScheduledVisitOut) => v.staff?.name ?? OPEN_SHIFTS;

/**
 * One planned visit, compact: plain elements styled by the grid's classes (`CARD_SX`), as a week
 * can hold thousands. Its status is in words as well as in colour; a cancelled one is struck through
 * with its reason. Clicks, keys and drags are handled once by the grid (`data-visit-id`).
 */
export function VisitCard({ visit, shows, movable }: { visit: ScheduledVisitOut; shows: CardShows; movable: boolean }) {
  const reason = visit.cancelReason ? CANCEL_REASON_LABELS[visit.cancelReason] : null;
  return (
    <div
      className={`sv-card sv-${visit.status}`}
      role="button"
      tabIndex={0}
      draggable={movable}
      data-visit-id={visit.id}
      aria-keyshortcuts={movable ? 'Alt+ArrowLeft Alt+ArrowRight Alt+ArrowUp Alt+ArrowDown' : undefined}
    >
      <span className="sv-time">{timeRangeText(visit)}</span>
      {shows !== 'staff' && <span className="sv-who">{visit.client.name}</span>}
      {shows !== 'client' && <span className="sv-who">{staffName(visit)}</span>}
      <span className="sv-code">{visit.serviceCode}</span>
      <span className="sv-status">{SCHEDULED_VISIT_STATUS_LABELS[visit.status]}</span>
      {reason && <span className="sv-reason">{reason}</span>}
    </div>
  );
}

/** The cards' look, set once on their container (one style rule for thousands of cards). */
export const CARD_SX = {
  '& .sv-card': {
    display: 'block',
    p: 0.5,
    mb: 0.5,
    border: 1,
    borderColor: 'divider',
    borderLeftWidth: 4,
    borderRadius: 1,
    bgcolor: 'background.paper',
    fontSize: '0.75rem',
    lineHeight: 1.3,
    cursor: 'pointer',
    textAlign: 'left',
    '&:hover': { borderColor: 'primary.main' },
    '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 1 },
    '& > span': { display: 'block', overflowWrap: 'anywhere' },
  },
  '& .sv-time': { fontWeight: 600 },
  '& .sv-status': { fontWeight: 600, color: 'text.secondary' },
  '& .sv-scheduled': { borderLeftColor: 'primary.light' },
  '& .sv-in_progress': { borderLeftColor: 'info.main', '& .sv-status': { color: 'info.dark' } },
  '& .sv-completed': { borderLeftColor: 'success.main', '& .sv-status': { color: 'success.dark' } },
  '& .sv-late': { borderLeftColor: 'warning.main', bgcolor: '#fff8e1', '& .sv-status': { color: '#8a4b00' } },
  '& .sv-missed': { borderLeftColor: 'error.main', bgcolor: '#fdecea', '& .sv-status': { color: 'error.dark' } },
  '& .sv-open': { borderStyle: 'dashed', borderLeftStyle: 'solid', borderLeftColor: 'secondary.main' },
  '& .sv-cancelled': {
    borderLeftColor: 'grey.400',
    color: 'text.secondary',
    '& .sv-time, & .sv-who, & .sv-code': { textDecoration: 'line-through' },
  },
  '& .sv-reason': { fontStyle: 'italic' },
} as const;
