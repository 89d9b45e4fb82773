import { clientOptions, userOptions } from '@hearth/shared';
import { optionSource } from './option-source';

/**
 * The option calls several screens pick from, defined once so every picker of a call shares one
 * cache entry (timesheets, the work entries filter, reports, the allocation modal). Imported by
 * path, not through the form index, so screens without these pickers do not carry their schemas.
 */

/** GET /user/user_list?search&limit&ids: active Staff ('Last, First'). */
export const staffSource = optionSource({
  key: ['users', 'staff-options'],
  path: '/user/user_list',
  schema: userOptions,
  toOption: (s) => ({ id: s.userId, label: s.name }),
});

/** GET /client/client_list?search&limit&ids: active clients ('Last, First'). */
export const clientSource = optionSource({
  key: ['clients', 'options'],
  path: '/client/client_list',
  schema: clientOptions,
  toOption: (c) => ({ id: c.clientId, label: c.name }),
});
