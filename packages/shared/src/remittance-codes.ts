// The adjustment reason codes (CARC) and remark codes (RARC) remittances carry, with their meaning.
// Filled in by the issue-20 work; an unknown code is shown as the code itself.
export const CARC: Record<string, string> = {};
export const RARC: Record<string, string> = {};
export const carcText = (code: string): string => CARC[code] ?? code;
export const rarcText = (code: string): string => RARC[code] ?? code;
