import type { AgencySettingsOut, UpdateAgencySettingsBody } from '@hearth/shared';
import type { Db } from '../../db/client.js';
import type { AgencyZone } from '../../platform/agency-zone.js';
import { audit } from '../../platform/audit.js';
import type { CurrentUser } from '../../platform/auth.js';
import type { Clock } from '../../platform/clock.js';
import { isoOut, staleRecord } from '../../platform/records.js';
import * as repo from './settings.repo.js';

const present = (row: repo.AgencySettingsRow): AgencySettingsOut => ({
  timeZone: row.timeZone,
  version: row.version,
  updatedAt: isoOut(row.updatedAt),
});

export function createSettingsService(deps: { db: Db; clock: Clock; agency: AgencyZone }) {
  const { db, clock, agency } = deps;

  return {
    /** GET /agency: what any signed-in screen needs (no PHI, no identifiers). */
    agency: () => ({ timeZone: agency.timeZone() }),

    /** GET /settings (Super Admin). */
    read: async () => present(await repo.ensureSettings(db)),

    /**
     * PUT /settings (Super Admin). A new zone answers calendar questions from now on; entries
     * keep the zone they were recorded in. Audited with the old and the new value.
     */
    async update(actor: CurrentUser, body: UpdateAgencySettingsBody, ip: string): Promise<AgencySettingsOut> {
      return db.transaction(async (tx) => {
        const before = await repo.readSettings(tx);
        const row = await repo.updateSettings(tx, {
          timeZone: body.timeZone,
          version: body.version,
          actorId: actor.id,
          now: clock.now(),
        });
        if (!row) throw staleRecord();
        await audit(tx, {
          actorUserId: actor.id,
          action: 'settings.update',
          targetType: 'agency_settings',
          targetId: 1,
          ip,
          details: { timeZone: { from: before?.timeZone ?? null, to: row.timeZone } },
        });
        agency.set(row.timeZone);
        return present(row);
      });
    },
  };
}
