import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { callIn, callOut, mobileCall, rejectionOf, startWithPeople, visitChange, visitRecord } from './fixtures.js';
import type { AggregatorStandIn } from './stand-in.js';

let s: AggregatorStandIn;
beforeEach(async () => {
  s = await startWithPeople();
});
afterEach(() => s.close());

const outcome = (record: unknown, standIn: AggregatorStandIn = s) => rejectionOf(standIn, 'visits', record);

const change = visitChange(2);
const update = (overrides: Record<string, unknown>) =>
  visitRecord({ SequenceID: 2, Calls: undefined, VisitChanges: [change], ...overrides });

describe('aggregator stand-in: VisitChanges (§6.3)', () => {
  it('every update of an accepted visit needs VisitChanges', async () => {
    expect(await outcome(visitRecord())).toBeUndefined();
    expect(await outcome(visitRecord({ SequenceID: 2, Memo: 'second' }))).toEqual({
      code: 'CHANGES-REQUIRED',
      message: expect.stringContaining('every update'),
    });
    expect(
      await outcome(visitRecord({ SequenceID: 3, Memo: 'third', VisitChanges: [visitChange(3)] })),
    ).toBeUndefined();
  });

  it('adjusted times need VisitChanges whose entries carry a ChangeReasonMemo', async () => {
    const adjusted = { AdjOutDateTime: '2026-03-02T16:15:00Z' };
    expect((await outcome(visitRecord(adjusted)))?.code).toBe('CHANGES-REQUIRED');
    const noMemo = await outcome(
      visitRecord({ ...adjusted, SequenceID: 2, VisitChanges: [visitChange(2, { ChangeReasonMemo: undefined })] }),
    );
    expect(noMemo).toEqual({ code: 'FIELD-REQUIRED', message: expect.stringContaining('ChangeReasonMemo') });
    expect(await outcome(visitRecord({ ...adjusted, SequenceID: 3, VisitChanges: [visitChange(3)] }))).toBeUndefined();
  });

  it('a Manual call needs VisitChanges with a memo', async () => {
    const manualCalls = [
      { ...callIn, CallType: 'Manual', MobileLogin: undefined, CallLatitude: undefined, CallLongitude: undefined },
      callOut,
    ];
    expect((await outcome(visitRecord({ Calls: manualCalls })))?.message).toContain('Manual call');
    expect(
      await outcome(
        visitRecord({ SequenceID: 2, Calls: manualCalls, VisitChanges: [visitChange(2, { ReasonCode: '06' })] }),
      ),
    ).toBeUndefined();
  });

  it.each([
    ['SequenceID as a number', { SequenceID: 2 }, 'SequenceID'],
    ['SequenceID with letters', { SequenceID: '2a' }, 'SequenceID'],
    ['no ChangeMadeBy', { ChangeMadeBy: undefined }, 'ChangeMadeBy'],
    ['ChangeMadeBy of 65 characters', { ChangeMadeBy: 'x'.repeat(65) }, 'ChangeMadeBy'],
    ['a ChangeDateTime without seconds', { ChangeDateTime: '2026-03-03T10:00Z' }, 'ChangeDateTime'],
    ['a ReasonCode of 5 characters', { ReasonCode: '12345' }, 'ReasonCode'],
    ['an empty ReasonCode', { ReasonCode: '' }, 'ReasonCode'],
    ['a ChangeReasonMemo of 257 characters', { ChangeReasonMemo: 'm'.repeat(257) }, 'ChangeReasonMemo'],
    ['a ResolutionCode (DNP)', { ResolutionCode: 'R1' }, 'ResolutionCode'],
  ])('rejects a change with %s', async (_label, overrides, text) => {
    const record = visitRecord({ VisitChanges: [{ ...visitChange(1), ...overrides }] });
    expect((await outcome(record))?.message).toContain(text);
  });
});

describe('aggregator stand-in: time rules and cancellation (§6.6)', () => {
  const at = (hour: string) => `2026-03-02T${hour}:00:00Z`;
  it.each([
    ['Call Out not after Call In', { Calls: [callIn, mobileCall('Time Out', at('14'))] }],
    ['AdjOut not after AdjIn', { AdjInDateTime: at('15'), AdjOutDateTime: at('13'), VisitChanges: [visitChange(1)] }],
    ['AdjOut not after Call In', { AdjOutDateTime: at('13'), VisitChanges: [visitChange(1)] }],
    ['Call Out not after AdjIn', { AdjInDateTime: at('17'), VisitChanges: [visitChange(1)] }],
  ])('rejects %s', async (_label, overrides) => {
    expect((await outcome(visitRecord(overrides)))?.code).toBe('TIME-ORDER');
  });

  it('adjusted times supersede their calls, also against the calls of an earlier version', async () => {
    expect(
      await outcome(visitRecord({ AdjInDateTime: at('17'), AdjOutDateTime: at('18'), VisitChanges: [visitChange(1)] })),
    ).toBeUndefined();
    expect((await outcome(update({ AdjOutDateTime: at('13') })))?.code).toBe('TIME-ORDER');
    expect(
      await outcome(update({ SequenceID: 3, AdjOutDateTime: at('15'), VisitChanges: [visitChange(3)] })),
    ).toBeUndefined();
  });

  it('a visit crossing midnight is accepted', async () => {
    const calls = [mobileCall('Time In', '2026-03-02T23:00:00Z'), mobileCall('Time Out', '2026-03-03T01:00:00Z')];
    expect(await outcome(visitRecord({ Calls: calls }))).toBeUndefined();
  });

  it('cancels only a previously accepted visit without calls or adjusted times', async () => {
    expect((await outcome(visitRecord({ VisitCancelledIndicator: 'true' })))?.code).toBe('CANCEL-NOT-ALLOWED');
    expect(await outcome(visitRecord({ SequenceID: 2 }))).toBeUndefined();
    expect(
      (await outcome(update({ SequenceID: 3, VisitCancelledIndicator: 'true', VisitChanges: [visitChange(3)] })))?.code,
    ).toBe('CANCEL-NOT-ALLOWED');
    const schedule = visitRecord({
      VisitOtherID: 'V-S',
      Calls: undefined,
      VisitChanges: [visitChange(1, { ReasonCode: '28' })],
    });
    expect(await outcome(schedule)).toBeUndefined();
    expect(
      await outcome({
        ...schedule,
        SequenceID: 2,
        VisitCancelledIndicator: 'true',
        VisitChanges: [visitChange(2, { ReasonCode: '07' })],
      }),
    ).toBeUndefined();
    expect(s.current('visit', 'V-S')?.VisitCancelledIndicator).toBe('true');
  });
});

describe('aggregator stand-in: procedure catalog (exception 23)', () => {
  it('rejects a visit or call ProcedureCode outside the configured catalog', async () => {
    const strict = await startWithPeople({ procedureCodes: ['W1726', 'W7060'] });
    try {
      expect(await outcome(visitRecord({ ProcedureCode: 'W9999' }), strict)).toEqual({
        code: 'MISSING-SERVICE',
        message: expect.stringContaining('Missing Service'),
      });
      const callCode = visitRecord({ SequenceID: 2, Calls: [callIn, { ...callOut, ProcedureCode: 'T1019' }] });
      expect((await outcome(callCode, strict))?.code).toBe('MISSING-SERVICE');
      const calls = [callIn, callOut].map((c) => ({ ...c, ProcedureCode: 'W7060' }));
      expect(
        await outcome(visitRecord({ SequenceID: 3, ProcedureCode: 'W7060', Calls: calls }), strict),
      ).toBeUndefined();
    } finally {
      await strict.close();
    }
    expect(await outcome(visitRecord({ ProcedureCode: 'T1019' }))).toBeUndefined();
  });
});
