import type { StaffRole } from '../../common/schemas/staff.ts';

/** A signed-in staff member, as a valid token resolves to. */
export interface StaffMember {
  seq: number;
  email: string;
  firstName: string;
  lastName: string;
  role: StaffRole;
  /** When the token that signed them in expires (ISO). */
  tokenExpires: string;
}

/** Stored e-mails are trimmed and lower-case, so sign-in ignores case. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
