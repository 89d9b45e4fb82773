import type { AgencySettingsOut, UpdateAgencySettingsBody } from '@hearth/shared';
import type { Db } from '../../db/client.js';
import type { AgencyZone } from '../../platform/agency-zone.js';
import { audit } from '../../platform/audit.js';
import type { CurrentUser } from '../../platform/auth.js';
import type { Clock } from '../../platform/clock.js';
import { isoOut, staleRecord } from '../../platform/records.js';
import { recheckUnbilled } from '../evv/index.js';
import * as repo from './settings.repo.js';

const present = (row: repo.AgencySettingsRow): AgencySettingsOut => ({
  timeZone: row.timeZone,
  legalName: row.legalName,
  addressStreet: row.addressStreet,
  addressCity: row.addressCity,
  addressState: row.addressState,
  addressZip: row.addressZip,
  phone: row.phone,
  contactName: row.contactName,
  npi: row.npi,
  ein: row.ein,
  promiseProviderId: row.promiseProviderId,
  promiseServiceLocation: row.promiseServiceLocation,
  taxonomyCode: row.taxonomyCode,
  submitterId: row.submitterId,
  receiverId: row.receiverId,
  receiverName: row.receiverName,
  testClaimFiles: row.testClaimFiles,
  evvDistanceLimitMiles: row.evvDistanceLimitMiles,
  claimFilingLimitDays: row.claimFilingLimitDays,
  scheduleWindowMinutes: row.scheduleWindowMinutes,
  scheduleLateGraceMinutes: row.scheduleLateGraceMinutes,
  trainingHoursDirect: Number(row.trainingHoursDirect),
  trainingHoursManagement: Number(row.trainingHoursManagement),
  version: row.version,
  updatedAt: isoOut(row.updatedAt),
});

/** The body's fields that were sent (undefined keeps a setting as it is). */
function changesOf(body: UpdateAgencySettingsBody): repo.SettingsChanges {
  const { version: _version, ...fields } = body;
  return Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
}

/** What the settings use cases need (wired in app.ts). */
export type SettingsDeps = { db: Db; clock: Clock; agency: AgencyZone };

/** Each changed setting, from → to (none is a secret: they are printed on every claim file). */
function changedSettings(before: repo.AgencySettingsRow, after: repo.AgencySettingsRow) {
  const was = present(before);
  return Object.fromEntries(
    Object.entries(present(after))
      .filter(
        ([key, value]) => !['version', 'updatedAt'].includes(key) && value !== was[key as keyof AgencySettingsOut],
      )
      .map(([key, value]) => [key, { from: was[key as keyof AgencySettingsOut], to: value }]),
  );
}

/** GET /agency: what any signed-in screen needs (no PHI, no identifiers). */
export const agencyInfo = (deps: Pick<SettingsDeps, 'agency'>) => ({ timeZone: deps.agency.timeZone() });

/** GET /settings (Super Admin). */
export const readAgencySettings = async (deps: Pick<SettingsDeps, 'db'>) => present(await repo.ensureSettings(deps.db));

/**
 * PUT /settings (Super Admin). A new zone answers calendar questions from now on; entries
 * keep the zone they were recorded in. Audited with the old and the new value. A new distance
 * limit applies to every completed entry not yet billed: their distance checks run again.
 */
export async function updateAgencySettings(
  deps: SettingsDeps,
  actor: CurrentUser,
  body: UpdateAgencySettingsBody,
  ip: string,
): Promise<AgencySettingsOut> {
  const now = deps.clock.now();
  const saved = await deps.db.transaction(async (tx) => {
    const before = await repo.ensureSettings(tx);
    const row = await repo.updateSettings(tx, {
      changes: changesOf(body),
      version: body.version,
      actorId: actor.id,
      now,
    });
    if (!row) throw staleRecord();
    await audit(tx, {
      actorUserId: actor.id,
      action: 'settings.update',
      targetType: 'agency_settings',
      targetId: 1,
      ip,
      details: changedSettings(before, row),
    });
    if (row.evvDistanceLimitMiles !== before.evvDistanceLimitMiles) await recheckUnbilled(tx, now);
    return row;
  });
  deps.agency.set(saved.timeZone);
  return present(saved);
}
