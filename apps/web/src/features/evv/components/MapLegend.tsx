import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { EvvPoint } from './evv-points';

/** The map's key: each pin's letter and color, its name, and where it is (or why it is not on the map). */
export function MapLegend({ points }: { points: readonly EvvPoint[] }) {
  return (
    <Box component="ul" aria-label="Map legend" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
      {points.map((p) => (
        <Box component="li" key={p.key} sx={{ display: 'flex', gap: 1.25, alignItems: 'flex-start' }}>
          <Box
            aria-hidden
            sx={{
              flex: '0 0 auto',
              minWidth: 30,
              height: 22,
              px: 0.5,
              mt: 0.25,
              borderRadius: 11,
              bgcolor: p.position ? p.color : 'transparent',
              color: p.position ? '#fff' : 'text.secondary',
              border: p.position ? 'none' : '1px dashed',
              font: '700 11px/22px system-ui, sans-serif',
              textAlign: 'center',
            }}
          >
            {p.glyph}
          </Box>
          <Typography variant="body2" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
            <Box component="span" sx={{ fontWeight: 600 }}>
              {p.label}
            </Box>
            <Box component="span" sx={{ display: 'block', color: 'text.secondary' }}>
              {p.text}
            </Box>
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
