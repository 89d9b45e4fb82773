/** Toasts of the client service (authorization) form, spec 01 section 8. */
export const ClientServiceToast = {
  createSuccess: 'Client Service create successful',
  createFailed: 'Client Service create failed',
  updateSuccess: 'Client Service update successful',
  updateFailed: 'Client Service update failed',
} as const;

/** Empty state of a staff list in the allocation modal (spec 01 section 8). */
export const NO_MATCHES = 'No Matches found';
