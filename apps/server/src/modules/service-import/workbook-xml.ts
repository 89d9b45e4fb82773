/**
 * The parts of an .xlsx the import reads, from the ZIP (platform/zip.ts) through a strict streaming
 * XML parser (saxes): which part is the first worksheet (xl/workbook.xml and its relationships) and the
 * shared strings. Everything stays in memory within the ZIP limits; nothing goes to a temporary file.
 */
import { TextDecoder } from 'node:util';
import { SaxesParser } from 'saxes';
import type { ZipArchive, ZipEntry } from '../../platform/zip.js';

/** A part that is not well-formed XML, or a workbook that points at nothing readable. */
export class WorkbookFormatError extends Error {
  override name = 'WorkbookFormatError';
}

export type XmlHandlers = {
  /** Element names arrive without their prefix ('x:c' → 'c'). */
  open?: (name: string, attributes: Record<string, string>) => void;
  text?: (text: string) => void;
  close?: (name: string) => void;
  /** Checked after each chunk: true stops reading the part. */
  stopped?: () => boolean;
};

const localName = (name: string) => {
  const colon = name.indexOf(':');
  return colon < 0 ? name : name.slice(colon + 1);
};

/** The part's text as it inflates: UTF-8, or UTF-16 when it starts with that byte order mark. */
async function* partText(zip: ZipArchive, entry: ZipEntry): AsyncGenerator<string> {
  let decoder: TextDecoder | undefined;
  for await (const chunk of zip.chunks(entry)) {
    if (!decoder) {
      const bom = chunk.length >= 2 ? chunk.readUInt16BE(0) : 0;
      decoder = new TextDecoder(bom === 0xfffe ? 'utf-16le' : bom === 0xfeff ? 'utf-16be' : 'utf-8');
    }
    yield decoder.decode(chunk, { stream: true });
  }
  if (decoder) yield decoder.decode();
}

/** Streams one part through saxes (which refuses anything not well-formed) into the handlers. */
export async function parsePart(zip: ZipArchive, entry: ZipEntry, handlers: XmlHandlers): Promise<void> {
  const parser = new SaxesParser<{ position: false; xmlns: false }>({ position: false, xmlns: false });
  const { open, text, close, stopped } = handlers;
  if (open) parser.on('opentag', (tag) => open(localName(tag.name), tag.attributes));
  if (text) {
    parser.on('text', text);
    parser.on('cdata', text);
  }
  if (close) parser.on('closetag', (tag) => close(localName(tag.name)));
  try {
    for await (const chunk of partText(zip, entry)) {
      parser.write(chunk);
      if (stopped?.()) return;
    }
    parser.close();
  } catch (err) {
    // saxes throws plain Errors ("disallowed character", "unclosed tag"); the ZIP's own errors pass.
    if (err instanceof Error && err.constructor === Error) throw new WorkbookFormatError(err.message);
    throw err;
  }
}

/** Text of a part's `<t>` elements, outside phonetic runs (`<rPh>`), one string per `item` element. */
function runTextCollector(item: string, onItem: (text: string) => void): XmlHandlers {
  let inItem = false;
  let inPhonetic = false;
  let inT = false;
  let current = '';
  return {
    open: (name) => {
      if (name === item) {
        inItem = true;
        current = '';
      } else if (name === 'rPh') inPhonetic = true;
      else if (name === 't') inT = inItem && !inPhonetic;
    },
    text: (t) => {
      if (inT) current += t;
    },
    close: (name) => {
      if (name === 't') inT = false;
      else if (name === 'rPh') inPhonetic = false;
      else if (name === item && inItem) {
        inItem = false;
        onItem(current);
      }
    },
  };
}

/** The shared strings table, rich text runs joined ('<r><t>Ann</t></r><r><t> Lee</t></r>' → 'Ann Lee'). */
export async function readSharedStrings(zip: ZipArchive, entry: ZipEntry): Promise<string[]> {
  const strings: string[] = [];
  await parsePart(
    zip,
    entry,
    runTextCollector('si', (s) => strings.push(s)),
  );
  return strings;
}

type Relationship = { id: string; type: string; target: string };

/** 'worksheets/sheet1.xml' from xl/ → 'xl/worksheets/sheet1.xml'; '/xl/x.xml' stays absolute. */
function resolvePartName(target: string): string {
  let decoded = target;
  try {
    decoded = decodeURIComponent(target);
  } catch {
    // Not percent-encoded after all: the name as written.
  }
  const segments = (decoded.startsWith('/') ? decoded.slice(1) : `xl/${decoded}`).split('/');
  const out: string[] = [];
  for (const s of segments) {
    if (s === '..') out.pop();
    else if (s !== '.' && s !== '') out.push(s);
  }
  return out.join('/');
}

const isType = (r: Relationship, kind: string) => r.type.endsWith(`/${kind}`);

/**
 * The first worksheet in the workbook's tab order (xl/workbook.xml's `<sheets>` through
 * xl/_rels/workbook.xml.rels) and the shared strings part, if any. Without relationships, the
 * lowest-numbered xl/worksheets/sheetN.xml.
 */
export async function workbookParts(zip: ZipArchive): Promise<{ sheet?: ZipEntry; sharedStrings?: ZipEntry }> {
  const workbook = zip.find('xl/workbook.xml');
  const relsEntry = zip.find('xl/_rels/workbook.xml.rels');
  if (!workbook) throw new WorkbookFormatError('no xl/workbook.xml');
  const sheetIds: string[] = [];
  await parsePart(zip, workbook, {
    open: (name, attributes) => {
      if (name !== 'sheet') return;
      const id = Object.entries(attributes).find(([key]) => key.endsWith(':id'))?.[1];
      if (id) sheetIds.push(id);
    },
  });
  const rels: Relationship[] = [];
  if (relsEntry) {
    await parsePart(zip, relsEntry, {
      open: (name, a) => {
        if (name === 'Relationship' && a.Id && a.Type && a.Target && a.TargetMode !== 'External')
          rels.push({ id: a.Id, type: a.Type, target: resolvePartName(a.Target) });
      },
    });
  }
  const worksheets = sheetIds
    .map((id) => rels.find((r) => r.id === id))
    .filter((r): r is Relationship => r !== undefined && isType(r, 'worksheet'));
  let sheet = worksheets.length > 0 ? zip.find(worksheets[0]!.target) : undefined;
  if (!relsEntry) {
    const numbered = zip.entries
      .map((e) => ({ e, n: /^xl\/worksheets\/sheet(\d+)\.xml$/.exec(e.name)?.[1] }))
      .filter((x) => x.n !== undefined)
      .sort((a, b) => Number(a.n) - Number(b.n));
    sheet = numbered[0]?.e;
  }
  const sharedTarget = rels.find((r) => isType(r, 'sharedStrings'))?.target ?? 'xl/sharedStrings.xml';
  return { sheet, sharedStrings: zip.find(sharedTarget) };
}
