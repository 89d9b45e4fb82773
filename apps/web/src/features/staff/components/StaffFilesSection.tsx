import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { FileRef } from '@hearth/shared';
import { FileList } from '../../../components/files';

/** Files on the Staff Details page: download only ('No Files Uploaded' when there are none). */
export function StaffFilesSection({ files }: { files: readonly FileRef[] }) {
  return (
    <Paper component="section" variant="outlined" aria-labelledby="staff-files-title" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="staff-files-title" variant="h3" component="h2" sx={{ mb: 1.5 }}>
        Files
      </Typography>
      <FileList files={files} />
    </Paper>
  );
}
