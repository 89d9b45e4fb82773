/**
 * A strict reader of Hearth's 837P files, for tests: it splits by the separators the ISA declares
 * and refuses anything a payer's translator could misread — an unknown segment id, a separator or
 * control character inside an element, a component separator outside a composite element, an
 * empty component, an ISA of the wrong length, or SE, GE and IEA counts and control numbers that
 * do not match. Stricter than node-x12, which takes any segment id and element text.
 */

/**
 * The 837P segments Hearth writes, each with the most elements it writes there: a stray element
 * separator in a value shows as one element too many (or a shifted qualifier the test checks).
 */
const MAX_ELEMENTS: Record<string, number> = {
  GS: 8,
  ST: 3,
  BHT: 6,
  NM1: 9,
  PER: 4,
  HL: 4,
  PRV: 3,
  N3: 1,
  N4: 3,
  REF: 2,
  SBR: 9,
  DMG: 3,
  CLM: 9,
  HI: 12,
  LX: 1,
  SV1: 7,
  DTP: 3,
  SE: 2,
  GE: 2,
  IEA: 2,
};

/** Elements written as composites (segment id → element positions, 1-based). */
const COMPOSITES: Record<string, number[]> = {
  CLM: [5],
  HI: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
  SV1: [1, 7],
};

export type ParsedSegment = { id: string; elements: string[][] };
export type Parsed837 = {
  separators: { element: string; component: string; repetition: string; segment: string };
  isa: string[];
  /** Every segment after the ISA, in order: elements as their components (one for a simple element). */
  segments: ParsedSegment[];
};

class X12StrictError extends Error {}
const fail = (message: string): never => {
  throw new X12StrictError(message);
};

const ISA_LENGTH = 106;
/** Line feed after a terminator is the one character allowed between segments. */
const BETWEEN_SEGMENTS = '\n';

export function parse837Strict(file: string): Parsed837 {
  if (!file.startsWith('ISA')) fail('The file does not start with ISA');
  const elementSep = file[3]!;
  const isaText = file.slice(0, ISA_LENGTH);
  const segmentSep = isaText[ISA_LENGTH - 1]!;
  const isa = isaText.slice(0, -1).split(elementSep);
  if (isa.length !== 17) fail(`ISA has ${isa.length - 1} elements, not 16 (or is not ${ISA_LENGTH} characters)`);
  const repetition = isa[11]!;
  const component = isa[16]!;
  const widths = [3, 2, 10, 2, 10, 2, 15, 2, 15, 6, 4, 1, 5, 9, 1, 1, 1];
  isa.forEach((v, i) => {
    if (v.length !== widths[i]) fail(`ISA${String(i).padStart(2, '0')} "${v}" is not ${widths[i]} characters`);
  });
  const separators = { element: elementSep, component, repetition, segment: segmentSep };
  const seps = new Set(Object.values(separators));
  if (seps.size !== 4) fail('The ISA declares the same character as two separators');
  for (const s of [...seps, '|']) {
    isa.forEach((v, i) => {
      if (i !== 11 && i !== 16 && v.includes(s)) fail(`ISA${i} contains the separator ${JSON.stringify(s)}`);
    });
  }

  const rest = file.slice(ISA_LENGTH);
  if (!rest.startsWith(BETWEEN_SEGMENTS)) fail('The ISA is not followed by a line break');
  const body = rest.slice(BETWEEN_SEGMENTS.length);
  if (!body.endsWith(segmentSep + BETWEEN_SEGMENTS)) fail('The file does not end with a segment terminator');
  const texts = body.slice(0, -(segmentSep + BETWEEN_SEGMENTS).length).split(segmentSep + BETWEEN_SEGMENTS);

  const segments = texts.map((text, n): ParsedSegment => {
    if (/[^\x20-\x7e]/.test(text))
      fail(`Segment ${n + 2} holds a control or non-ASCII character: ${JSON.stringify(text)}`);
    if (text.includes(segmentSep)) fail(`Segment ${n + 2} holds a stray segment terminator: ${JSON.stringify(text)}`);
    const [id, ...elements] = text.split(elementSep);
    const max = MAX_ELEMENTS[id ?? ''];
    if (!id || max === undefined) fail(`Segment ${n + 2} has an id that is not an 837P segment Hearth writes: "${id}"`);
    if (elements.length === 0 || elements.length > max!) fail(`${id} has ${elements.length} elements: ${text}`);
    if (elements.at(-1) === '') fail(`Segment ${n + 2} (${id}) ends with an empty element`);
    return {
      id: id!,
      elements: elements.map((value, i) => {
        for (const s of [repetition, '|']) {
          if (value.includes(s))
            fail(`${id}${String(i + 1).padStart(2, '0')} "${value}" contains ${JSON.stringify(s)}`);
        }
        if (value !== value.trim()) fail(`${id}${String(i + 1).padStart(2, '0')} "${value}" has edge spaces`);
        if (!value.includes(component)) return [value];
        if (!(COMPOSITES[id!] ?? []).includes(i + 1)) {
          fail(`${id}${String(i + 1).padStart(2, '0')} "${value}" has a component separator but is not a composite`);
        }
        const parts = value.split(component);
        if (parts.some((p) => p.trim() === '')) fail(`${id}${i + 1} "${value}" has an empty component`);
        return parts;
      }),
    };
  });

  if (segments[0]?.id !== 'GS') fail('The second segment is not GS');
  const [iea, ge, se] = [segments.at(-1)!, segments.at(-2)!, segments.at(-3)!];
  if (iea.id !== 'IEA' || ge.id !== 'GE' || se.id !== 'SE') fail('The file does not end with SE, GE, IEA');
  const value = (s: ParsedSegment, i: number) => s.elements[i - 1]?.[0] ?? '';
  const st = segments.filter((s) => s.id === 'ST');
  if (st.length !== 1 || segments[1] !== st[0]) fail('Expected one transaction set, right after GS');
  if (segments.filter((s) => ['ISA', 'GS', 'GE', 'IEA', 'SE'].includes(s.id)).length !== 4) {
    fail('An envelope segment appears more than once');
  }
  // SE01 counts ST through SE.
  if (Number(value(se, 1)) !== segments.length - 3) fail(`SE01 ${value(se, 1)} ≠ ${segments.length - 3} segments`);
  if (value(se, 2) !== value(st[0]!, 2)) fail('SE02 is not ST02');
  if (value(ge, 1) !== '1') fail(`GE01 ${value(ge, 1)} ≠ 1 transaction set`);
  if (value(ge, 2) !== value(segments[0]!, 6)) fail('GE02 is not GS06');
  if (value(iea, 1) !== '1') fail(`IEA01 ${value(iea, 1)} ≠ 1 functional group`);
  if (value(iea, 2) !== isa[13]) fail('IEA02 is not ISA13');
  return { separators, isa, segments };
}

/** The segments of a parsed file with this id (and first element, when given). */
export const segmentsOf = (file: Parsed837, id: string, e1?: string) =>
  file.segments.filter((s) => s.id === id && (e1 === undefined || s.elements[0]?.[0] === e1));

/** Element `i` (1-based) of a segment as written: components joined by ':'. */
export const elementOf = (s: ParsedSegment, i: number) => (s.elements[i - 1] ?? []).join(':');
