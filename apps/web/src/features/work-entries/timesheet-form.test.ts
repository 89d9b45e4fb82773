import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WorkEntryMsg } from '@hearth/shared';
import { emptyTimesheet, timesheetSchema, TimesheetText, type TimesheetFormValues } from './timesheet-form';

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
  // The inputs are read in the browser's zone: run these in one that is not UTC.
  let savedTz: string | undefined;
  beforeAll(() => {
    savedTz = process.env.TZ;
    process.env.TZ = 'America/New_York';
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

  it('keeps the end on the start day; an edit may end at the midnight after it', () => {
    const midnight = values({ endDate: '2024-03-06', endTime: '00:00' });
    expect(messages(timesheetSchema({ editing: false, now }).safeParse(midnight))).toEqual([
      `endDate: ${TimesheetText.endSameDay}`,
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
    ).toEqual([`endDate: ${TimesheetText.endSameDayOrMidnight}`]);
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
    const edit = values({ editReason: 'time_correction', signature: null });
    expect(messages(timesheetSchema({ editing: true, keepSignature: true, now }).safeParse(edit))).toEqual([
      `signature: ${WorkEntryMsg.signatureKept}`,
    ]);
  });
});
