// The aggregator's record writers as pure functions: what a value can and cannot do to a record.
import { describe, expect, it } from 'vitest';
import { clientRecord, employeeIdentifier, nameField, zip9 } from './payloads.js';
import { visitRecord, type VisitRow } from './visit-payload.js';

const provider = { ProviderQualifier: 'MedicaidID', ProviderID: '123456789' };

const visit = (over: Partial<VisitRow> = {}): VisitRow => ({
  id: 7,
  userId: 3,
  clientId: 5,
  completed: true,
  startTime: new Date('2026-11-02T14:00:00Z'),
  endTime: new Date('2026-11-02T15:00:00Z'),
  startLatitude: 40.1,
  startLongitude: -76.9,
  endLatitude: 40.1,
  endLongitude: -76.9,
  startLocationMissing: null,
  endLocationMissing: null,
  enteredByAdmin: false,
  signed: true,
  mci: '310000001',
  serviceCode: 'W1726',
  procedureCode: null,
  modifiers: [],
  payerId: null,
  payerProgram: null,
  sentCalls: null,
  everPosted: false,
  ...over,
});

const context = {
  provider,
  sequenceId: 1795720000000,
  timeZone: 'US/Eastern',
  payerId: 'PADHS',
  payerProgram: 'ODP',
  employeeIdentifier: '000056789',
  reasonCodes: {},
  now: new Date('2026-11-03T10:00:00Z'),
};

describe('names, ZIP codes and identifiers as the aggregator takes them', () => {
  it('keeps letters, hyphens, periods and apostrophes; folds accents; spaces become hyphens', () => {
    expect(nameField('José')).toBe('Jose');
    expect(nameField("Mary Ann O'Neil-Smith Jr.")).toBe("Mary-Ann-O'Neil-Smith-Jr.");
    expect(nameField('Ann"},"ClientSSN":"1')).toBe('AnnClientSSN');
    expect(nameField('李')).toBe('');
    expect(nameField('A'.repeat(40))).toHaveLength(30);
  });

  it('pads a 5-digit ZIP with 0000 and refuses other lengths', () => {
    expect(zip9('17104')).toBe('171040000');
    expect(zip9('17104-1234')).toBe('171041234');
    expect(zip9('1710')).toBeNull();
  });

  it('makes the employee identifier of 4 generic digits and the last 5 of the SSN', () => {
    expect(employeeIdentifier('123-45-6789', 0)).toBe('000056789');
    expect(employeeIdentifier('123456789', 1)).toBe('000156789');
    expect(employeeIdentifier('12345', 0)).toBeNull();
    expect(employeeIdentifier(null, 0)).toBeNull();
  });
});

describe('a client record', () => {
  const row = {
    id: 5,
    firstName: 'Ann',
    lastName: 'Baker',
    mci: '310000001',
    street: '12 Elm St',
    city: 'Harrisburg',
    state: 'pa',
    zip: '17104',
  };

  it('carries only the interface fields, whatever the values hold', () => {
    const built = clientRecord(
      { ...row, street: '12 Elm St\n"},{"x":1' },
      { provider, sequenceId: 1, timeZone: 'US/Eastern' },
    );
    if (!('record' in built)) throw new Error(built.waitingOn);
    const parsed = JSON.parse(JSON.stringify(built.record)) as Record<string, unknown>;
    expect(Object.keys(parsed).sort()).toEqual(
      [
        'ClientAddress',
        'ClientCustomID',
        'ClientFirstName',
        'ClientIdentifier',
        'ClientLastName',
        'ClientMedicaidID',
        'ClientOtherID',
        'ClientQualifier',
        'ClientTimeZone',
        'ProviderIdentification',
        'SequenceID',
      ].sort(),
    );
    expect(parsed.ClientAddress).toEqual([
      expect.objectContaining({ ClientAddressLine1: '12 Elm St "},{"x":1', ClientState: 'PA', ClientZip: '171040000' }),
    ]);
  });

  it('waits, with the reason, when the MCI is not 9 digits', () => {
    expect(clientRecord({ ...row, mci: '1234' }, { provider, sequenceId: 1, timeZone: 'US/Eastern' })).toEqual({
      waitingOn: 'The MCI must be 9 digits for the aggregator.',
    });
  });
});

describe('a visit record', () => {
  it('sends a phone punch as Mobile calls with GPS and no change records on its first send', () => {
    const built = visitRecord(visit(), [], context);
    if (!('record' in built)) throw new Error(built.waitingOn);
    expect(built.record.Calls).toEqual([
      expect.objectContaining({ CallType: 'Mobile', CallDateTime: '2026-11-02T14:00:00Z', MobileLogin: 'hearth-3' }),
      expect.objectContaining({ CallType: 'Mobile', CallDateTime: '2026-11-02T15:00:00Z' }),
    ]);
    expect(built.record.VisitChanges).toBeUndefined();
    expect(built.record.AdjInDateTime).toBeUndefined();
  });

  it("sends an admin's timesheet as Manual calls with a change record and a memo", () => {
    const built = visitRecord(visit({ enteredByAdmin: true }), [], context);
    if (!('record' in built)) throw new Error(built.waitingOn);
    expect((built.record.Calls as { CallType: string }[]).map((c) => c.CallType)).toEqual(['Manual', 'Manual']);
    expect(built.record.VisitChanges).toEqual([
      expect.objectContaining({ ReasonCode: '03', SequenceID: '1795720000000', ChangeReasonMemo: expect.any(String) }),
    ]);
  });

  it('keeps the calls as first sent and sends an edited end as an adjusted time', () => {
    const first = visitRecord(visit(), [], context);
    if (!('record' in first)) throw new Error(first.waitingOn);
    const edited = visitRecord(
      visit({ endTime: new Date('2026-11-02T15:30:00Z'), sentCalls: first.calls!, everPosted: true }),
      [{ changedAt: context.now, changedBy: 'hearth-user-9', reason: 'forgot_clock_out', memo: null }],
      context,
    );
    if (!('record' in edited)) throw new Error(edited.waitingOn);
    expect(edited.record.Calls).toEqual(first.record.Calls);
    expect(edited.record.AdjOutDateTime).toBe('2026-11-02T15:30:00Z');
    expect(edited.record.VisitChanges).toEqual([
      expect.objectContaining({ ReasonCode: '04', ChangeMadeBy: 'hearth-user-9' }),
    ]);
  });

  it('waits when it ends the minute it starts, and when no payer is set', () => {
    const at = new Date('2026-11-02T14:00:00Z');
    expect(visitRecord(visit({ endTime: at }), [], context)).toMatchObject({
      waitingOn: expect.stringMatching(/ends the minute it starts/),
    });
    expect(visitRecord(visit(), [], { ...context, payerId: null })).toMatchObject({
      waitingOn: expect.stringMatching(/payer/),
    });
  });

  it('says the client could not sign, and a visit no longer completed is not billed', () => {
    const built = visitRecord(visit({ signed: false, completed: false }), [], context);
    if (!('record' in built)) throw new Error(built.waitingOn);
    expect(built.record).toMatchObject({ ClientSignatureAvailable: 'false', BillVisit: 'false' });
  });
});
