import { useRef, useState } from 'react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import { ReportMsg } from '@hearth/shared';
import { useToast } from '../../../components/toast/toast-context';
import { ApiError } from '../../../lib/api-client';
import { downloadBatchFile, type BatchFile } from '../download';

const LABELS: Record<BatchFile, { full: string; short: string }> = {
  '837p': { full: 'Download 837P', short: '837P' },
  xlsx: { full: 'Download summary (xlsx)', short: 'XLSX' },
};

/** A refusal with the server's words (a batch that is gone) says them; anything else just failed. */
const failureText = (err: unknown) =>
  err instanceof ApiError && err.status >= 400 && err.status < 500 && err.status !== 401 && err.message
    ? err.message
    : ReportMsg.downloadFailed;

type Props = {
  batchId: number;
  kind: BatchFile;
  /** A small button with a short label, for a table row (its accessible name still says which batch). */
  compact?: boolean;
  /** Smaller type (a phone), the full label still. */
  small?: boolean;
};

/** Downloads one of a batch's files; busy (spinner, disabled) until the file is saved or fails. */
export function BatchFileButton({ batchId, kind, compact, small }: Props) {
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  // A double click lands before React re-renders the button disabled.
  const running = useRef(false);
  const label = LABELS[kind];

  const start = async () => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    try {
      await downloadBatchFile(batchId, kind);
    } catch (err) {
      toast.error(failureText(err));
    } finally {
      running.current = false;
      setBusy(false);
    }
  };

  return (
    <Button
      variant="outlined"
      size={compact || small ? 'small' : 'medium'}
      onClick={() => void start()}
      disabled={busy}
      aria-busy={busy || undefined}
      aria-label={compact ? `${label.full}, batch ${batchId}` : undefined}
      title={compact ? label.full : undefined}
      startIcon={busy ? <CircularProgress size={16} aria-label="Downloading" /> : <FileDownloadOutlined />}
      sx={compact ? { minWidth: 0, whiteSpace: 'nowrap' } : undefined}
    >
      {compact ? label.short : label.full}
    </Button>
  );
}
