import { Suspense, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { WorkEntryMsg, WorkEntryStatus, type WorkEntryOut } from '@hearth/shared';
import {
  ListPagination,
  ListToolbar,
  PageHeader,
  ResponsiveList,
  usePersistentListState,
  type SortOption,
} from '../../../components/list';
import { useAuth } from '../../../lib/auth-storage';
import { useCan } from '../../../lib/use-can';
import { lazyComponent } from '../../../lib/lazy-component';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useVisitInProgress, useVisitList } from '../api';
import { CreateNewVisit, VisitClientPicker } from '../components/CreateVisitControls';
import type { VisitClient } from '../components/StartVisitDialog';
import { VisitCard } from '../components/VisitCard';
import { visitColumns } from '../components/visit-columns';
import { VisitsNotices } from '../components/VisitsNotices';
import { useQueuedActions } from '../offline/use-offline-queue';
import type { VisitNavigationState } from './VisitProgressPage';

export { VisitText } from '../components/CreateVisitControls';

/**
 * The notes dialog is not part of the list's first download (the staff screens' budget): rendered
 * closed from the start, it is fetched as soon as the list is shown, so it opens at once later, also
 * after the signal drops.
 */
const EditVisitNotesDialog = lazyComponent(
  () => import('../components/EditVisitNotesDialog'),
  (m) => m.EditVisitNotesDialog,
);

/** Today's planned visits (issue 21): its own chunk, so the list's first download stays within budget. */
const TodaysPlannedVisits = lazyComponent(
  () => import('../schedule/TodaysPlannedVisits'),
  (m) => m.TodaysPlannedVisits,
);
const TodaysPlanned = ({ canStart }: { canStart: boolean }) => (
  <Suspense fallback={null}>
    <TodaysPlannedVisits canStart={canStart} />
  </Suspense>
);

/** The visits filter (spec 02): 'All Visits' or 'Recently Added' (the default). */
const VISIT_SORTS: readonly SortOption[] = [
  { value: 'all', label: 'All Visits' },
  { value: 'recent', label: 'Recently Added' },
];

/** Eight columns (nine for admins) beside the sidebar: tighter cells and two-line headers keep Notes and Status in view on a 1280 px screen. */
const TIGHT_TABLE = {
  '& .MuiTableCell-root': { px: 1.25 },
  '& .MuiTableCell-head': { whiteSpace: 'normal', lineHeight: 1.3 },
} as const;

/** Back from completing a visit: that screen is gone, so the focus starts again at the list's title. */
function useTitleFocus(focus: boolean) {
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) titleRef.current?.focus();
  }, [focus]);
  return titleRef;
}

/**
 * /staff/visits (the caller's visits) and /admin/visits (everyone's, with a Staff Name column).
 * Only staff clock in (EVV: the server refuses others), so an admin's CREATE NEW opens the
 * timesheet form for the chosen client instead of the Start Visit screen.
 */
export function VisitsPage() {
  useDocumentTitle('Visits');
  const auth = useAuth();
  const navigate = useNavigate();
  const navigationState = useLocation().state as VisitNavigationState;
  const isStaff = useCan('clockVisits');
  const list = usePersistentListState('visits');
  const visits = useVisitList(list.state);
  // Clocking in and out (and so GET /visits/inprogress) is the staff member's own act.
  const inProgress = useVisitInProgress(isStaff);
  const visitOpen = !!inProgress.data;
  // Staff: one visit at a time. Admins never have one open (they record visits as timesheets).
  const canStart = isStaff ? inProgress.isSuccess && !visitOpen : auth !== null;
  const [client, setClient] = useState<VisitClient | null>(null);
  const [viewing, setViewing] = useState<WorkEntryOut | null>(null);
  const [locationNotice, setLocationNotice] = useState(!!navigationState?.locationMissing);
  const queued = useQueuedActions();
  const titleRef = useTitleFocus(!!navigationState?.completed);

  const isOwnOpenVisit = (v: WorkEntryOut) =>
    isStaff && v.status === WorkEntryStatus.InProgress && v.workEntryId === inProgress.data?.workEntryId;
  const columns = visitColumns({ isStaff, isOwnOpenVisit, onOpenNotes: setViewing });

  const startVisit = () => {
    if (!client) return;
    if (isStaff) void navigate('/staff/start-visit', { state: { client } });
    else void navigate('/admin/create-timeSheet', { state: { clientId: client.clientId } });
  };

  return (
    <>
      <PageHeader title="Visits" titleRef={titleRef} />
      <VisitsNotices
        visitOpen={visitOpen}
        queueUserId={isStaff && auth && queued.some((a) => a.userId === auth.userId) ? auth.userId : null}
        locationNotice={locationNotice}
        onCloseLocationNotice={() => setLocationNotice(false)}
      />
      {isStaff && <TodaysPlanned canStart={canStart} />}
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 2.5 } }}>
        <ListToolbar
          list={list}
          sorts={VISIT_SORTS}
          showStatus={false}
          searchLabel="Search visits"
          actions={canStart && <CreateNewVisit client={client} isStaff={isStaff} onCreate={startVisit} />}
        >
          {canStart && <VisitClientPicker client={client} onChange={setClient} />}
        </ListToolbar>
        <Box sx={TIGHT_TABLE}>
          <ResponsiveList
            rows={visits.data?.data}
            columns={columns}
            getRowKey={(v) => v.workEntryId}
            label="Visits"
            emptyText={WorkEntryMsg.noVisits}
            fetching={visits.isFetching}
            error={visits.error}
            compact
            renderCard={(v) => (
              <VisitCard
                visit={v}
                showStaff={!isStaff}
                continues={isOwnOpenVisit(v)}
                onOpenNotes={() => setViewing(v)}
              />
            )}
          />
        </Box>
        <ListPagination list={list} recordCount={visits.data?.recordCount ?? 0} rowsPerPageLabel="Visits per page" />
      </Paper>
      <Suspense fallback={null}>
        <EditVisitNotesDialog visit={viewing} canEdit={isStaff} onClose={() => setViewing(null)} />
      </Suspense>
    </>
  );
}
