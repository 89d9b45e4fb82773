import { Suspense, useEffect, useId, useRef, useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import EditOutlined from '@mui/icons-material/EditOutlined';
import PlayCircleOutlineOutlined from '@mui/icons-material/PlayCircleOutlineOutlined';
import { may, WorkEntryMsg, WorkEntryStatus, type WorkEntryOut } from '@hearth/shared';
import { LazySearchPicker } from '../../../components/form/LazySearchPicker';
import {
  ListPagination,
  ListToolbar,
  PageHeader,
  ResponsiveList,
  usePersistentListState,
  type ListColumn,
  type SortOption,
} from '../../../components/list';
import { useAuth } from '../../../lib/auth-storage';
import { lazyComponent } from '../../../lib/lazy-component';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { assignedClientSource, useVisitInProgress, useVisitList } from '../api';
import type { VisitClient } from '../components/StartVisitDialog';
import { VisitCard } from '../components/VisitCard';
import { VisitStatusChip } from '../components/VisitStatusChip';
import { excerpt, visitDate, visitTime } from '../format';
import { LOCATION_UNAVAILABLE } from '../geolocation';
import { useQueuedActions } from '../offline/use-offline-queue';
import type { VisitNavigationState } from './VisitProgressPage';
/**
 * The notes dialog is not part of the list's first download (the staff screens' budget): rendered
 * closed from the start, it is fetched as soon as the list is shown, so it opens at once later, also
 * after the signal drops.
 */
const EditVisitNotesDialog = lazyComponent(
  () => import('../components/EditVisitNotesDialog'),
  (m) => m.EditVisitNotesDialog,
);

/** Shown only while this phone holds visits not sent yet or refused (its chunk is precached for offline use). */
const OfflineQueuePanel = lazyComponent(
  () => import('../components/OfflineQueuePanel'),
  (m) => m.OfflineQueuePanel,
);

export const VisitText = {
  chooseClient: 'Choose a client to start a visit',
  chooseClientForEntry: 'Choose a client to add a work entry',
} as const;

/** The visits filter (spec 02): 'All Visits' or 'Recently Added' (the default). */
const VISIT_SORTS: readonly SortOption[] = [
  { value: 'all', label: 'All Visits' },
  { value: 'recent', label: 'Recently Added' },
];

const nowrap = (text: string) => (
  <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
    {text}
  </Box>
);

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
  const isStaff = may('clockVisits', auth?.userType);
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
  const createHintId = useId();
  const queued = useQueuedActions();
  const titleRef = useRef<HTMLHeadingElement>(null);
  // Back from completing a visit: that screen is gone, so the focus starts again at this list.
  const focusTitle = !!navigationState?.completed;
  useEffect(() => {
    if (focusTitle) titleRef.current?.focus();
  }, [focusTitle]);

  const isOwnOpenVisit = (v: WorkEntryOut) =>
    isStaff && v.status === WorkEntryStatus.InProgress && v.workEntryId === inProgress.data?.workEntryId;

  /** The notes action: an open visit continues on its own screen; others open the notes modal. */
  const notesAction = (v: WorkEntryOut) =>
    isOwnOpenVisit(v) ? (
      <Tooltip title="Continue visit">
        <IconButton
          component={RouterLink}
          to="/staff/visit-progress"
          aria-label={`Continue visit with ${v.clientName}`}
        >
          <PlayCircleOutlineOutlined />
        </IconButton>
      </Tooltip>
    ) : (
      <Tooltip title="Edit notes">
        <IconButton aria-label={`Edit notes for ${v.clientName}`} onClick={() => setViewing(v)}>
          <EditOutlined />
        </IconButton>
      </Tooltip>
    );

  const clockOut = (v: WorkEntryOut, part: 'date' | 'time') =>
    v.status === WorkEntryStatus.InProgress
      ? '-'
      : part === 'date'
        ? visitDate(v.serviceEndTime, v.timeZone)
        : visitTime(v.serviceEndTime, v.timeZone);

  const columns: ListColumn<WorkEntryOut>[] = [
    { key: 'client', header: 'Client Name', primary: true, render: (v) => v.clientName },
    // Admins see everyone's visits: whose each one is.
    ...(isStaff ? [] : [{ key: 'staff', header: 'Staff Name', render: (v: WorkEntryOut) => v.userName }]),
    { key: 'service', header: 'Service Name', render: (v) => v.serviceName },
    { key: 'inDate', header: 'Clock In Date', render: (v) => nowrap(visitDate(v.serviceStartTime, v.timeZone)) },
    { key: 'inTime', header: 'Clock In Time', render: (v) => nowrap(visitTime(v.serviceStartTime, v.timeZone)) },
    { key: 'outDate', header: 'Clock Out Date', render: (v) => nowrap(clockOut(v, 'date')) },
    { key: 'outTime', header: 'Clock Out Time', render: (v) => nowrap(clockOut(v, 'time')) },
    {
      key: 'notes',
      header: 'Notes',
      render: (v) => (
        // The excerpt takes the room the other columns leave (at least a few words): the table then
        // fits beside the sidebar at 1280 px.
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, minWidth: 110, maxWidth: 220 }}>
          <Typography
            variant="body2"
            component="span"
            title={v.notes ?? undefined}
            sx={{
              flex: '1 1 0',
              width: 0,
              color: v.notes ? 'text.primary' : 'text.secondary',
              whiteSpace: 'nowrap',
              overflow: 'hidden',
              textOverflow: 'ellipsis',
            }}
          >
            {v.notes ? excerpt(v.notes, 60) : '-'}
          </Typography>
          {notesAction(v)}
        </Box>
      ),
    },
    { key: 'status', header: 'Status', render: (v) => <VisitStatusChip status={v.status} /> },
  ];

  const startVisit = () => {
    if (!client) return;
    if (isStaff) void navigate('/staff/start-visit', { state: { client } });
    else void navigate('/admin/create-timeSheet', { state: { clientId: client.clientId } });
  };

  return (
    <>
      <PageHeader title="Visits" titleRef={titleRef} />
      {visitOpen && (
        <Alert
          severity="info"
          sx={{ mb: 2, alignItems: 'center' }}
          action={
            <Button component={RouterLink} to="/staff/visit-progress" color="inherit" size="small">
              CONTINUE
            </Button>
          }
        >
          <Link component={RouterLink} to="/staff/visit-progress" sx={{ fontWeight: 600, color: 'inherit' }}>
            {WorkEntryMsg.visitInProgress}
          </Link>
        </Alert>
      )}
      {isStaff && auth && queued.some((a) => a.userId === auth.userId) && (
        <Suspense fallback={null}>
          <OfflineQueuePanel userId={auth.userId} />
        </Suspense>
      )}
      {locationNotice && (
        <Alert severity="warning" onClose={() => setLocationNotice(false)} sx={{ mb: 2 }}>
          {LOCATION_UNAVAILABLE}
        </Alert>
      )}
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 2.5 } }}>
        <ListToolbar
          list={list}
          sorts={VISIT_SORTS}
          showStatus={false}
          searchLabel="Search visits"
          actions={
            canStart && (
              <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', columnGap: 1.5, rowGap: 0.5 }}>
                <Button
                  variant="contained"
                  startIcon={<Add />}
                  disabled={!client}
                  onClick={startVisit}
                  aria-describedby={client ? undefined : createHintId}
                  sx={{ whiteSpace: 'nowrap', order: { sm: 1 } }}
                >
                  CREATE NEW
                </Button>
                {/* Spec 02: CREATE NEW waits for a client; say so rather than leave a grey button unexplained. */}
                {!client && (
                  <Typography id={createHintId} variant="body2" sx={{ color: 'text.secondary', order: { sm: 0 } }}>
                    {isStaff ? VisitText.chooseClient : VisitText.chooseClientForEntry}
                  </Typography>
                )}
              </Box>
            )
          }
        >
          {canStart && (
            <LazySearchPicker
              label="Search Client"
              source={assignedClientSource}
              value={client?.clientId ?? null}
              selectedLabel={client?.name}
              onChange={(next) => setClient(next && { clientId: next.id, name: next.label })}
              noOptionsText="No Clients"
              size="small"
              sx={{ flex: { xs: '1 1 100%', sm: '0 1 280px' } }}
            />
          )}
        </ListToolbar>
        <Box
          sx={{
            // Eight columns (nine for admins) beside the sidebar: tighter cells and two-line headers
            // keep Notes and Status in view on a 1280 px screen.
            '& .MuiTableCell-root': { px: 1.25 },
            '& .MuiTableCell-head': { whiteSpace: 'normal', lineHeight: 1.3 },
          }}
        >
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
