// The arithmetic of posting: shares by charge always add up, SVC lines match by control number or
// by code and date, and a line's standing follows from everything posted to it.
import { describe, expect, it } from 'vitest';
import { clpOutcome, lineState, matchClaim, shareByCharge } from './reconcile.js';
import type { Remit835Claim } from './x12-835.js';

const lines = [
  { id: 11, workEntryId: 101, serviceDate: '2026-10-02', chargeCents: 1848 },
  { id: 12, workEntryId: 102, serviceDate: '2026-10-03', chargeCents: 1848 },
  { id: 13, workEntryId: 103, serviceDate: '2026-10-04', chargeCents: 924 },
];
const clp = (over: Partial<Remit835Claim>): Remit835Claim => ({
  patientControl: '7-1',
  statusCode: '1',
  billedCents: 4620,
  paidCents: 4620,
  patientRespCents: 0,
  filingIndicator: 'MC',
  payerControl: 'ICN1',
  patientName: null,
  adjustments: [],
  remarks: [],
  lines: [],
  ...over,
});
const svc = (over: Partial<Remit835Claim['lines'][number]>) => ({
  procedureCode: 'W1726',
  modifiers: [],
  billedCents: 1848,
  paidCents: 1848,
  units: 4,
  serviceDate: null,
  lineControl: null,
  adjustments: [],
  remarks: [],
  ...over,
});

describe('shareByCharge', () => {
  it('splits by charge in whole cents and always adds up (the remainder on the last line)', () => {
    expect(shareByCharge(100, [1, 1, 1])).toEqual([33, 33, 34]);
    expect(shareByCharge(-4620, [1848, 1848, 924])).toEqual([-1848, -1848, -924]);
    expect(shareByCharge(7, [0, 0])).toEqual([7, 0]);
    for (const cents of [1, 99, 12345, -501])
      expect(shareByCharge(cents, [3, 7, 11]).reduce((a, b) => a + b)).toBe(cents);
  });
});

describe('matchClaim', () => {
  it('matches by REF*6R, else by procedure code and date; a line it cannot place is left unmatched', () => {
    const m = matchClaim(
      clp({
        lines: [
          svc({ lineControl: '102' }),
          svc({ serviceDate: '2026-10-04', billedCents: 924, paidCents: 924 }),
          svc({ lineControl: '999' }),
          svc({ serviceDate: '2026-10-02', procedureCode: 'W7060' }),
        ],
      }),
      lines,
      'W1726',
    );
    expect(m.svcLine).toEqual([12, 13, null, null]);
    expect(m.unmatchedSvc).toEqual([2, 3]);
  });

  it('shares a CLP without service lines over the claim by charge: payment and adjustments', () => {
    const m = matchClaim(
      clp({ paidCents: 0, adjustments: [{ group: 'CO', reason: '16', cents: 4620, units: null }], remarks: ['N290'] }),
      lines,
      'W1726',
    );
    expect(m.postings.map((p) => [p.claimLineId, p.paidCents, p.adjustedCents])).toEqual([
      [11, 0, 1848],
      [12, 0, 1848],
      [13, 0, 924],
    ]);
    expect(m.postings[0]!.remarks).toEqual(['N290']);
  });
});

describe('lineState', () => {
  const post = (paidCents: number, adjustments: { group: string; reason: string; cents: number }[] = []) => ({
    paidCents,
    adjustedCents: adjustments.reduce((s, a) => s + a.cents, 0),
    adjustments: adjustments.map((a) => ({ ...a, units: null })),
  });
  it('billed, paid (contractual write-off only), partly paid, denied, reversed', () => {
    expect(lineState({ chargeCents: 1848, postings: [] }).state).toBe('billed');
    expect(lineState({ chargeCents: 1848, postings: [post(1848)] }).state).toBe('paid');
    expect(
      lineState({ chargeCents: 1848, postings: [post(1548, [{ group: 'CO', reason: '45', cents: 300 }])] }).state,
    ).toBe('paid');
    expect(
      lineState({
        chargeCents: 1848,
        postings: [
          post(1348, [
            { group: 'CO', reason: '45', cents: 300 },
            { group: 'PR', reason: '1', cents: 200 },
          ]),
        ],
      }).state,
    ).toBe('partly_paid');
    expect(
      lineState({ chargeCents: 1848, postings: [post(0, [{ group: 'CO', reason: '16', cents: 1848 }])] }).state,
    ).toBe('denied');
    expect(lineState({ chargeCents: 1848, postings: [post(1848), post(-1848)] })).toEqual({
      state: 'reversed',
      paidCents: 0,
      adjustedCents: 0,
    });
  });
});

describe('clpOutcome', () => {
  it('counts a CLP as paid, denied or adjusted', () => {
    expect(clpOutcome(clp({}))).toBe('paid');
    expect(clpOutcome(clp({ paidCents: 0, statusCode: '4' }))).toBe('denied');
    expect(clpOutcome(clp({ paidCents: 4000 }))).toBe('adjusted');
    expect(clpOutcome(clp({ statusCode: '22', paidCents: -4620 }))).toBe('adjusted');
  });
});
