import { useCallback, useEffect, useMemo, useRef, useState, type ComponentProps } from 'react';
import { useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import { type ScheduledVisitOut } from '@hearth/shared';
import { PageHeader, useIsPhone } from '../../../components/list';
import { visuallyHidden } from '../../../components/visually-hidden';
import { errorMessage } from '../../../lib/api-client';
import { dayText, localIsoDate } from '../../../lib/format';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useScheduledVisits } from '../api';
import { ConflictNotice } from '../components/ConflictNotice';
import { DayAgenda } from '../components/DayAgenda';
import { PlanDialog, type PlanPrefill } from '../components/PlanDialog';
import { StatusGlance } from '../components/StatusGlance';
import { VisitDialog } from '../components/VisitDialog';
import { WeekGrid, type MoveTarget } from '../components/WeekGrid';
import { WeekToolbar } from '../components/WeekToolbar';
import { useMoveVisit } from '../use-move-visit';
import {
  agendaDay,
  countStatuses,
  groupVisits,
  readFilters,
  visitsOn,
  weekDays,
  writeFilters,
  type ScheduleFilters,
  type WeekRow,
} from '../week';

const TITLE = 'Schedule';

/** The week's visits (one read), and today's when today is not in the week shown (for the glance). */
function useWeek(filters: ScheduleFilters, today: string) {
  const days = useMemo(() => weekDays(filters.week), [filters.week]);
  const narrow = { staffId: filters.staffId ?? undefined, clientId: filters.clientId ?? undefined };
  const week = useScheduledVisits({ from: days[0]!, to: days[6]!, ...narrow });
  const todayInWeek = days.includes(today);
  const todays = useScheduledVisits({ from: today, to: today, ...narrow }, !todayInWeek);
  const source = todayInWeek ? week.data?.data : todays.data?.data;
  const counts = useMemo(() => (source ? countStatuses(source, today) : null), [source, today]);
  return { days, week, counts };
}

/** Focus follows a card moved by keyboard to its new cell. */
function useFocusVisit(shown: unknown) {
  const [focusId, setFocusId] = useState<number | null>(null);
  useEffect(() => {
    if (focusId === null) return;
    document.querySelector<HTMLElement>(`[data-visit-id="${focusId}"]`)?.focus();
  }, [focusId, shown]);
  return setFocusId;
}

/**
 * The week's visits as shown (moves on their way already in place), grouped once into rows, and
 * stable handlers, so the grid (thousands of cards) renders again only when its data changes.
 */
function useGrid(
  data: ScheduledVisitOut[] | undefined,
  filters: ScheduleFilters,
  announce: (text: string) => void,
  plan: (prefill: PlanPrefill) => void,
) {
  const rowsRef = useRef<WeekRow[]>([]);
  const mover = useMoveVisit((id) => rowsRef.current.find((r) => r.key === `staff-${id}`)?.name, announce);
  const { apply } = mover;
  const visits = useMemo(() => apply(data), [apply, data]);
  const rows = useMemo(() => groupVisits(visits, filters.view), [visits, filters.view]);
  rowsRef.current = rows;
  const visitsById = useMemo(() => new Map(visits.map((v) => [v.id, v])), [visits]);
  const focusVisit = useFocusVisit(visits);

  const latest = useRef({ mover, focusVisit, filters, plan });
  latest.current = { mover, focusVisit, filters, plan };
  const onMove = useCallback((visit: ScheduledVisitOut, target: MoveTarget) => {
    const { focusVisit } = latest.current;
    focusVisit(visit.id);
    // Focus follows the card until it is in its final place, then stops following.
    void latest.current.mover.move(visit, target).finally(() => setTimeout(() => focusVisit(null), 50));
  }, []);
  const onPlan = useCallback((day: string, row: WeekRow) => {
    const byStaff = latest.current.filters.view === 'staff';
    latest.current.plan(
      byStaff
        ? { startDate: day, staffId: row.id }
        : { startDate: day, clientId: row.id ?? undefined, clientName: row.name },
    );
  }, []);
  return { visits, rows, visitsById, mover, onMove, onPlan };
}

type BodyProps = {
  state: { isError: boolean; isPending: boolean; isPlaceholderData: boolean; error: unknown };
  visits: ScheduledVisitOut[];
  phone: boolean;
  agenda: { days: string[]; day: string; today: string; onDay: (day: string) => void };
  grid: ComponentProps<typeof WeekGrid>;
};

/** The week: loading, failed, empty, the grid, or on a phone the day's agenda. */
function WeekBody({ state, visits, phone, agenda, grid }: BodyProps) {
  if (state.isError) return <Alert severity="error">{errorMessage(state.error)}</Alert>;
  if (state.isPending) return <Typography color="text.secondary">Loading the week…</Typography>;
  return (
    <>
      {state.isPlaceholderData && (
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          Loading the week…
        </Typography>
      )}
      {!state.isPlaceholderData && visits.length === 0 && (
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          No visits planned this week.
        </Typography>
      )}
      {phone ? (
        <DayAgenda
          {...agenda}
          visits={visitsOn(visits, agenda.day)}
          visitsById={grid.visitsById}
          onOpen={grid.onOpen}
        />
      ) : (
        <WeekGrid {...grid} />
      )}
    </>
  );
}

/**
 * /admin/schedule: every planned visit of a week, by staff member or by client (a day agenda on a
 * phone), today's status at a glance, planning, editing and moving visits by drag or keyboard. The
 * week, the view and the filters live in the address, so a reload keeps them.
 */
export function SchedulePage() {
  useDocumentTitle(TITLE);
  const today = localIsoDate();
  const phone = useIsPhone();
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readFilters(params, today), [params, today]);
  const update = (patch: Partial<ScheduleFilters>) =>
    setParams(writeFilters({ ...filters, ...patch }, today), { replace: true });
  const { days, week, counts } = useWeek(filters, today);
  const [said, setSaid] = useState('');
  const [opened, setOpened] = useState<ScheduledVisitOut | null>(null);
  const [planning, setPlanning] = useState<PlanPrefill | null>(null);

  const { visits, rows, visitsById, mover, onMove, onPlan } = useGrid(week.data?.data, filters, setSaid, setPlanning);

  const day = agendaDay(filters, today);
  const label = `Week of ${dayText(filters.week)} by ${filters.view === 'staff' ? 'staff' : 'client'}`;

  return (
    <>
      <PageHeader
        title={TITLE}
        subtitle="Who goes to whom, when: plan visits against the authorizations, and see late and missed visits as they happen."
        actions={
          <Button variant="contained" startIcon={<Add />} onClick={() => setPlanning({ startDate: day })}>
            Plan visits
          </Button>
        }
      />
      <StatusGlance today={today} counts={counts} />
      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
        <WeekToolbar filters={filters} today={today} onChange={update} phone={phone} />
        {!phone && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            Click an empty cell to plan a visit there. Drag a visit to another day or staff member, or focus it and
            press Alt+Left or Alt+Right to move it a day, Alt+Up or Alt+Down to give it to the staff member above or
            below.
          </Typography>
        )}
        {mover.refused && (
          <Box sx={{ mb: 1.5 }}>
            <ConflictNotice
              refusal={mover.refused.refusal}
              onOverride={mover.overrideMove}
              busy={mover.busy}
              overrideLabel="Move anyway"
            />
            <Button size="small" onClick={mover.dismiss} sx={{ mt: 0.5 }}>
              Dismiss
            </Button>
          </Box>
        )}
        <WeekBody
          state={week}
          visits={visits}
          phone={phone}
          agenda={{ days, day, today, onDay: (next) => update({ day: next }) }}
          grid={{ rows, days, today, view: filters.view, label, visitsById, onOpen: setOpened, onMove, onPlan }}
        />
      </Paper>
      <Box role="status" aria-live="polite" sx={visuallyHidden}>
        {said}
      </Box>
      <PlanDialog prefill={planning} onClose={() => setPlanning(null)} />
      <VisitDialog visit={opened} today={today} onClose={() => setOpened(null)} />
    </>
  );
}
