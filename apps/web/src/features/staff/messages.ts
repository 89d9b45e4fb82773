/** Staff screen texts from spec 01 section 8 (the server's refusals are in StaffMsg, @hearth/shared). */
export const StaffText = {
  createSuccess: 'Staff create successful',
  updateSuccess: 'Staff update successful',
  updateFailed: 'Staff update failed',
  empty: 'No Staff',
} as const;
