import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ADMIN_USER_TYPES,
  createWorkEntryBody,
  entryIdQuery,
  updateWorkEntryBody,
  UserType,
  workEntryHistoryResponse,
  workEntryListQuery,
  workEntryListResponse,
  workEntryResponse,
} from '@hearth/shared';
import { currentUser } from '../../platform/auth.js';
import { createTimesheet } from './timesheet-create.js';
import { updateTimesheet } from './timesheet-edit.js';
import { readEntry, type EntryDeps } from './work-entry-reads.js';
import { listWorkEntries, readEntryHistory } from './work-entries.service.js';

const admins = { access: ADMIN_USER_TYPES } as const;
/** Staff read their own entries (the use cases narrow; others' answer 404). */
const adminsAndStaff = { access: [...ADMIN_USER_TYPES, UserType.Staff] } as const;
const tags = ['work entries'];

/** Admin timesheets, the work entry list, one entry and its history (one line in app.ts). */
export const workEntriesModule =
  (deps: EntryDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/work_entry',
      { config: admins, schema: { tags, body: createWorkEntryBody, response: { 200: workEntryResponse } } },
      async (request) => ({ data: await createTimesheet(deps, currentUser(request), request.body, request.ip) }),
    );
    app.put(
      '/work_entry',
      { config: admins, schema: { tags, body: updateWorkEntryBody, response: { 200: workEntryResponse } } },
      async (request) => ({ data: await updateTimesheet(deps, currentUser(request), request.body, request.ip) }),
    );
    app.get(
      '/work_entry',
      {
        config: adminsAndStaff,
        schema: { tags, querystring: workEntryListQuery, response: { 200: workEntryListResponse } },
      },
      async (request) => listWorkEntries(deps, currentUser(request), request.query, request.ip),
    );
    app.get(
      '/WorkEntryById',
      { config: adminsAndStaff, schema: { tags, querystring: entryIdQuery, response: { 200: workEntryResponse } } },
      async (request) => ({ data: await readEntry(deps.db, currentUser(request), request.query.entry_id, request.ip) }),
    );
    app.get(
      '/work_entry/history',
      {
        config: adminsAndStaff,
        schema: { tags, querystring: entryIdQuery, response: { 200: workEntryHistoryResponse } },
      },
      async (request) => ({
        data: await readEntryHistory(deps, currentUser(request), request.query.entry_id, request.ip),
      }),
    );
  };
