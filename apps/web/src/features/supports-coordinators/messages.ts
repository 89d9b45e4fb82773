/**
 * Supports coordinator screen texts. Spec 01 section 8 words only the update failure ('Staff update
 * failed', sic: the screens share the staff wording); the success texts follow the other records'.
 */
export const ScText = {
  createSuccess: 'Supports Coordinator create successful',
  updateSuccess: 'Supports Coordinator update successful',
  updateFailed: 'Staff update failed',
  empty: 'No Supports Coordinators',
} as const;
