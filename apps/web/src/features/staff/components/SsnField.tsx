import { useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Visibility from '@mui/icons-material/Visibility';
import { useToast } from '../../../components/toast/toast-context';
import { errorMessage } from '../../../lib/api-client';
import { useRevealSsn } from '../api';
import { formatSsnInput, isMaskedSsn } from '../staff-form';
import type { StaffFormApi } from './StaffForm';

export const SsnText = {
  show: 'Show SSN',
  masked: 'Masked. Show it to see or change the number (each showing is recorded).',
  revealFailed: 'The SSN could not be shown.',
} as const;

/**
 * Asks the server for a staff member's full SSN (audited) when the admin chooses to see it, and
 * tells them when it cannot. `reveal` resolves to the number, or null.
 */
export function useSsnReveal() {
  const toast = useToast();
  const reveal = useRevealSsn();
  return {
    pending: reveal.isPending,
    reveal: async (userId: number): Promise<string | null> => {
      try {
        return await reveal.mutateAsync(userId);
      } catch (err) {
        toast.error(errorMessage(err, SsnText.revealFailed));
        return null;
      }
    },
  };
}

/** The eye button that shows a masked SSN. */
function ShowSsnButton({ onShow, pending }: { onShow: () => void; pending: boolean }) {
  return (
    <Tooltip title={SsnText.show}>
      <span>
        <IconButton aria-label={SsnText.show} onClick={onShow} disabled={pending} size="small" edge="end">
          <Visibility fontSize="small" />
        </IconButton>
      </span>
    </Tooltip>
  );
}

/**
 * The SSN on the staff form. Editing a record that has one, it starts masked (as on Staff Details)
 * and read-only: Show asks the server for the number (each reveal audited), which can then be
 * changed. A masked value is sent as "unchanged" (staff-form.ts).
 */
export function SsnField({ form, required }: { form: StaffFormApi; required: boolean }) {
  const { control, setValue } = form;
  const userId = useWatch({ control, name: 'userId' });
  const { reveal, pending } = useSsnReveal();
  return (
    <Controller
      name="ssn_tin"
      control={control}
      render={({ field, fieldState }) => {
        const masked = isMaskedSsn(field.value);
        const show = async () => {
          if (userId === undefined) return;
          const ssn = await reveal(userId);
          if (ssn !== null) setValue('ssn_tin', ssn, { shouldDirty: false });
        };
        return (
          <TextField
            {...field}
            inputRef={field.ref}
            onChange={(event) => field.onChange(formatSsnInput(event.target.value))}
            id="staff-ssn_tin"
            label="SSN"
            required={required}
            fullWidth
            autoComplete="off"
            placeholder="ddd-dd-dddd"
            error={!!fieldState.error}
            helperText={fieldState.error?.message ?? (masked ? SsnText.masked : undefined)}
            slotProps={{
              htmlInput: { inputMode: 'numeric', maxLength: 11, readOnly: masked },
              input: masked
                ? {
                    endAdornment: (
                      <InputAdornment position="end">
                        <ShowSsnButton onShow={() => void show()} pending={pending} />
                      </InputAdornment>
                    ),
                  }
                : undefined,
            }}
          />
        );
      }}
    />
  );
}

/** A masked SSN on a details screen, with Show (audited) beside it. */
export function RevealableSsn({ userId, masked }: { userId: number; masked: string | null }) {
  const { reveal, pending } = useSsnReveal();
  const [shown, setShown] = useState<string | null>(null);
  if (!masked) return null;
  if (shown) return <>{shown}</>;
  return (
    <>
      {masked} <ShowSsnButton onShow={() => void reveal(userId).then((ssn) => setShown(ssn))} pending={pending} />
    </>
  );
}
