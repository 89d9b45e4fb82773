import { useRef, useState } from 'react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import { ReportMsg, type ReportType } from '@hearth/shared';
import { useToast } from '../../../components/toast/toast-context';
import { ApiError } from '../../../lib/api-client';
import { downloadReport } from '../download';
import type { ReportParams } from '../report-filters';

type Props = {
  type: ReportType;
  /** The report's filters (what the viewer shows), sent as the export's body. */
  filters: ReportParams;
  disabled?: boolean;
};

/** A refused filter (400) says what to fix; anything else just failed. */
const failureText = (err: unknown) =>
  err instanceof ApiError && err.status >= 400 && err.status < 500 && err.status !== 401 && err.message
    ? err.message
    : ReportMsg.downloadFailed;

/** Download: exports the whole report as xlsx. Busy (spinner, disabled) until the file is saved or fails. */
export function DownloadButton({ type, filters, disabled }: Props) {
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  // A double click lands before React re-renders the button disabled.
  const running = useRef(false);

  const start = async () => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    try {
      await downloadReport(type, filters);
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
      onClick={() => void start()}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      startIcon={busy ? <CircularProgress size={18} aria-label="Downloading" /> : <FileDownloadOutlined />}
    >
      Download
    </Button>
  );
}
