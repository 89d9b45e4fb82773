import Alert from '@mui/material/Alert';
import CloudOffOutlined from '@mui/icons-material/CloudOffOutlined';
import { savedAtText } from './schedule-format';

/** Shown instead of the server's answer when there is no signal: the phone's copy and when it was saved. */
export function SavedOnPhoneNotice({ savedAt }: { savedAt: number }) {
  return (
    <Alert severity="info" variant="outlined" role="status" icon={<CloudOffOutlined />} sx={{ mb: 2 }}>
      {savedAtText(savedAt)}
    </Alert>
  );
}
