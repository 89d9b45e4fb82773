import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignatureMsg, WorkEntryMsg } from '@hearth/shared';
import { EMPTY_SIGNATURE } from '../../components/signature';
import { emptyTimesheet, timesheetSchema, type TimesheetFormValues } from './timesheet-form';

const now = () => new Date('2024-08-01T12:00:00Z');

const values = (overrides: Partial<TimesheetFormValues> = {}): TimesheetFormValues => ({
  ...emptyTimesheet(),
  userId: 21,
  clientId: 3,
  serviceRequestId: 31,
  startDate: '2024-03-05',
  startTime: '09:00',
  endDate: '2024-03-05',
  endTime: '11:30',
  ...overrides,
});

const messages = (result: ReturnType<ReturnType<typeof timesheetSchema>['safeParse']>) =>
  result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);

describe('timesheet form rules', () => {
  // The inputs are read in the timesheet's zone (the agency's by default), never the browser's:
  // run these in a browser zone that is neither.
  let savedTz: string | undefined;
  beforeAll(() => {
    savedTz = process.env.TZ;
    process.env.TZ = 'Asia/Tokyo';
  });
  afterAll(() => {
    if (savedTz === undefined) delete process.env.TZ;
    else process.env.TZ = savedTz;
  });

  it('turns the local date and time inputs into UTC wire times (daylight saving aware)', () => {
    const winter = timesheetSchema({ editing: false, now }).parse(values());
    expect(winter).toMatchObject({ serviceStartTime: '2024-03-05 14:00:00', serviceEndTime: '2024-03-05 16:30:00' });
    const summer = timesheetSchema({ editing: false, now }).parse(
      values({ startDate: '2024-07-05', endDate: '2024-07-05' }),
    );
    expect(summer).toMatchObject({ serviceStartTime: '2024-07-05 13:00:00', serviceEndTime: '2024-07-05 15:30:00' });
  });

  it("reads the inputs in the entry's zone and sends that zone (a daylight-saving gap moves forward)", () => {
    const west = timesheetSchema({ editing: false, now, timeZone: 'America/Los_Angeles' }).parse(values());
    expect(west).toMatchObject({
      serviceStartTime: '2024-03-05 17:00:00',
      serviceEndTime: '2024-03-05 19:30:00',
      timeZone: 'America/Los_Angeles',
    });
    expect(timesheetSchema({ editing: false, now }).parse(values())).toMatchObject({ timeZone: 'America/New_York' });
    // 02:30 does not exist on 2024-03-10 in New York: it reads as 03:30 EDT; 03:30 is 03:30 EDT.
    const gap = timesheetSchema({ editing: false, now }).parse(
      values({ startDate: '2024-03-10', startTime: '02:30', endDate: '2024-03-10', endTime: '03:30' }),
    );
    expect(gap).toMatchObject({ serviceStartTime: '2024-03-10 07:30:00', serviceEndTime: '2024-03-10 07:30:00' });
    // 01:30 on 2024-11-03 happens twice in New York: the first (EDT) is meant.
    const repeated = timesheetSchema({ editing: false, now: () => new Date('2024-12-01T12:00:00Z') }).parse(
      values({ startDate: '2024-11-03', startTime: '01:30', endDate: '2024-11-03', endTime: '03:00' }),
    );
    expect(repeated).toMatchObject({ serviceStartTime: '2024-11-03 05:30:00', serviceEndTime: '2024-11-03 08:00:00' });
  });

  it('keeps the end on the start day; an edit may end at the midnight after it', () => {
    const midnight = values({ endDate: '2024-03-06', endTime: '00:00' });
    expect(messages(timesheetSchema({ editing: false, now }).safeParse(midnight))).toEqual([
      `endDate: ${WorkEntryMsg.notSameDay}`,
    ]);
    expect(
      messages(timesheetSchema({ editing: true, now }).safeParse({ ...midnight, editReason: 'forgot_clock_out' })),
    ).toEqual([]);
    expect(
      messages(
        timesheetSchema({ editing: true, now }).safeParse({
          ...midnight,
          endTime: '00:15',
          editReason: 'forgot_clock_out',
        }),
      ),
    ).toEqual([`endDate: ${WorkEntryMsg.notSameDayOrMidnight}`]);
  });

  it('refuses a start later than now, and coordinates out of range', () => {
    const later = values({ startDate: '2024-08-01', startTime: '08:02', endDate: '2024-08-01', endTime: '08:04' });
    expect(messages(timesheetSchema({ editing: false, now }).safeParse(later))).toEqual([
      `startTime: ${WorkEntryMsg.startInFuture}`,
    ]);
    expect(
      messages(
        timesheetSchema({ editing: false, now }).safeParse(
          values({ serviceStartLatitude: '91', serviceStartLongitude: '-75.1' }),
        ),
      ),
    ).toEqual([`serviceStartLatitude: ${WorkEntryMsg.latitudeRange}`]);
  });

  it('wants both coordinates of a place or neither, an end not in the future, and keeps a signature', () => {
    expect(
      messages(timesheetSchema({ editing: false, now }).safeParse(values({ serviceEndLongitude: '-75.1' }))),
    ).toEqual([`serviceEndLatitude: ${WorkEntryMsg.coordinatesPair}`]);
    const lateEnd = values({ startDate: '2024-08-01', startTime: '07:00', endDate: '2024-08-01', endTime: '09:00' });
    expect(messages(timesheetSchema({ editing: false, now }).safeParse(lateEnd))).toEqual([
      `endTime: ${WorkEntryMsg.endInFuture}`,
    ]);
    const edit = values({ editReason: 'time_correction', signature: EMPTY_SIGNATURE });
    expect(messages(timesheetSchema({ editing: true, keepSignature: true, now }).safeParse(edit))).toEqual([
      `signature: ${WorkEntryMsg.signatureKept}`,
    ]);
    // Any way counts as kept; a typed name half chosen (nothing typed) does not.
    const typed = { ...EMPTY_SIGNATURE, signatureMethod: 'type' as const, typedSignature: 'Rosa Alvarez' };
    expect(
      messages(timesheetSchema({ editing: true, keepSignature: true, now }).safeParse({ ...edit, signature: typed })),
    ).toEqual([]);
    expect(
      messages(
        timesheetSchema({ editing: true, keepSignature: true, now }).safeParse({
          ...edit,
          signature: { ...typed, typedSignature: '  ' },
        }),
      ),
    ).toEqual([`signature: ${WorkEntryMsg.signatureKept}`]);
  });

  it('sends only the chosen way of signing, the others null, and wants words for the reason Other', () => {
    const signature = {
      ...EMPTY_SIGNATURE,
      signature: 'data:image/png;base64,iVBORw0KGgo=',
      typedSignature: 'Rosa Alvarez',
      signatureMethod: 'none' as const,
      noSignatureReason: 'declined' as const,
    };
    expect(timesheetSchema({ editing: false, now }).parse(values({ signature }))).toMatchObject({
      signature: null,
      typedSignature: null,
      noSignatureReason: 'declined',
      noSignatureText: null,
    });
    const other = { ...signature, noSignatureReason: 'other' as const };
    expect(messages(timesheetSchema({ editing: false, now }).safeParse(values({ signature: other })))).toEqual([
      `signature: ${SignatureMsg.reasonTextRequired}`,
    ]);
    // No signature at all is allowed on a timesheet (the EVV checks flag it).
    expect(timesheetSchema({ editing: false, now }).parse(values())).toMatchObject({
      signature: null,
      typedSignature: null,
      noSignatureReason: null,
    });
  });
});
