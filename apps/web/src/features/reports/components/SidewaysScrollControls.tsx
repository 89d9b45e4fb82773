import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { alpha, type Theme } from '@mui/material/styles';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import type { ScrollEdges } from '../use-sideways-scroll';

export const MORE_COLUMNS_RIGHT = 'More columns to the right';
export const MORE_COLUMNS_LEFT = 'More columns to the left';

/** Above a wide table: which side hides columns, and buttons that scroll it (shown only when it is wider than the screen). */
export function SidewaysScrollControls({
  edges,
  onScroll,
}: {
  edges: ScrollEdges;
  onScroll: (direction: -1 | 1) => void;
}) {
  if (!edges.left && !edges.right) return null;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, ml: 'auto' }}>
      <Typography variant="body2" sx={{ color: 'text.secondary', mr: 0.5 }}>
        {edges.right ? MORE_COLUMNS_RIGHT : MORE_COLUMNS_LEFT}
      </Typography>
      <IconButton size="small" aria-label="Scroll the table left" disabled={!edges.left} onClick={() => onScroll(-1)}>
        <ChevronLeft />
      </IconButton>
      <IconButton size="small" aria-label="Scroll the table right" disabled={!edges.right} onClick={() => onScroll(1)}>
        <ChevronRight />
      </IconButton>
    </Box>
  );
}

/**
 * For the box holding ResponsiveList's table region: shadows at the edges where columns are hidden
 * (Lea Verou's scrolling shadows: covers in the page's colour scroll with the content, the shadows
 * stay with the box, so a shadow shows only where there is more to see), and the first column (the
 * row's name) kept in view while the others scroll under it.
 */
export const sidewaysShadows = (theme: Theme, edges: ScrollEdges) => {
  const paper = theme.palette.background.paper;
  const clear = alpha(paper, 0);
  const shade = alpha(theme.palette.common.black, 0.22);
  const none = alpha(theme.palette.common.black, 0);
  return {
    '& [role="region"]': {
      background: [
        `linear-gradient(to right, ${paper} 30%, ${clear}) left center / 40px 100% no-repeat local`,
        `linear-gradient(to left, ${paper} 30%, ${clear}) right center / 40px 100% no-repeat local`,
        `radial-gradient(farthest-side at 0 50%, ${shade}, ${none}) left center / 14px 100% no-repeat scroll`,
        `radial-gradient(farthest-side at 100% 50%, ${shade}, ${none}) right center / 14px 100% no-repeat scroll`,
        paper,
      ].join(', '),
    },
    ...(edges.left || edges.right
      ? {
          '& [role="region"] .MuiTableCell-root:first-of-type': {
            position: 'sticky',
            left: 0,
            zIndex: 1,
            backgroundColor: paper,
            // Its edge, once columns have gone under it (a cell's box-shadow is lost to border-collapse).
            '&::after': {
              content: '""',
              position: 'absolute',
              top: 0,
              bottom: 0,
              right: -10,
              width: 10,
              pointerEvents: 'none',
              background: edges.left ? `linear-gradient(to right, ${shade}, ${none})` : 'none',
            },
          },
        }
      : {}),
  };
};
