import type { FormEvent, ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Msg } from '@hearth/shared';
import { OtpInput } from '../../../components/OtpInput';

export type Banner = { severity: 'error' | 'success'; text: string } | null;

type CodeEntryProps = {
  digits: string[];
  onDigitsChange: (digits: string[]) => void;
  banner: Banner;
  /** Focusing the boxes clears the banners (spec 01 section 4). */
  onFocusEntry: () => void;
  onSubmit: () => void;
  onResend: () => void;
  submitLabel: string;
  busy: boolean;
  label?: string;
  autoFocus?: boolean;
  children?: ReactNode;
};

/** Six-digit code entry shared by /verify-otp and the forgot-password token step. */
export function CodeEntry({
  digits,
  onDigitsChange,
  banner,
  onFocusEntry,
  onSubmit,
  onResend,
  submitLabel,
  busy,
  label,
  autoFocus,
  children,
}: CodeEntryProps) {
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Box component="form" noValidate onSubmit={handleSubmit}>
      <Stack spacing={2.5}>
        {banner && (
          <Alert severity={banner.severity} role={banner.severity === 'error' ? 'alert' : 'status'}>
            {banner.text}
          </Alert>
        )}
        {children}
        <OtpInput
          value={digits}
          onChange={onDigitsChange}
          onFocus={onFocusEntry}
          error={banner?.severity === 'error'}
          disabled={busy}
          label={label}
          autoFocus={autoFocus}
          describedBy="code-validity"
        />
        <Typography id="code-validity" variant="body2" sx={{ textAlign: 'center', color: 'text.secondary' }}>
          {Msg.otpValidity}
        </Typography>
        <Button type="submit" variant="contained" size="large" fullWidth disabled={busy}>
          {submitLabel}
        </Button>
        <Typography variant="body2" sx={{ textAlign: 'center' }}>
          {/* The spec calls this a link: one link whose whole text is the question and the action. */}
          <Link
            href="#resend"
            onClick={(event) => {
              event.preventDefault();
              if (!busy) onResend();
            }}
            aria-disabled={busy || undefined}
            underline="none"
            sx={{ color: 'text.primary', '& strong': { color: 'primary.main', textDecoration: 'underline' } }}
          >
            Didn&apos;t receive a code? <strong>Resend</strong>
          </Link>
        </Typography>
      </Stack>
    </Box>
  );
}
