import type { EvvExceptionOut, RefusedVisitActionOut } from '@hearth/shared';

/** An open 'too far' exception as GET /evv/exceptions lists it (work entry 5 of the work entry fixtures). */
export function buildEvvException(overrides: Partial<EvvExceptionOut> = {}): EvvExceptionOut {
  return {
    id: 41,
    type: 'too_far',
    label: 'Too far from the client',
    message: "Clock-out was 0.59 mi (945 m) from the client's address; the limit is 0.25 mi",
    details: { clockOutMetres: 945, limitMetres: 402 },
    detectedAt: '2024-03-05T16:00:06.000Z',
    resolved: false,
    resolvedAt: null,
    resolvedBy: null,
    resolutionNote: null,
    autoCleared: false,
    entry: {
      id: 5,
      entryName: 'W1726 - Rivera, Sam - 03/05/2024',
      serviceStartTime: '2024-03-05 14:00:00',
      serviceEndTime: '2024-03-05 16:00:00',
      dateOfService: '2024-03-05',
      adminVerification: false,
      claimBatchId: null,
      serviceCode: 'W1726',
      clockIn: { latitude: 39.9526, longitude: -75.1652 },
      clockOut: { latitude: 39.9612, longitude: -75.1652 },
    },
    scheduledVisit: null,
    staff: { id: 21, name: 'Rivera, Sam' },
    client: { id: 3, name: 'Alvarez, Rosa', location: { latitude: 39.9527, longitude: -75.1651 } },
    ...overrides,
  };
}

/** An open 'missed' exception of an open shift nobody took: a planned visit, no work entry. */
export function buildMissedVisitException(overrides: Partial<EvvExceptionOut> = {}): EvvExceptionOut {
  return buildEvvException({
    id: 42,
    type: 'missed',
    label: 'Missed visit',
    message: 'Nobody clocked in by the planned end of the visit',
    details: { startsAt: '2024-03-05 14:00:00', endsAt: '2024-03-05 15:00:00' },
    entry: null,
    scheduledVisit: {
      id: 900,
      scheduleId: 77,
      date: '2024-03-05',
      startsAt: '2024-03-05 14:00:00',
      endsAt: '2024-03-05 15:00:00',
      staff: null,
      client: { id: 3, name: 'Alvarez, Rosa' },
      serviceCode: 'W1726',
    },
    staff: null,
    ...overrides,
  });
}

/** The same exception as POST /evv/exceptions/{id}/resolve answers it. */
export function resolvedBy(row: EvvExceptionOut, note: string): EvvExceptionOut {
  return {
    ...row,
    resolved: true,
    resolvedAt: '2024-03-06T14:30:00.000Z',
    resolvedBy: { id: 7, name: 'Doe, Jane' },
    resolutionNote: note,
  };
}

/** An offline clock-in GET /visits/refused lists: the authorization had ended by the visit's day. */
export function buildRefusedAction(overrides: Partial<RefusedVisitActionOut> = {}): RefusedVisitActionOut {
  return {
    id: 301,
    clientActionId: '1b4e28ba-2fa1-4d3b-a3f5-ef19b5a7633b',
    kind: 'start',
    userId: 21,
    userName: 'Rivera, Sam',
    clientId: 3,
    clientName: 'Alvarez, Rosa',
    serviceRequestId: 31,
    serviceCode: 'W1726',
    workEntryId: null,
    deviceTime: '2024-03-05 14:00:20',
    receivedAt: '2024-03-05 18:12:09',
    errorCode: 'NOT_FOUND',
    message: 'Client service not found',
    ...overrides,
  };
}
