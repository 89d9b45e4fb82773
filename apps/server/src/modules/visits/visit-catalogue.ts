/**
 * GET /visits/catalogue: the caller's clients and the authorizations a visit may start on today
 * (staff-reach's `workableAuthorizations`, the rule POST /visits/start applies), so a phone can
 * start a visit with no signal (issue 12, docs/decisions/012). Only the fields the Start Visit
 * screens show; the phone keeps it until log-out and asks again on another day. POST /visits/start
 * still decides at sync: a catalogue that went out of date ends in a refusal the staff member sees.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listName, UserType, visitCatalogueResponse, type VisitCatalogue } from '@hearth/shared';
import type { Db } from '../../db/client.js';
import { audit } from '../../platform/audit.js';
import type { AgencyZone } from '../../platform/agency-zone.js';
import { currentUser, type CurrentUser } from '../../platform/auth.js';
import type { Clock } from '../../platform/clock.js';
import { dateOut } from '../../platform/records.js';
import { workableAuthorizations } from '../../policies/staff-reach.js';
import { clientVisitFields } from './visit-catalogue.repo.js';

export async function visitCatalogue(
  db: Db,
  deps: { clock: Clock; agency: AgencyZone },
  actor: CurrentUser,
  ip: string,
): Promise<VisitCatalogue> {
  const day = deps.agency.today(deps.clock);
  const authorizations = await workableAuthorizations(db, { staffId: actor.id, on: day });
  const rows = await clientVisitFields(db, [...new Set(authorizations.map((a) => a.clientId))]);
  const data = rows
    .map((c) => ({
      clientId: c.id,
      name: listName(c),
      goalsOutcomes: c.goalsOutcomes,
      services: authorizations
        .filter((a) => a.clientId === c.id)
        .map((a) => ({
          serviceRequestId: a.id,
          serviceName: a.serviceName,
          serviceCode: a.serviceCode,
          serviceUnitLength: a.unitLength,
          serviceUnitRate: a.unitRate,
          serviceStartDate: dateOut(a.startDate)!,
          serviceEndDate: dateOut(a.endDate)!,
        })),
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
  await audit(db, {
    actorUserId: actor.id,
    action: 'visit.catalogue',
    targetType: 'client',
    ip,
    details: { clientIds: data.map((c) => c.clientId) },
  });
  return { data, day };
}

export const visitCatalogueRoutes =
  (deps: { db: Db; clock: Clock; agency: AgencyZone }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/visits/catalogue',
      {
        config: { access: [UserType.Staff] },
        schema: { tags: ['visits'], response: { 200: visitCatalogueResponse } },
      },
      async (request) => visitCatalogue(deps.db, deps, currentUser(request), request.ip),
    );
  };
