import { listName, type StaffListItem, type StaffOut } from '@hearth/shared';
import { dateOut, isoOut } from '../../platform/records.js';
import { presentFile, type FileRow } from '../files/index.js';
import type { StaffRow } from './staff.repo.js';

/** Whitelisted staff fields. `ssn` is what to show: the mask, the full number (reveal) or null. */
export function presentStaff(row: StaffRow, files: FileRow[], ssn: string | null): StaffOut {
  return {
    userId: row.id,
    firstName: row.firstName,
    middleName: row.middleName,
    lastName: row.lastName,
    email: row.email,
    userType: row.userType,
    reportTo: 0,
    salutation: row.salutation,
    suffix: row.suffix,
    dob: dateOut(row.dob),
    hireDate: dateOut(row.hireDate),
    title: row.title,
    ssn_tin: ssn,
    phone: row.phone,
    mobile: row.mobile,
    memo: row.memo,
    hasRelevantDegree: row.hasRelevantDegree,
    outOfStateBeforeHire: row.outOfStateBeforeHire,
    credentials: row.credentials,
    percentagePaid: row.percentagePaid == null ? null : Number(row.percentagePaid),
    billingStreet: row.billingStreet,
    billingCity: row.billingCity,
    billingState: row.billingState,
    billingZIP: row.billingZip,
    billingCountry: row.billingCountry,
    orgAuthentication: row.orgAuthentication,
    isAuthorized: row.isAuthorized,
    status: row.status,
    roleGroupId: row.roleGroupId,
    passwordResetRequired: row.passwordResetRequired,
    files: files.map(presentFile),
    version: row.version,
    createdAt: isoOut(row.createdAt),
    updatedAt: isoOut(row.updatedAt),
  };
}

export function presentStaffListItem(r: Omit<StaffListItem, 'userId' | 'name'> & { id: number }): StaffListItem {
  return {
    userId: r.id,
    name: listName(r),
    firstName: r.firstName,
    middleName: r.middleName,
    lastName: r.lastName,
    userType: r.userType,
    phone: r.phone,
    mobile: r.mobile,
    billingCity: r.billingCity,
    email: r.email,
    status: r.status,
  };
}

/** Picker label, "Last, First Middle" as every list shows people (the allocation filter ignores the comma). */
export const optionName = (r: { firstName: string; middleName?: string | null; lastName: string }) => listName(r);
