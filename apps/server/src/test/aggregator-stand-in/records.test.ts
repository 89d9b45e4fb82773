import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clientRecord, employeeRecord, provider, rejectionOf, submit } from './fixtures.js';
import { startAggregatorStandIn, type AggregatorStandIn, type IntakeKind } from './stand-in.js';

let s: AggregatorStandIn;
beforeEach(async () => {
  s = await startAggregatorStandIn({ notReadyPolls: 0, rejectMedicaidIds: ['999999999'] });
});
afterEach(() => s.close());

const outcome = (kind: IntakeKind, record: unknown) => rejectionOf(s, kind, record);

const address = (clientRecord().ClientAddress as Record<string, unknown>[])[0] as Record<string, unknown>;

describe('aggregator stand-in: every record', () => {
  it.each([
    [
      'ProviderIdentification missing',
      { ProviderIdentification: undefined },
      'FIELD-REQUIRED',
      'ProviderIdentification',
    ],
    ['ProviderID empty', { ProviderIdentification: { ...provider, ProviderID: '' } }, 'FIELD-REQUIRED', 'ProviderID'],
    [
      'ProviderQualifier a number',
      { ProviderIdentification: { ...provider, ProviderQualifier: 1 } },
      'FIELD-FORMAT',
      'ProviderQualifier',
    ],
    ['SequenceID missing', { SequenceID: undefined }, 'FIELD-REQUIRED', 'SequenceID'],
    ['SequenceID a digit string', { SequenceID: '20260302140000' }, 'FIELD-FORMAT', 'SequenceID'],
    ['SequenceID of 17 digits', { SequenceID: 10 ** 16 }, 'FIELD-FORMAT', 'SequenceID'],
    ['SequenceID a fraction', { SequenceID: 1.5 }, 'FIELD-FORMAT', 'SequenceID'],
    ['an unknown field', { clientFirstName: 'Ann' }, 'FIELD-UNKNOWN', 'clientFirstName'],
    ['a DNP field', { Coordinator: 'X' }, 'FIELD-DNP', 'Coordinator'],
  ])('rejects a record with %s', async (_label, overrides, code, field) => {
    const rejection = await outcome('clients', clientRecord('100000001', overrides));
    expect(rejection).toEqual({ code, message: expect.stringContaining(field) });
    expect(s.current('client', '100000001')).toBeUndefined();
  });

  it('accepts a 16-digit timestamp SequenceID and rejects a record that is not an object', async () => {
    expect(await outcome('clients', clientRecord('100000001', { SequenceID: 20260302140000 }))).toBeUndefined();
    expect(await outcome('clients', 42)).toEqual({ code: 'RECORD-FORMAT', message: expect.any(String) });
  });
});

describe('aggregator stand-in: client records (§4)', () => {
  it('accepts a complete client with optional segments', async () => {
    const record = clientRecord('100000001', {
      ClientMiddleInitial: 'Q',
      ClientOtherID: 'HEARTH42',
      ClientSSN: '000012345',
      ClientPayerInformation: [
        {
          PayerID: 'PADHS',
          PayerProgram: 'ODP',
          ProcedureCode: 'W1726',
          Modifier1: 'U1',
          Modifier2: 'NULL',
          ClientStatus: '02',
          EffectiveStartDate: '2026-01-01',
          EffectiveEndDate: '2026-12-31',
        },
      ],
      ClientPhone: [{ ClientPhoneType: 'Mobile', ClientPhone: '7175550100' }],
      ClientAddress: [
        address,
        {
          ...address,
          ClientAddressType: 'Other',
          ClientAddressIsPrimary: 'false',
          ClientAddressLine2: 'Apt 2',
          ClientCounty: 'Dauphin',
        },
      ],
    });
    expect(await outcome('clients', record)).toBeUndefined();
    expect(s.current('client', '100000001')).toEqual(record);
  });

  it.each([
    ['ClientQualifier not ClientCustomID', { ClientQualifier: 'clientcustomid' }, 'ClientQualifier'],
    ['ClientIdentifier of 8 digits', { ClientIdentifier: '10000000' }, 'ClientIdentifier'],
    ['ClientMedicaidID different', { ClientMedicaidID: '100000009' }, 'must be equal'],
    ['ClientCustomID different', { ClientCustomID: '100000009' }, 'must be equal'],
    ['a space in the first name', { ClientFirstName: 'Ann Marie' }, 'ClientFirstName'],
    ['a digit in the last name', { ClientLastName: 'Smith2' }, 'ClientLastName'],
    ['a last name of 31 letters', { ClientLastName: 'A'.repeat(31) }, 'ClientLastName'],
    ['a middle initial of 2 letters', { ClientMiddleInitial: 'AB' }, 'ClientMiddleInitial'],
    ['ClientOtherID with a dash', { ClientOtherID: 'H-42' }, 'ClientOtherID'],
    ['ClientOtherID of 25 characters', { ClientOtherID: 'A'.repeat(25) }, 'ClientOtherID'],
    ['a time zone outside §7.4', { ClientTimeZone: 'America/New_York' }, 'ClientTimeZone'],
    ['a time zone in the wrong case', { ClientTimeZone: 'us/eastern' }, 'ClientTimeZone'],
    ['no time zone', { ClientTimeZone: undefined }, 'ClientTimeZone'],
    ['no address', { ClientAddress: [] }, 'ClientAddress'],
    ['MissingMedicaidID as a boolean', { MissingMedicaidID: false }, 'MissingMedicaidID'],
  ])('rejects %s', async (_label, overrides, text) => {
    const rejection = await outcome('clients', clientRecord('100000001', overrides));
    expect(rejection?.message).toContain(text);
  });
});

describe('aggregator stand-in: client addresses (§4)', () => {
  it.each([
    ['an address type outside Home/Business/Other', { ClientAddressType: 'Mailing' }, 'ClientAddressType'],
    ['a primary flag as a boolean', { ClientAddressIsPrimary: true }, 'ClientAddressIsPrimary'],
    ['no primary address', { ClientAddressIsPrimary: 'false' }, 'Exactly one'],
    ['line 1 of 31 characters', { ClientAddressLine1: 'A'.repeat(31) }, 'ClientAddressLine1'],
    ['no line 1', { ClientAddressLine1: undefined }, 'ClientAddressLine1'],
    ['line 2 of 31 characters', { ClientAddressLine2: 'A'.repeat(31) }, 'ClientAddressLine2'],
    ['a county of 26 characters', { ClientCounty: 'A'.repeat(26) }, 'ClientCounty'],
    ['no city', { ClientCity: undefined }, 'ClientCity'],
    ['a lowercase state', { ClientState: 'pa' }, 'ClientState'],
    ['a 5-digit zip', { ClientZip: '17101' }, 'ClientZip'],
    ['a zip with a dash', { ClientZip: '17101-000' }, 'ClientZip'],
    ['address coordinates (DNP)', { ClientAddressLatitude: 40.1 }, 'ClientAddressLatitude'],
  ])('rejects an address with %s', async (_label, overrides, text) => {
    const rejection = await outcome(
      'clients',
      clientRecord('100000001', { ClientAddress: [{ ...address, ...overrides }] }),
    );
    expect(rejection?.message).toContain(text);
  });

  it('rejects two primary addresses', async () => {
    const rejection = await outcome('clients', clientRecord('100000001', { ClientAddress: [address, address] }));
    expect(rejection?.message).toContain('Exactly one ClientAddress must be primary (found 2)');
  });
});

describe('aggregator stand-in: client payer, phone and roster (§4)', () => {
  const payer = (overrides: object) => ({
    ClientPayerInformation: [
      { PayerID: 'PADHS', PayerProgram: 'ODP', ProcedureCode: 'W1726', ClientStatus: '02', ...overrides },
    ],
  });
  it.each([
    ['a payer without ClientStatus', payer({ ClientStatus: undefined }), 'ClientStatus'],
    ['a payer with ClientStatus "03"', payer({ ClientStatus: '03' }), 'ClientStatus'],
    ['a payer with a 3-character modifier', payer({ Modifier1: 'U1X' }), 'Modifier1'],
    ['a payer with a bad date', payer({ EffectiveStartDate: '2026-13-01' }), 'EffectiveStartDate'],
    [
      'a payer ending before it starts',
      payer({ EffectiveStartDate: '2026-02-01', EffectiveEndDate: '2026-01-01' }),
      'EffectiveEndDate',
    ],
    ['a phone of 7 digits', { ClientPhone: [{ ClientPhoneType: 'Home', ClientPhone: '5550100' }] }, 'ClientPhone'],
    ['a phone type outside the list', { ClientPhone: [{ ClientPhoneType: 'Fax', ClientPhone: '7175550100' }] }, 'Type'],
  ])('validates optional segments: rejects %s', async (_label, overrides, text) => {
    expect((await outcome('clients', clientRecord('100000001', overrides)))?.message).toContain(text);
  });

  it("rejects a client the state's roster does not know, and accepts it once the roster is fixed", async () => {
    const rejection = await outcome('clients', clientRecord('999999999'));
    expect(rejection).toEqual({
      code: 'CLIENT-ID',
      message: "Client Medicaid ID not found in the state's eligibility roster.",
    });
    s.allowMedicaidId('999999999');
    expect(await outcome('clients', clientRecord('999999999', { SequenceID: 2 }))).toBeUndefined();
    s.rejectMedicaidId('100000005');
    expect((await outcome('clients', clientRecord('100000005')))?.code).toBe('CLIENT-ID');
  });
});

describe('aggregator stand-in: employee records (§5)', () => {
  it('accepts a complete employee', async () => {
    expect(
      await outcome(
        'employees',
        employeeRecord('000012345', { EmployeeOtherID: 'staff-7', EmployeeEmail: 'jo@agency.example' }),
      ),
    ).toBeUndefined();
    expect(s.current('employee', '000012345')).toMatchObject({ EmployeeEmail: 'jo@agency.example' });
  });

  it.each([
    ['EmployeeQualifier not EmployeeSSN', { EmployeeQualifier: 'EmployeeID' }, 'EmployeeQualifier'],
    ['EmployeeSSN different', { EmployeeSSN: '000012346' }, 'must be equal'],
    [
      'EmployeeIdentifier with letters',
      { EmployeeIdentifier: '0000ABCDE', EmployeeSSN: '0000ABCDE' },
      'EmployeeIdentifier',
    ],
    ['EmployeeOtherID of 65 characters', { EmployeeOtherID: 'A'.repeat(65) }, 'EmployeeOtherID'],
    ['a first name with a comma', { EmployeeFirstName: 'Jo,' }, 'EmployeeFirstName'],
    ['no last name', { EmployeeLastName: undefined }, 'EmployeeLastName'],
    ['an email without @', { EmployeeEmail: 'jo.agency.example' }, 'EmployeeEmail'],
    ['an email without a .extension', { EmployeeEmail: 'jo@agency' }, 'EmployeeEmail'],
    ['a hire date (DNP)', { EmployeeHireDate: '2026-01-01' }, 'EmployeeHireDate'],
  ])('rejects %s', async (_label, overrides, text) => {
    expect((await outcome('employees', employeeRecord('000012345', overrides)))?.message).toContain(text);
  });
});

describe('aggregator stand-in: sequence numbers (§2)', () => {
  const version = 'Version number is duplicated or older than current.';

  it('a higher number becomes current; gaps are allowed; equal and lower are rejected and change nothing', async () => {
    expect(await outcome('employees', employeeRecord('000012345', { SequenceID: 4 }))).toBeUndefined();
    expect(
      await outcome('employees', employeeRecord('000012345', { SequenceID: 10, EmployeeLastName: 'Ten' })),
    ).toBeUndefined();
    expect(
      await outcome('employees', employeeRecord('000012345', { SequenceID: 10, EmployeeLastName: 'Again' })),
    ).toEqual({ code: 'SEQUENCE', message: version });
    expect(
      await outcome('employees', employeeRecord('000012345', { SequenceID: 8, EmployeeLastName: 'Eight' })),
    ).toEqual({ code: 'SEQUENCE', message: version });
    expect(s.current('employee', '000012345')?.EmployeeLastName).toBe('Ten');
    expect(s.history('employee', '000012345').map((r) => r.SequenceID)).toEqual([4, 10]);
    expect(s.rejections.map((r) => [r.key, r.sequenceId, r.code])).toEqual([
      ['000012345', 10, 'SEQUENCE'],
      ['000012345', 8, 'SEQUENCE'],
    ]);
  });

  it('a rejected record spends its number: the fixed resend with the same number is a duplicate', async () => {
    expect(
      (await outcome('clients', clientRecord('100000001', { ClientTimeZone: undefined, SequenceID: 5 })))?.code,
    ).toBe('FIELD-REQUIRED');
    expect(await outcome('clients', clientRecord('100000001', { SequenceID: 5 }))).toEqual({
      code: 'SEQUENCE',
      message: version,
    });
    expect(await outcome('clients', clientRecord('100000001', { SequenceID: 4 }))).toEqual({
      code: 'SEQUENCE',
      message: version,
    });
    expect(await outcome('clients', clientRecord('100000001', { SequenceID: 6 }))).toBeUndefined();
    expect(s.stats()).toEqual({
      accepted: { client: 1, employee: 0, visit: 0 },
      rejected: { client: 3, employee: 0, visit: 0 },
    });
  });

  it('numbers are counted per unique record', async () => {
    const result = await submit(s, 'clients', [
      clientRecord('100000001'),
      clientRecord('100000002'),
      clientRecord('100000003'),
    ]);
    expect(result.messageSummary).toBe('All records updated successfully.');
  });
});
