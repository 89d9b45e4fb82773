import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ADMIN_USER_TYPES,
  reportResponse,
  serviceSummaryQuery,
  serviceSummaryResponse,
  UserType,
} from '@hearth/shared';
import { currentUser } from '../../platform/auth.js';
import { badRequest } from '../../platform/errors.js';
import { prepareExport, runReport, serviceSummary, type ReportsDeps } from './reports.service.js';
import { sendWorkbook } from '../../platform/xlsx.js';

const tags = ['reports'];
/** Staff reach their own pay and service summary; the service refuses them every other type. */
const adminsAndStaff = { access: [...ADMIN_USER_TYPES, UserType.Staff] } as const;
const admins = { access: ADMIN_USER_TYPES } as const;
const typeParams = z.object({ reportType: z.string().max(100) });
const FILTERS_DOC =
  'Filters as query parameters (GET) or a JSON body (POST). Person summaries: fromDate, endDate, status ' +
  '(all|active|inactive), offset, limit. Monthly and client service summaries: fromDate, toDate, timezone, ' +
  'offset, limit. Other types: adminVerification (all|reviewed|not_reviewed), clientId, staffId, serviceId, ' +
  'dateFilterOption (start|end|created), fromDate, toDate, timeZone, offset, limit; group (client|staff) for ' +
  'staff_allocation. scheduled_vs_delivered: clientId, staffId, serviceId, fromDate, toDate, timeZone, offset, ' +
  'limit, group (staff|client, default staff). Dates MM/DD/YYYY or YYYY-MM-DD; ranges are whole days in the ' +
  'time zone, both ends included.';

/** A JSON object body (or none: `?status=` with an empty body), merged over the query string. */
function filtersOf(query: unknown, body: unknown): Record<string, unknown> {
  if (body !== undefined && body !== null && (typeof body !== 'object' || Array.isArray(body))) {
    throw badRequest('The request body must be a JSON object of filters.');
  }
  return { ...(query as Record<string, unknown>), ...((body as Record<string, unknown> | null) ?? {}) };
}

export const reportRoutes =
  (deps: ReportsDeps): FastifyPluginAsyncZod =>
  async (app) => {
    // The spec's export call may send an empty body with a JSON content type: read it as no filters.
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
      const text = String(body).trim();
      if (text === '') return done(null, undefined);
      try {
        done(null, JSON.parse(text));
      } catch {
        done(badRequest('The request body is not valid JSON.'), undefined);
      }
    });

    app.get(
      '/reports/service_summary',
      {
        config: adminsAndStaff,
        schema: { tags, querystring: serviceSummaryQuery, response: { 200: serviceSummaryResponse } },
      },
      async (request) => {
        const q = request.query;
        return serviceSummary(
          deps,
          currentUser(request),
          { timeZone: q.timezone ?? q.timeZone, offset: q.offset, limit: q.limit },
          request.ip,
        );
      },
    );

    const runOptions = {
      config: adminsAndStaff,
      schema: { tags, description: FILTERS_DOC, params: typeParams, response: { 200: reportResponse } },
    };
    app.get('/reports/:reportType', runOptions, async (request) =>
      runReport(deps, currentUser(request), request.params.reportType, filtersOf(request.query, undefined), request.ip),
    );
    app.post('/reports/:reportType', runOptions, async (request) =>
      runReport(
        deps,
        currentUser(request),
        request.params.reportType,
        filtersOf(request.query, request.body),
        request.ip,
      ),
    );

    app.post(
      '/reports/export/:reportType',
      {
        config: admins,
        schema: { tags, description: `An xlsx of the whole result. ${FILTERS_DOC}`, params: typeParams },
      },
      async (request, reply) => {
        const filters = filtersOf(request.query, request.body);
        const { fileName, write } = await prepareExport(
          deps,
          currentUser(request),
          request.params.reportType,
          filters,
          request.ip,
        );
        return sendWorkbook(request, reply, `attachment; filename="${fileName}"`, write, 'report export failed');
      },
    );
  };

/** Reports wired to their dependencies (one line in app.ts). */
export const reportsModule = (deps: ReportsDeps): FastifyPluginAsyncZod => reportRoutes(deps);
