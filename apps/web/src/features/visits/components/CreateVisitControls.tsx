import { useId } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import { LazySearchPicker } from '../../../components/form/LazySearchPicker';
import { assignedClientSource } from '../api';
import type { VisitClient } from './StartVisitDialog';

export const VisitText = {
  chooseClient: 'Choose a client to start a visit',
  chooseClientForEntry: 'Choose a client to add a work entry',
} as const;

type CreateNewProps = {
  client: VisitClient | null;
  /** Staff start a visit; admins add a work entry. */
  isStaff: boolean;
  onCreate: () => void;
};

/** CREATE NEW, with a hint while no client is chosen. */
export function CreateNewVisit({ client, isStaff, onCreate }: CreateNewProps) {
  const createHintId = useId();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', columnGap: 1.5, rowGap: 0.5 }}>
      <Button
        variant="contained"
        startIcon={<Add />}
        disabled={!client}
        onClick={onCreate}
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
  );
}

/** The client a new visit (or work entry) is for: one of the caller's assigned clients. */
export function VisitClientPicker({
  client,
  onChange,
}: {
  client: VisitClient | null;
  onChange: (client: VisitClient | null) => void;
}) {
  return (
    <LazySearchPicker
      label="Search Client"
      source={assignedClientSource}
      value={client?.clientId ?? null}
      selectedLabel={client?.name}
      onChange={(next) => onChange(next && { clientId: next.id, name: next.label })}
      noOptionsText="No Clients"
      size="small"
      sx={{ flex: { xs: '1 1 100%', sm: '0 1 280px' } }}
    />
  );
}
