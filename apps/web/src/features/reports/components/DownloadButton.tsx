import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import type { ReportType } from '@hearth/shared';
import { useDownload } from '../../../lib/use-download';
import { downloadReport } from '../download';
import type { ReportParams } from '../report-filters';

type Props = {
  type: ReportType;
  /** The report's filters (what the viewer shows), sent as the export's body. */
  filters: ReportParams;
  disabled?: boolean;
};

/** Download: exports the whole report as xlsx. Busy (spinner, disabled) until the file is saved or fails. */
export function DownloadButton({ type, filters, disabled }: Props) {
  const { busy, start } = useDownload(() => downloadReport(type, filters));

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
