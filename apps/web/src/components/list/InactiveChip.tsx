import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { Status } from '@hearth/shared';

/** A small 'Inactive' mark for a record of status 5; nothing for active records. */
export function InactiveChip({ status }: { status: number }) {
  if (status !== Status.Inactive) return null;
  return (
    <Chip
      component="span"
      label="Inactive"
      size="small"
      variant="outlined"
      sx={{ height: 20, fontSize: '0.75rem', fontWeight: 600, color: 'text.secondary' }}
    />
  );
}

/** A list row's name followed by the 'Inactive' mark when the record is inactive (wraps under it on cards). */
export function NameWithStatus({ status, children }: { status: number; children: ReactNode }) {
  if (status !== Status.Inactive) return children;
  return (
    <Box
      component="span"
      sx={{ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1, rowGap: 0.5 }}
    >
      {children}
      <InactiveChip status={status} />
    </Box>
  );
}
