import { enteredBy, listName, toUtcWire, WorkEntryStatus, type WorkEntryOut } from '@hearth/shared';
import { isoOut } from '../../platform/records.js';
import type { WorkEntryView } from './work-entries.repo.js';

/** 'Last, First Middle' (as every list shows people); null when there is no such person (a left join). */
const personName = (last: string | null, first: string | null, middle: string | null) =>
  last === null ? null : listName({ lastName: last, firstName: first ?? '', middleName: middle });

/**
 * A work entry as the API shows it: times as UTC 'YYYY-MM-DD HH:mm:ss', money in dollars, and the
 * billed figures (hours, units, gross, net) only once the entry is completed. Lists pass views
 * without the signature (null) and say whether there is one in `hasSignature`.
 */
export function presentEntry(v: WorkEntryView): WorkEntryOut {
  const completed = v.status === WorkEntryStatus.Completed;
  const billed = <T>(value: T | null) => (completed ? value : null);
  const start = toUtcWire(v.startTime);
  const end = v.endTime ? toUtcWire(v.endTime) : null;
  return {
    workEntryId: v.id,
    entryId: v.id,
    entryName: v.entryName,
    userId: v.userId,
    userName: personName(v.staffLastName, v.staffFirstName, v.staffMiddleName) ?? '',
    clientId: v.clientId,
    clientName: personName(v.clientLastName, v.clientFirstName, v.clientMiddleName) ?? '',
    serviceRequestId: v.clientServiceId,
    serviceName: v.serviceName,
    serviceCode: v.serviceCode,
    serviceUnitLength: v.unitLength,
    serviceUnitRate: v.unitRate,
    serviceStartTime: start,
    serviceEndTime: end,
    startTime: start,
    endTime: end,
    serviceStartLongitude: v.startLongitude,
    serviceStartLatitude: v.startLatitude,
    serviceEndLongitude: v.endLongitude,
    serviceEndLatitude: v.endLatitude,
    startLocationMissing: v.startLocationMissing,
    endLocationMissing: v.endLocationMissing,
    notes: v.notes,
    signature: v.signature,
    hasSignature: v.hasSignature,
    progress: v.progress,
    staffVerification: v.staffVerification,
    thirdPartyVerification: v.thirdPartyVerification,
    adminVerification: v.adminVerification,
    timeZone: v.timeZone,
    serviceElapsedTime: billed(v.elapsedHours),
    elapsedTime: billed(v.elapsedHours),
    unitsUsed: billed(v.unitsUsed),
    grossAmount: billed(v.grossCents === null ? null : v.grossCents / 100),
    netAmount: billed(v.netCents === null ? null : v.netCents / 100),
    status: v.status,
    created_on: isoOut(v.createdAt),
    createdBy: personName(v.createdByLastName, v.createdByFirstName, v.createdByMiddleName),
    createdById: v.createdById,
    enteredBy: enteredBy(v),
    updated_on: isoOut(v.updatedAt),
    updatedBy: personName(v.updatedByLastName, v.updatedByFirstName, v.updatedByMiddleName),
    updatedById: v.updatedById,
    recordHistory: v.recordHistory,
    recordedOn: isoOut(v.updatedAt),
    version: v.version,
    claimBatchId: v.claimBatchId,
    claimCorrectable: v.claimCorrectable,
    typedSignature: v.typedSignature,
    noSignatureReason: v.noSignatureReason,
    noSignatureText: v.noSignatureText,
    recordedOffline: v.recordedOffline,
    startDeviceTime: v.startDeviceTime ? toUtcWire(v.startDeviceTime) : null,
    startReceivedAt: v.startReceivedAt ? toUtcWire(v.startReceivedAt) : null,
    endDeviceTime: v.endDeviceTime ? toUtcWire(v.endDeviceTime) : null,
    endReceivedAt: v.endReceivedAt ? toUtcWire(v.endReceivedAt) : null,
  };
}
