import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import { useDownload } from '../../../lib/use-download';
import { downloadReceivables } from '../download';

/** Export to Excel: the receivables of the day shown, as a workbook. Busy until the file is saved or fails. */
export function ExportButton({ asOf }: { asOf: string | null }) {
  const { busy, start } = useDownload(() => downloadReceivables(asOf!));
  return (
    <Button
      variant="outlined"
      onClick={() => void start()}
      disabled={!asOf || busy}
      aria-busy={busy || undefined}
      startIcon={busy ? <CircularProgress size={18} aria-label="Downloading" /> : <FileDownloadOutlined />}
    >
      Export to Excel
    </Button>
  );
}
