import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  callIn,
  callOut,
  clientRecord,
  rejectionOf,
  startWithPeople,
  submit,
  visitChange,
  visitRecord,
} from './fixtures.js';
import type { AggregatorStandIn } from './stand-in.js';

let s: AggregatorStandIn;
beforeEach(async () => {
  s = await startWithPeople();
});
afterEach(() => s.close());

const outcome = (record: unknown) => rejectionOf(s, 'visits', record);
const update = (overrides: Record<string, unknown>) =>
  visitRecord({ SequenceID: 2, Calls: undefined, VisitChanges: [visitChange(2)], ...overrides });

describe('aggregator stand-in: visit records (§6)', () => {
  it('accepts a mobile visit with Time In and Time Out calls and optional fields', async () => {
    const record = visitRecord({
      EmployeeOtherID: 'staff-7',
      GroupCode: 'G1',
      ClientOtherID: 'HEARTH42',
      Modifier2: 'U1',
      Memo: 'Fine.',
      ClientVerifiedTimes: 'true',
      ClientVerifiedTasks: 'false',
      ClientVerifiedService: 'true',
      ClientSignatureAvailable: 'true',
      ClientVoiceRecording: 'false',
      VisitCancelledIndicator: 'false',
      Tasks: [{ TaskID: '130', TaskRefused: false }],
      VisitExceptionAcknowledgement: [{ ExceptionID: '15', ExceptionAcknowledged: 'true' }],
    });
    expect(await outcome(record)).toBeUndefined();
    expect(s.current('visit', 'V-1')).toEqual(record);
  });

  it('rejects a visit whose employee was not accepted: "Worker not found"', async () => {
    expect(await outcome(visitRecord({ EmployeeIdentifier: '000099999' }))).toEqual({
      code: 'WORKER-NOT-FOUND',
      message: expect.stringContaining('Worker not found'),
    });
  });

  it('rejects a visit whose client was not accepted (unknown, or refused by the roster): "Client not found"', async () => {
    expect((await outcome(visitRecord({ ClientIdentifier: '100000002', ClientID: '100000002' })))?.message).toContain(
      'Client not found',
    );
    s.rejectMedicaidId('999999999');
    await submit(s, 'clients', [clientRecord('999999999')]);
    expect(
      await outcome(visitRecord({ VisitOtherID: 'V-2', ClientIdentifier: '999999999', ClientID: '999999999' })),
    ).toEqual({ code: 'CLIENT-NOT-FOUND', message: expect.stringContaining('Client not found') });
  });

  it.each([
    ['no VisitOtherID', { VisitOtherID: undefined }, 'VisitOtherID'],
    ['a VisitOtherID of 51 characters', { VisitOtherID: 'V'.repeat(51) }, 'VisitOtherID'],
    ['EmployeeQualifier not EmployeeSSN', { EmployeeQualifier: 'EmployeeCustomID' }, 'EmployeeQualifier'],
    ['EmployeeIdentifier of 8 digits', { EmployeeIdentifier: '00012345' }, 'EmployeeIdentifier'],
    ['ClientIDQualifier not ClientCustomID', { ClientIDQualifier: 'ClientMedicaidID' }, 'ClientIDQualifier'],
    ['ClientID different from ClientIdentifier', { ClientID: '100000009' }, 'must be equal'],
    ['no PayerID', { PayerID: '' }, 'PayerID'],
    ['a PayerProgram of 10 characters', { PayerProgram: 'A'.repeat(10) }, 'PayerProgram'],
    ['a ProcedureCode of 6 characters', { ProcedureCode: 'W17260' }, 'ProcedureCode'],
    ['a 1-character modifier', { Modifier1: 'U' }, 'Modifier1'],
    ['a lowercase "null" modifier', { Modifier3: 'null' }, 'Modifier3'],
    ['a time zone outside §7.4', { VisitTimeZone: 'EST' }, 'VisitTimeZone'],
    ['BillVisit as a JSON boolean', { BillVisit: true }, 'BillVisit'],
    ['no BillVisit', { BillVisit: undefined }, 'BillVisit'],
    ['ClientVerifiedTimes "yes"', { ClientVerifiedTimes: 'yes' }, 'ClientVerifiedTimes'],
    ['a Memo of 1,025 characters', { Memo: 'm'.repeat(1025) }, 'Memo'],
    [
      'AdjInDateTime with milliseconds',
      { AdjInDateTime: '2026-03-02T14:00:00.000Z', VisitChanges: [visitChange(1)] },
      'AdjInDateTime',
    ],
    [
      'AdjOutDateTime with an offset',
      { AdjOutDateTime: '2026-03-02T16:00:00-05:00', VisitChanges: [visitChange(1)] },
      'AdjOutDateTime',
    ],
    [
      'AdjOutDateTime on February 30',
      { AdjOutDateTime: '2026-02-30T16:00:00Z', VisitChanges: [visitChange(1)] },
      'AdjOutDateTime',
    ],
    ['a schedule time (DNP)', { ScheduleStartTime: '2026-03-02T14:00:00Z' }, 'ScheduleStartTime'],
  ])('rejects %s', async (_label, overrides, text) => {
    expect((await outcome(visitRecord(overrides)))?.message).toContain(text);
  });
});

describe('aggregator stand-in: calls (§6.2)', () => {
  it.each([
    ['a CallExternalID of 17 characters', { CallExternalID: 'C'.repeat(17) }, 'CallExternalID'],
    ['a CallDateTime without Z', { CallDateTime: '2026-03-02T14:00:00' }, 'CallDateTime'],
    ['CallAssignment "In"', { CallAssignment: 'In' }, 'CallAssignment'],
    ['CallType "GPS"', { CallType: 'GPS' }, 'CallType'],
    ['no ProcedureCode', { ProcedureCode: undefined }, 'ProcedureCode'],
    ['a Mobile call without MobileLogin', { MobileLogin: undefined }, 'MobileLogin'],
    ['a Mobile call without CallLatitude', { CallLatitude: undefined }, 'CallLatitude'],
    ['a latitude of 91', { CallLatitude: 91 }, 'CallLatitude'],
    ['a longitude of -181', { CallLongitude: -181 }, 'CallLongitude'],
    ['a latitude as a string', { CallLatitude: '40.1' }, 'CallLatitude'],
    [
      'a Telephony call without TelephonyPIN',
      { CallType: 'Telephony', OriginatingPhoneNumber: '7175550100' },
      'TelephonyPIN',
    ],
    [
      'a Telephony call without OriginatingPhoneNumber',
      { CallType: 'Telephony', TelephonyPIN: 1234 },
      'OriginatingPhoneNumber',
    ],
    ['a Location (DNP)', { Location: 'Home' }, 'Location'],
  ])('rejects a call with %s', async (_label, overrides, text) => {
    const rejection = await outcome(visitRecord({ Calls: [{ ...callIn, ...overrides }, callOut] }));
    expect(rejection?.message).toContain(text);
  });

  it('accepts Telephony and FVV calls with their own fields', async () => {
    const telephony = {
      ...callIn,
      CallType: 'Telephony',
      TelephonyPIN: '012345',
      OriginatingPhoneNumber: '7175550100',
      MobileLogin: undefined,
      CallLatitude: undefined,
      CallLongitude: undefined,
    };
    const fvv = {
      CallExternalID: 'C-OUT',
      CallDateTime: '2026-03-02T16:00:00Z',
      CallAssignment: 'Time Out',
      CallType: 'FVV',
      ProcedureCode: 'W1726',
      VisitLocationType: '1',
    };
    expect(await outcome(visitRecord({ Calls: [telephony, fvv] }))).toBeUndefined();
  });
});

describe('aggregator stand-in: calls on first send and on updates (§6.2)', () => {
  it('rejects two Time In calls', async () => {
    expect(
      (await outcome(visitRecord({ Calls: [callIn, { ...callIn, CallExternalID: 'C-IN-2' }, callOut] })))?.message,
    ).toContain('At most one "Time In"');
  });

  it('the first send must carry Time In and Time Out; without them the visit is manual and needs VisitChanges', async () => {
    expect((await outcome(visitRecord({ Calls: undefined })))?.code).toBe('CALLS-REQUIRED');
    expect((await outcome(visitRecord({ SequenceID: 2, Calls: [callIn] })))?.code).toBe('CALLS-REQUIRED');
    const manual = visitRecord({
      SequenceID: 3,
      Calls: undefined,
      AdjInDateTime: '2026-03-02T14:00:00Z',
      AdjOutDateTime: '2026-03-02T16:00:00Z',
      VisitChanges: [visitChange(3, { ReasonCode: '03' })],
    });
    expect(await outcome(manual)).toBeUndefined();
  });

  it('calls never change: an update may omit them or repeat them exactly, nothing else', async () => {
    expect(await outcome(visitRecord())).toBeUndefined();
    const moved = { ...callOut, CallDateTime: '2026-03-02T16:30:00Z' };
    expect(await outcome(update({ Calls: [callIn, moved] }))).toEqual({
      code: 'CALLS-CHANGED',
      message: 'Calls cannot be changed; send AdjInDateTime/AdjOutDateTime with VisitChanges.',
    });
    expect(
      (
        await outcome(
          update({
            SequenceID: 3,
            Calls: [callIn, { ...callOut, CallLatitude: 40.3 }],
            VisitChanges: [visitChange(3)],
          }),
        )
      )?.code,
    ).toBe('CALLS-CHANGED');
    expect((await outcome(update({ SequenceID: 4, Calls: [callIn], VisitChanges: [visitChange(4)] })))?.code).toBe(
      'CALLS-CHANGED',
    );
    expect(
      await outcome(update({ SequenceID: 5, Calls: [callOut, callIn], VisitChanges: [visitChange(5)] })),
    ).toBeUndefined();
    expect(
      await outcome(update({ SequenceID: 6, VisitChanges: [visitChange(6)], BillVisit: 'false' })),
    ).toBeUndefined();
    expect(s.current('visit', 'V-1')).toMatchObject({ SequenceID: 6, BillVisit: 'false' });
    expect(s.history('visit', 'V-1').map((v) => v.SequenceID)).toEqual([1, 5, 6]);
  });
});
