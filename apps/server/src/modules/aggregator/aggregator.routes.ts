import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ACCESS,
  aggregatorRecordListOut,
  aggregatorRecordOut,
  aggregatorRecordParams,
  aggregatorRecordsQuery,
  aggregatorServiceCodeBody,
  aggregatorServiceCodeOut,
  aggregatorSettingsBody,
  aggregatorSettingsOut,
  aggregatorSummaryOut,
  aggregatorSyncOut,
  idSchema,
} from '@hearth/shared';
import { currentUser } from '../../platform/auth.js';
import * as service from './aggregator.service.js';

const tags = ['aggregator'];
const admins = { access: ACCESS.aggregator } as const;
const owner = { access: ACCESS.ownerOnly } as const;

/** Pennsylvania's EVV aggregator: what was sent and how it was answered, "Send now", and its settings. */
export const aggregatorModule =
  (deps: service.AggregatorDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/aggregator/summary',
      { config: admins, schema: { tags, response: { 200: z.object({ data: aggregatorSummaryOut }) } } },
      async () => ({ data: await service.aggregatorSummary(deps) }),
    );
    app.get(
      '/aggregator/records',
      {
        config: admins,
        schema: { tags, querystring: aggregatorRecordsQuery, response: { 200: aggregatorRecordListOut } },
      },
      async (request) => service.listAggregatorRecords(deps, currentUser(request), request.query, request.ip),
    );
    app.get(
      '/aggregator/records/:kind/:recordId',
      {
        config: admins,
        schema: { tags, params: aggregatorRecordParams, response: { 200: z.object({ data: aggregatorRecordOut }) } },
      },
      async (request) => ({
        data: await service.aggregatorRecord(deps, currentUser(request), {
          kind: request.params.kind,
          id: request.params.recordId,
          ip: request.ip,
        }),
      }),
    );
    app.post(
      '/aggregator/sync',
      { config: admins, schema: { tags, response: { 200: z.object({ data: aggregatorSyncOut }) } } },
      async (request) => ({ data: await service.syncAggregator(deps, currentUser(request), request.ip) }),
    );
    app.get(
      '/aggregator/settings',
      { config: owner, schema: { tags, response: { 200: z.object({ data: aggregatorSettingsOut }) } } },
      async () => ({ data: await service.aggregatorSettings(deps) }),
    );
    app.put(
      '/aggregator/settings',
      {
        config: owner,
        schema: { tags, body: aggregatorSettingsBody, response: { 200: z.object({ data: aggregatorSettingsOut }) } },
      },
      async (request) => ({
        data: await service.saveAggregatorSettings(deps, currentUser(request), request.body, request.ip),
      }),
    );
    app.put(
      '/aggregator/services/:serviceId',
      {
        config: owner,
        schema: {
          tags,
          params: z.object({ serviceId: idSchema }),
          body: aggregatorServiceCodeBody,
          response: { 200: z.object({ data: aggregatorServiceCodeOut }) },
        },
      },
      async (request) => ({
        data: await service.saveServiceCode(
          deps,
          currentUser(request),
          request.params.serviceId,
          request.body,
          request.ip,
        ),
      }),
    );
  };
