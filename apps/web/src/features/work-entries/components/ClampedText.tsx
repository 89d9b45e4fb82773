import { useState, type MouseEvent } from 'react';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';

type ClampedTextProps = {
  text: string;
  /** Lines shown before the text is cut with an ellipsis. Default 2. */
  lines?: number;
  /** The tooltip's text (default: `text`); shown on hover only when the text is cut. */
  tooltip?: string;
};

const isCut = (el: HTMLElement) => el.scrollHeight > el.clientHeight + 1 || el.scrollWidth > el.clientWidth + 1;

/**
 * Text kept to `lines` lines in a narrow table cell; hovering cut text shows all of it in a
 * tooltip. The whole text stays in the DOM (screen readers and copy read it all).
 */
export function ClampedText({ text, lines = 2, tooltip }: ClampedTextProps) {
  const [open, setOpen] = useState(false);
  const show = (event: MouseEvent<HTMLElement>) => setOpen(isCut(event.currentTarget));
  return (
    <Tooltip
      title={tooltip ?? text}
      open={open}
      onClose={() => setOpen(false)}
      describeChild
      disableHoverListener
      disableFocusListener
      disableTouchListener
      placement="top-start"
    >
      <Box
        component="span"
        onMouseEnter={show}
        onMouseLeave={() => setOpen(false)}
        sx={{
          display: '-webkit-box',
          WebkitBoxOrient: 'vertical',
          WebkitLineClamp: lines,
          overflow: 'hidden',
          overflowWrap: 'anywhere',
        }}
      >
        {text}
      </Box>
    </Tooltip>
  );
}
