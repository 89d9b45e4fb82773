import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import { styled } from '@mui/material/styles';
import { OTP_LENGTH } from '@hearth/shared';

const Digit = styled('input')(({ theme }) => ({
  width: '2.75rem',
  height: '3.25rem',
  padding: 0,
  textAlign: 'center',
  fontSize: '1.5rem',
  fontWeight: 600,
  fontFamily: theme.typography.fontFamily,
  color: theme.palette.text.primary,
  backgroundColor: theme.palette.background.paper,
  border: `1.5px solid ${theme.palette.grey[500]}`,
  borderRadius: 8,
  outline: 'none',
  caretColor: theme.palette.primary.main,
  transition: 'border-color 120ms, box-shadow 120ms',
  '&:focus': {
    borderColor: theme.palette.primary.main,
    boxShadow: `0 0 0 3px ${theme.palette.primary.main}33`,
  },
  '&[aria-invalid="true"]': { borderColor: theme.palette.error.main },
  '&:disabled': { opacity: 0.6 },
  [theme.breakpoints.down('sm')]: { width: '2.5rem', height: '3rem', fontSize: '1.35rem' },
}));

export const emptyOtp = (): string[] => Array.from({ length: OTP_LENGTH }, () => '');

type OtpInputProps = {
  value: string[];
  onChange: (value: string[]) => void;
  /** Called when any box gets focus (the sign-in screens clear their banners then). */
  onFocus?: () => void;
  label?: string;
  error?: boolean;
  disabled?: boolean;
  autoFocus?: boolean;
  describedBy?: string;
};

/** The boxes' digits and what typing, pasting and the keys do to them (and to focus). */
function useOtpBoxes(value: string[], onChange: (value: string[]) => void) {
  const refs = useRef<Array<HTMLInputElement | null>>([]);
  const digits = Array.from({ length: OTP_LENGTH }, (_, i) => value[i] ?? '');

  const focusBox = (index: number) => {
    const box = refs.current[Math.max(0, Math.min(OTP_LENGTH - 1, index))];
    box?.focus();
    box?.select();
  };

  const fillFrom = (start: number, incoming: string) => {
    const next = [...digits];
    let index = start;
    for (const d of incoming) {
      if (index >= OTP_LENGTH) break;
      next[index] = d;
      index += 1;
    }
    onChange(next);
    focusBox(Math.min(index, OTP_LENGTH - 1));
  };

  const handleChange = (index: number, raw: string) => {
    const typed = raw.replace(/\D/g, '');
    if (!typed) {
      const next = [...digits];
      next[index] = '';
      onChange(next);
      return;
    }
    if (typed.length >= OTP_LENGTH) return fillFrom(0, typed.slice(0, OTP_LENGTH));
    if (typed.length === 2 && digits[index]) {
      // A digit typed into a filled box (caret not over the old digit): keep the new one.
      const fresh = typed[0] === digits[index] ? typed.slice(1) : typed.slice(0, 1);
      return fillFrom(index, fresh);
    }
    fillFrom(index, typed);
  };

  const handlePaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const pasted = event.clipboardData.getData('text').replace(/\D/g, '');
    if (!pasted) return;
    fillFrom(pasted.length >= OTP_LENGTH ? 0 : index, pasted.slice(0, OTP_LENGTH));
  };

  const handleKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && !digits[index] && index > 0) {
      event.preventDefault();
      const next = [...digits];
      next[index - 1] = '';
      onChange(next);
      focusBox(index - 1);
    } else if (event.key === 'ArrowLeft' && index > 0) {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight' && index < OTP_LENGTH - 1) {
      event.preventDefault();
      focusBox(index + 1);
    }
  };

  return { digits, refs, handleChange, handlePaste, handleKeyDown };
}

/**
 * Six one-digit boxes: digits only, typing advances, Backspace on an empty box goes back,
 * pasting (or autofilling) six digits fills every box.
 */
export function OtpInput({
  value,
  onChange,
  onFocus,
  label = 'Verification code',
  error,
  disabled,
  autoFocus,
  describedBy,
}: OtpInputProps) {
  const { digits, refs, handleChange, handlePaste, handleKeyDown } = useOtpBoxes(value, onChange);

  return (
    <Box
      role="group"
      aria-label={label}
      aria-describedby={describedBy}
      sx={{ display: 'flex', justifyContent: 'center', gap: { xs: 1, sm: 1.5 } }}
    >
      {digits.map((digit, index) => (
        <Digit
          key={index}
          ref={(element) => {
            refs.current[index] = element;
          }}
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          aria-label={`Digit ${index + 1} of ${OTP_LENGTH}`}
          aria-invalid={error ? true : undefined}
          value={digit}
          disabled={disabled}
          autoFocus={autoFocus && index === 0}
          onChange={(event) => handleChange(index, event.target.value)}
          onPaste={(event) => handlePaste(index, event)}
          onKeyDown={(event) => handleKeyDown(index, event)}
          onFocus={(event) => {
            event.target.select();
            onFocus?.();
          }}
        />
      ))}
    </Box>
  );
}
