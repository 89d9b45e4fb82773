/**
 * The one way a value enters an X12 file. Every element of every segment, the interchange header's
 * included, passes through `writeSegment`, which cleans it: no value can emit an element (`*`),
 * component (`:`), repetition (`^`) or segment (`~`) separator, a `|`, a line break or any other
 * control character, whatever a database row holds (rows saved before the input checks may hold
 * anything: docs/decisions/006, round two). A composite element (`HC:W1726`) is built with
 * `composite`, each component cleaned on its own; only the writer places separators.
 */

export const SEPARATORS = { element: '*', component: ':', repetition: '^', segment: '~' } as const;
/** Translators accept a line break after the terminator; people can read the file. */
const SEGMENT_END = `${SEPARATORS.segment}\n`;

/** A composite element: its components, each cleaned, joined by the component separator. */
export type Composite = { readonly components: readonly (string | number)[] };
export type Element = string | number | Composite;

export const composite = (...components: (string | number)[]): Composite => ({ components });

/** Anything but printable ASCII, and the separators (and `|`) among it. */
const UNSAFE = /[^\x20-\x7e]|[*:^~|]/g;

/**
 * A value as one element (or component) may carry it: accents removed, every separator, line
 * break or other character outside printable ASCII replaced by a space, spaces collapsed and
 * trimmed, at most `max` characters. Letters keep their case (identifiers are case-sensitive).
 */
export function x12Element(value: string | number, max = Infinity): string {
  return String(value)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(UNSAFE, ' ')
    .replace(/ {2,}/g, ' ')
    .trim()
    .slice(0, max)
    .trim();
}

/**
 * A name or address as an 837P carries it: upper case, letters without accents, only the
 * characters names use, single spaces, at most `max` characters.
 */
export function x12Text(value: string, max: number): string {
  return x12Element(
    value
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^A-Za-z0-9 .,'&()/#-]/g, ' ')
      .toUpperCase(),
    max,
  );
}

const serialize = (e: Element): string =>
  typeof e === 'object' ? e.components.map((c) => x12Element(c)).join(SEPARATORS.component) : x12Element(e);

/** One segment, every element cleaned; trailing empty elements are dropped, as X12 requires. */
export function writeSegment(id: string, elements: Element[]): string {
  const values = [x12Element(id), ...elements.map(serialize)];
  while (values.length > 1 && values.at(-1) === '') values.pop();
  return values.join(SEPARATORS.element) + SEGMENT_END;
}

/** A fixed-width ISA element: cleaned, then padded with spaces or cut to `width`. */
const fixed = (value: string, width: number) => x12Element(value).padEnd(width, ' ').slice(0, width);

export type InterchangeHeader = {
  senderId: string;
  receiverId: string;
  /** 'YYMMDD' and 'HHMM'. */
  date6: string;
  time4: string;
  controlNumber: number;
  test: boolean;
};

/**
 * The ISA segment: 16 fixed-width elements (106 characters with its terminator) whose ISA11 and
 * ISA16 declare the repetition and component separators. Every value is cleaned and cut to its
 * width, so its length never moves.
 */
export function writeIsa(h: InterchangeHeader): string {
  const elements = [
    'ISA',
    '00',
    fixed('', 10),
    '00',
    fixed('', 10),
    'ZZ',
    fixed(h.senderId, 15),
    'ZZ',
    fixed(h.receiverId, 15),
    fixed(h.date6, 6),
    fixed(h.time4, 4),
    SEPARATORS.repetition,
    '00501',
    fixed(String(h.controlNumber).padStart(9, '0'), 9),
    '0',
    h.test ? 'T' : 'P',
    SEPARATORS.component,
  ];
  return elements.join(SEPARATORS.element) + SEGMENT_END;
}
