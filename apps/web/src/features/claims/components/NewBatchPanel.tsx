import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PostAddOutlined from '@mui/icons-material/PostAddOutlined';
import {
  ClaimsMsg,
  ErrorCode,
  fromCents,
  toCents,
  type ClaimPreviewOut,
  type ClaimRange,
  type CreateClaimBatchOut,
} from '@hearth/shared';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { useToast } from '../../../components/toast/toast-context';
import { ApiError, errorMessage, hasErrorCode } from '../../../lib/api-client';
import { useClaimPreview, useCreateClaimBatch } from '../api';
import { claimsToday, missingDates, previousMonth, sameRange, type RangeProblems } from '../claim-range';
import { BatchCreated } from './BatchCreated';
import { ClaimsList } from './ClaimsList';
import { HeldEntriesList } from './HeldEntriesList';
import { MissingSettingsAlert } from './MissingSettingsAlert';
import { PreviewTotals } from './PreviewTotals';
import { RangeBar } from './RangeBar';
import { Section } from './Section';
import { countText, dayRangeText, dollars, plural } from '../../../lib/format';

/** The server's refusal of a date, shown under that date while the dates are the ones refused. */
function fieldProblems(error: unknown): RangeProblems | null {
  if (!(error instanceof ApiError) || (error.field !== 'fromDate' && error.field !== 'toDate')) return null;
  return { [error.field]: error.message };
}

const MissingSettingsBlock = 'Generate waits for the agency settings below: a claim file cannot be made without them.';

/** Why Generate cannot run for the preview on screen; null when it can. */
function generateBlocker(preview: ClaimPreviewOut, stale: boolean): string | null {
  if (stale) return 'The dates changed: press Preview to see what they would bill.';
  if (preview.missingSettings.length > 0) return MissingSettingsBlock;
  if (preview.billable.count === 0) return ClaimsMsg.nothingToBill;
  return null;
}

const confirmText = (p: ClaimPreviewOut) =>
  `Bill ${dayRangeText(p.fromDate, p.toDate)}: ${plural(p.billable.claimCount, 'claim')} with ` +
  `${plural(p.billable.count, 'line')}, ${dollars(p.billable.charge)} in all. Their entries are marked billed ` +
  'and cannot be edited or billed again unless the batch is voided.';

/** "Not billed (n)": the verified entries held back and the entries not verified yet, as the list shows both. */
const notBilledCount = (preview: ClaimPreviewOut) => preview.held.count + preview.unverified.count;

/**
 * What "Not billed (n)" counts, in words: the verified entries held back (the reconciliation's
 * "held back") and those not verified yet, each with its charge.
 */
function notBilledText(preview: ClaimPreviewOut): string {
  const count = notBilledCount(preview);
  const lead = 'Entries in these dates that will not be billed, and why';
  if (count === 0) return `${lead}.`;
  const charge = fromCents(toCents(preview.held.charge) + toCents(preview.unverified.charge));
  const listed =
    preview.heldEntries.length < count ? ` The first ${countText(preview.heldEntries.length)} are listed.` : '';
  return (
    `${lead}: ${plural(count, 'entry', 'entries')}, ${dollars(charge)}. ` +
    `Held back (verified): ${plural(preview.held.count, 'entry', 'entries')}, ${dollars(preview.held.charge)}; ` +
    `not verified yet: ${plural(preview.unverified.count, 'entry', 'entries')}, ${dollars(preview.unverified.charge)}.${listed}`
  );
}

type PreviewSectionsProps = {
  preview: ClaimPreviewOut;
  /** Why Generate is off, or null. */
  blocker: string | null;
  fetching: boolean;
  generating: boolean;
  generateError: unknown;
  onGenerate: () => void;
};

/** The preview: its totals with Generate batch, the claims it would bill, and what it would not. */
function PreviewSections({ preview, blocker, fetching, generating, generateError, onGenerate }: PreviewSectionsProps) {
  return (
    <>
      <Section
        id="claims-preview"
        title={`Preview: ${dayRangeText(preview.fromDate, preview.toDate)}`}
        actions={
          <Button
            variant="contained"
            startIcon={<PostAddOutlined />}
            disabled={blocker !== null || fetching || generating}
            onClick={onGenerate}
          >
            Generate batch
          </Button>
        }
      >
        <Box sx={{ height: 4, mb: 1 }}>{fetching && <LinearProgress aria-label="Loading the preview" />}</Box>
        <Stack spacing={2}>
          {blocker && (
            <Typography variant="body2" sx={{ color: 'text.secondary' }} role="note">
              {blocker}
            </Typography>
          )}
          {generateError !== null && <Alert severity="error">{errorMessage(generateError)}</Alert>}
          {preview.missingSettings.length > 0 && <MissingSettingsAlert missing={preview.missingSettings} />}
          <PreviewTotals preview={preview} />
        </Stack>
      </Section>
      <Section id="claims-to-bill" title={`Claims (${countText(preview.claims.length)})`}>
        <ClaimsList key={`${preview.fromDate}/${preview.toDate}`} claims={preview.claims} />
      </Section>
      <Section
        id="claims-held"
        title={`Not billed (${countText(notBilledCount(preview))})`}
        help={notBilledText(preview)}
      >
        <HeldEntriesList key={`${preview.fromDate}/${preview.toDate}`} entries={preview.heldEntries} />
      </Section>
    </>
  );
}

/** Generate batch: the question (with the preview it was asked about), the call, and its outcome. */
function useGenerateBatch(applied: ClaimRange | null, refetch: () => void) {
  const toast = useToast();
  const [confirming, setConfirming] = useState(false);
  // The preview the question was asked about: the dialog keeps its figures while it closes (the
  // preview is fetched again once the batch is made, and would say 0 claims during the fade).
  const [asked, setAsked] = useState<ClaimPreviewOut | null>(null);
  const [created, setCreated] = useState<CreateClaimBatchOut | null>(null);
  const [generateError, setGenerateError] = useState<unknown>(null);
  const create = useCreateClaimBatch();

  const generate = () => {
    if (!applied) return;
    setGenerateError(null);
    create.mutate(applied, {
      onSuccess: (batch) => {
        setConfirming(false);
        setCreated(batch);
      },
      onError: (err) => {
        setConfirming(false);
        if (hasErrorCode(err, ErrorCode.SETTINGS_INCOMPLETE, ErrorCode.NOTHING_TO_BILL)) {
          // The preview was out of date (settings emptied, entries billed meanwhile): it shows why, as it is now.
          toast.error(err.message);
          refetch();
        } else {
          setGenerateError(err);
        }
      },
    });
  };

  return { create, confirming, setConfirming, asked, setAsked, created, generateError, setGenerateError, generate };
}

/** New batch: choose the dates, preview what would be billed and held back, then generate the batch. */
export function NewBatchPanel({ onShowBatches }: { onShowBatches: () => void }) {
  const [range, setRange] = useState<ClaimRange>(() => previousMonth(claimsToday()));
  // The range previewed: the boxes' when Preview was last pressed.
  const [applied, setApplied] = useState<ClaimRange | null>(null);
  const query = useClaimPreview(applied);
  const { create, confirming, setConfirming, asked, setAsked, created, generateError, setGenerateError, generate } =
    useGenerateBatch(applied, () => void query.refetch());

  const current = sameRange(range, applied);
  const refused = current && !query.isFetching ? fieldProblems(query.error) : null;
  const problems = { ...missingDates(range), ...refused };
  const preview = query.data;
  const blocker = preview ? generateBlocker(preview, !current) : null;

  const runPreview = () => {
    setGenerateError(null);
    if (current) void query.refetch();
    else setApplied(range);
  };

  return (
    <Stack spacing={2.5}>
      <Section
        id="claims-new-batch"
        title="New batch"
        help="Completed, admin-verified entries with no open EVV exception that are not billed yet: one claim per client, service and month, a line per date of service."
      >
        <RangeBar
          range={range}
          problems={problems}
          onChange={setRange}
          onPreview={runPreview}
          busy={query.isFetching}
        />
        {current && query.error !== null && !refused && !query.isFetching && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {errorMessage(query.error)}
          </Alert>
        )}
      </Section>
      {created && <BatchCreated batch={created} onShowBatches={onShowBatches} />}
      {applied && !preview && query.isFetching && (
        <Skeleton variant="rounded" height={160} aria-label="Loading the preview" />
      )}
      {preview && (
        <>
          <PreviewSections
            preview={preview}
            blocker={blocker}
            fetching={query.isFetching}
            generating={create.isPending}
            generateError={generateError}
            onGenerate={() => {
              setAsked(preview);
              setConfirming(true);
            }}
          />
          <ConfirmDialog
            open={confirming}
            title="Generate claim batch?"
            message={confirmText(asked ?? preview)}
            confirmLabel={create.isPending ? 'Generating…' : 'Generate'}
            cancelLabel="Cancel"
            busy={create.isPending}
            onConfirm={generate}
            onCancel={() => !create.isPending && setConfirming(false)}
          />
        </>
      )}
    </Stack>
  );
}
