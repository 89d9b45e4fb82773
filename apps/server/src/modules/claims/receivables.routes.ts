import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ADMIN_USER_TYPES, receivablesOut, receivablesQuery } from '@hearth/shared';
import { currentUser } from '../../platform/auth.js';
import { contentDisposition } from '../../platform/storage/index.js';
import { sendWorkbook } from '../../platform/xlsx.js';
import type { ClaimsDeps } from './claims.service.js';
import { receivables, receivablesWorkbook } from './receivables.service.js';

const tags = ['claims'];
const admins = { access: ADMIN_USER_TYPES } as const;
const AS_OF =
  'As of the end of `asOf` (YYYY-MM-DD; default today in the agency zone): the claims of batches not voided, billed ' +
  'by then, with something outstanding or denied and waiting for a correction';

/** Accounts receivable: outstanding by payer and by age since billing, with the claims behind it. */
export const receivablesRoutes =
  (deps: ClaimsDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/claims/receivables',
      {
        config: admins,
        schema: {
          tags,
          description: `${AS_OF}; buckets by age since billing, payers, the claims oldest first with their filing deadlines.`,
          querystring: receivablesQuery,
          response: { 200: z.object({ data: receivablesOut }) },
        },
      },
      async (request) => ({ data: await receivables(deps, currentUser(request), request.query.asOf, request.ip) }),
    );
    app.get(
      '/claims/receivables/xlsx',
      {
        config: admins,
        schema: {
          tags,
          description: `${AS_OF}, as an xlsx: a Summary sheet (buckets, payers) and a Claims sheet.`,
          querystring: receivablesQuery,
        },
      },
      async (request, reply) => {
        const { asOf, write } = await receivablesWorkbook(deps, currentUser(request), request.query.asOf, request.ip);
        const name = contentDisposition(`hearth-receivables-${asOf}.xlsx`);
        return sendWorkbook(request, reply, name, write, 'receivables workbook failed');
      },
    );
  };
