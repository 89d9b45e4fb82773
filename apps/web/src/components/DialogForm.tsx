import type { FormEvent, ReactNode } from 'react';
import Box from '@mui/material/Box';

type DialogFormProps = {
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
};

/**
 * The <form> inside a Dialog around DialogContent and DialogActions. It passes the dialog paper's
 * column layout on, so with scroll="paper" only the DialogContent scrolls: the title and the
 * CANCEL/SAVE buttons stay in view however long the form is.
 */
export function DialogForm({ onSubmit, children }: DialogFormProps) {
  return (
    <Box
      component="form"
      noValidate
      onSubmit={onSubmit}
      sx={{ display: 'flex', flexDirection: 'column', flex: '1 1 auto', minHeight: 0 }}
    >
      {children}
    </Box>
  );
}
