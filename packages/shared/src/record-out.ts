/** Field groups several records answer with (spread into their output schemas, in place). */
import { z } from 'zod';

/** The version a save must send back (optimistic locking) and the record's times. */
export const recordStampsOut = {
  version: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
};

/** A person's billing address, each part optional (staff, supports coordinators). */
export const optionalAddressOut = {
  billingStreet: z.string().nullable(),
  billingCity: z.string().nullable(),
  billingState: z.string().nullable(),
  billingZIP: z.string().nullable(),
  billingCountry: z.string().nullable(),
};
