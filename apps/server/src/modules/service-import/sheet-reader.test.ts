// The sheet reader on its own terms: the values it reads from the XML an .xlsx may hold, and what it
// leaves behind (nothing on disk, bounded memory) for a workbook whose ZIP directory lies.
import { mkdtempSync, readdirSync, rmSync, watch, writeFileSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_COLUMNS, ImportMsg, UserType } from '@hearth/shared';
import { createClientRow, createService } from '../../seed/service-factory.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { signedInUser } from '../../test/sign-in.js';
import { openZip } from '../../platform/zip.js';
import { multipart } from '../../test/test-files.js';
import { readServiceSheet } from './sheet-reader.js';
import { lyingBomb, stateSheet, workbookAround, zip } from './test-sheets.js';

// Everything this file's process puts in the temporary folder (the upload's own copy included)
// goes to a folder of its own, so another test file's files cannot be mistaken for ours.
const previousTmp = process.env.TMPDIR;
const temp = mkdtempSync(path.join(tmpdir(), 'hearth-reader-test-'));
process.env.TMPDIR = temp;

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await signedInUser(t, { userType: UserType.Admin })).token;
  await createService(t.database.db, { code: 'W1726', name: 'Companion', unitRate: 5.12, unitLength: 0.25 });
  await createClientRow(t.database.db, { firstName: 'Ann', lastName: 'Lee', mci: '100000001' });
});
afterAll(async () => {
  await t.close();
  process.env.TMPDIR = previousTmp;
  rmSync(temp, { recursive: true, force: true });
});

const processSheet = async (data: Buffer) => {
  const body = multipart({ file: { name: 'authorizations.xlsx', data } });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/services/process',
    payload: body.payload,
    headers: { ...body.headers, authorization: `Bearer ${admin}` },
  });
  return { status: res.statusCode, body: res.json() };
};

/** Runs `work` while recording every name created in the temporary folder, and what is left after. */
async function tempNamesDuring<T>(work: () => Promise<T>): Promise<{ result: T; created: string[]; left: string[] }> {
  const before = new Set(readdirSync(temp));
  const created = new Set<string>();
  const watcher = watch(temp, (_event, name) => {
    if (name && !before.has(name)) created.add(name);
  });
  try {
    const result = await work();
    await new Promise((resolve) => setTimeout(resolve, 50)); // the last events
    const left = readdirSync(temp).filter((name) => !before.has(name));
    for (const name of left) created.add(name);
    return { result, created: [...created], left };
  } finally {
    watcher.close();
  }
}

let files = 0;
async function readFile(data: Buffer) {
  const file = path.join(temp, `sheet-${files++}.xlsx`);
  writeFileSync(file, data);
  try {
    return await readServiceSheet(file);
  } finally {
    rmSync(file);
  }
}

const NS = 'xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const serial = (y: number, m: number, d: number) => (Date.UTC(y, m - 1, d) - Date.UTC(1899, 11, 30)) / 86_400_000;

/**
 * A workbook whose data tab (the second, named first in the workbook) holds every form a cell takes:
 * shared strings (rich text, a phonetic run, CDATA), inline strings, formulas, dates, booleans, errors,
 * rows and cells with and without their `r`; its shared strings come after the sheets, as exceljs writes.
 */
function everyFormWorkbook(): Buffer {
  const strings = [
    'Office of Developmental Programs',
    // A rich text header and one with a phonetic run (not part of the text).
    '<r><rPr><b/></rPr><t xml:space="preserve">Individual </t></r><r><t>Name</t></r>',
    '<t>Recipient ID</t><rPh sb="0" eb="2"><t>RECIPIENT</t></rPh>',
    ...IMPORT_COLUMNS.slice(2).map((h) => `<t>${h}</t>`),
    '<t>Ann Lee</t>',
    '<t xml:space="preserve">  $5.12 </t>',
    '<t><![CDATA[Bob & Co]]></t>',
  ].map((s) => (s.startsWith('<') ? `<si>${s}</si>` : `<si><t>${s}</t></si>`));
  const [ann, cost, bob] = [strings.length - 3, strings.length - 2, strings.length - 1];
  const s = (i: number) => `<c t="s"><v>${i}</v></c>`;
  const sheet = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
    <x:worksheet xmlns:x="http://schemas.openxmlformats.org/spreadsheetml/2006/main">
    <x:sheetData>
      <x:row r="1"><x:c r="A1" t="s"><x:v>0</x:v></x:c></x:row>
      <x:row r="3">${Array.from({ length: 10 }, (_, i) => s(i + 1)).join('')}</x:row>
      <x:row>
        ${s(ann)}<x:c><x:v>100000001</x:v></x:c>
        <x:c r="C4" t="inlineStr"><x:is><x:r><x:t>W17</x:t></x:r><x:r><x:t>26</x:t></x:r></x:is></x:c>
        <x:c r="D4" t="str"><x:f>"Comp"&amp;"anion"</x:f><x:v>Companion</x:v></x:c>
        <x:c r="E4" t="s"><x:v>${cost}</x:v></x:c>
        <x:c r="F4" s="3"><x:v>${serial(2025, 7, 1)}</x:v></x:c>
        <x:c r="G4" t="d"><x:v>2026-06-30T00:00:00</x:v></x:c>
        <x:c r="H4"><x:f>400+80</x:f><x:v>480</x:v></x:c>
        <x:c r="I4" t="e"><x:v>#N/A</x:v></x:c>
      </x:row>
      <x:row>
        ${s(bob)}<x:c t="inlineStr"><x:is><x:t>200</x:t></x:is></x:c><x:c t="str"><x:v>w7060</x:v></x:c>
        <x:c t="inlineStr"><x:is><x:t>Respite</x:t></x:is></x:c><x:c t="b"><x:v>1</x:v></x:c>
        <x:c><x:v>${serial(2025, 7, 1)}</x:v></x:c><x:c t="str"><x:v>2026-06-30</x:v></x:c>
        <x:c t="e"><x:v>#DIV/0!</x:v></x:c>
      </x:row>
    </x:sheetData></x:worksheet>`;
  const decoy = `<worksheet ${NS}><sheetData><row r="1"><c t="inlineStr"><is><t>Not this tab</t></is></c></row></sheetData></worksheet>`;
  const data = zip([
    { name: 'xl/worksheets/sheet1.xml', data: Buffer.from(decoy) },
    { name: 'xl/worksheets/sheet2.xml', data: Buffer.from(sheet) },
    {
      name: 'xl/workbook.xml',
      data: Buffer.from(
        `<workbook ${NS} xmlns:r="${REL}"><sheets><sheet name="Auth" sheetId="2" r:id="rId2"/>` +
          '<sheet name="Other" sheetId="1" r:id="rId1"/></sheets></workbook>',
      ),
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      data: Buffer.from(
        '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
          `<Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/>` +
          `<Relationship Id="rId2" Type="${REL}/worksheet" Target="/xl/worksheets/sheet2.xml"/>` +
          `<Relationship Id="rId3" Type="${REL}/sharedStrings" Target="sharedStrings.xml"/></Relationships>`,
      ),
    },
    // After the sheets, as exceljs writes it.
    { name: 'xl/sharedStrings.xml', data: Buffer.from(`<sst ${NS}>${strings.join('')}</sst>`) },
  ]);
  return data;
}

describe('readServiceSheet: cell values', () => {
  it('reads every form a cell takes, from the first tab, rows and cells with or without their r', async () => {
    const read = await readFile(everyFormWorkbook());
    expect(read.dataRows).toBe(2);
    expect(read.rows).toEqual([
      {
        row: 4,
        individualName: 'Ann Lee',
        recipientId: '100000001',
        serviceCode: 'W1726',
        serviceName: 'Companion',
        unitCost: 5.12,
        startDate: '2025-07-01',
        endDate: '2026-06-30',
        unitsAuthorized: 480,
        utilizedUnits: 0,
        dateLastAuthorized: null,
      },
    ]);
    expect(read.rejected).toEqual([
      {
        row: 5,
        individual_name: 'Bob & Co',
        recipient_id: '200',
        service_code: 'W7060',
        reasons: ['Unit Cost "true" is not an amount.', 'Units Authorized empty is not a number.'],
      },
    ]);
  });

  it('400 unsafe for a sheet that is not well-formed XML, or holds a character XML forbids', async () => {
    for (const sheet of [
      `<worksheet ${NS}><sheetData><row><c t="inlineStr"><is><t>Ann</t></is></c></row>`,
      `<worksheet ${NS}><sheetData><row><c t="inlineStr"><is><t>An\uFFFEn</t></is></c></row></sheetData></worksheet>`,
      `<worksheet ${NS}><sheetData><row><c r="XFE1"><v>1</v></c></row></sheetData></worksheet>`,
    ])
      await expect(readFile(workbookAround({ data: Buffer.from(sheet) }))).rejects.toMatchObject({
        status: 400,
        message: ImportMsg.unsafeWorkbook,
      });
  });

  it('400 no header for a workbook without a worksheet', async () => {
    const data = zip([{ name: 'xl/workbook.xml', data: Buffer.from(`<workbook ${NS}><sheets/></workbook>`) }]);
    await expect(readFile(data)).rejects.toMatchObject({ status: 400, message: ImportMsg.noHeader });
  });
});

describe('POST /services/process: nothing on disk, bounded memory', () => {
  it('imports a workbook written by exceljs (its sheet before its shared strings) without a temporary file', async () => {
    const data = await stateSheet([{}]);
    const fh = await open(path.join(temp, 'order.xlsx'), 'w+');
    try {
      await fh.write(data);
      const names = (
        await openZip(fh, data.length, { maxEntries: 100, maxEntryBytes: 1e8, maxTotalBytes: 1e8 })
      ).entries.map((e) => e.name);
      expect(names.indexOf('xl/worksheets/sheet1.xml')).toBeLessThan(names.indexOf('xl/sharedStrings.xml'));
    } finally {
      await fh.close();
      rmSync(path.join(temp, 'order.xlsx'));
    }
    const { result, created, left } = await tempNamesDuring(() => processSheet(data));
    expect(result.status).toBe(200);
    expect(result.body.new_services).toEqual([
      expect.objectContaining({ individual_name: 'Ann Lee', recipient_id: '100000001', service_code: 'W1726' }),
    ]);
    // Only the upload's own private copy, and it is gone once answered.
    expect(created.filter((n) => !n.startsWith('hearth-upload-'))).toEqual([]);
    expect(left).toEqual([]);
  });

  it('refuses at once a 1 MB workbook whose directory says 1,000 bytes for a sheet of 1 GiB', async () => {
    const data = lyingBomb();
    expect(data.length).toBeLessThan(1.2 * 1024 * 1024);
    const rssBefore = process.memoryUsage().rss;
    const started = performance.now();
    const { result, created, left } = await tempNamesDuring(() => processSheet(data));
    const seconds = (performance.now() - started) / 1000;
    expect(result).toMatchObject({ status: 400, body: { message: ImportMsg.unsafeWorkbook, field: 'file' } });
    // Inflating it took 23 s, 1 GB of disk and 700 MB of memory before; now it stops at 1,000 bytes.
    expect(seconds).toBeLessThan(3);
    expect(process.memoryUsage().rss - rssBefore).toBeLessThan(100 * 1024 * 1024);
    expect(created.filter((n) => !n.startsWith('hearth-upload-'))).toEqual([]);
    expect(left).toEqual([]);
  });
});
