import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** The Hearth mark: a small house with an ember inside. */
export function BrandMark({ size = 32 }: { size?: number }) {
  return (
    <Box component="svg" viewBox="0 0 64 64" aria-hidden sx={{ width: size, height: size, flexShrink: 0 }}>
      <rect width="64" height="64" rx="14" fill="#0f5c63" />
      <path d="M32 13 12 30h6v20h28V30h6z" fill="#fdf6ec" />
      <path
        d="M32 46c-5 0-8-3.2-8-7.4 0-4.6 4-6.8 5-11.1 3 2.4 3.4 5 3.2 6.9 1.5-.8 2.5-2.4 2.8-4.2 3 2.6 5 5.5 5 8.6 0 4.3-3.2 7.2-8 7.2z"
        fill="#c2571a"
      />
    </Box>
  );
}

/** Product name with its mark; `inverse` for dark backgrounds (the top bar). */
export function Brand({ inverse = false, size = 32 }: { inverse?: boolean; size?: number }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25 }}>
      <BrandMark size={size} />
      <Typography
        component="span"
        sx={{
          fontWeight: 700,
          fontSize: size * 0.7,
          letterSpacing: '0.01em',
          color: inverse ? 'common.white' : 'primary.main',
        }}
      >
        Hearth
      </Typography>
    </Box>
  );
}
