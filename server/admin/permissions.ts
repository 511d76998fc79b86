import type { StaffRole } from '../../common/schemas/staff.ts';

/** What an administration call needs; each route names one in its `config`. */
export type Capability = 'find' | 'edit' | 'delete' | 'activity' | 'feedback' | 'system' | 'hyperparameters';

declare module 'fastify' {
  interface FastifyContextConfig {
    capability?: Capability;
  }
}

/**
 * Staff roles: admin may do everything; moderator finds, edits, approves, deletes, and reads the activity
 * log and visitors' feedback.
 */
const CAPABILITIES: Record<StaffRole, ReadonlySet<Capability>> = {
  admin: new Set<Capability>(['find', 'edit', 'delete', 'activity', 'feedback', 'system', 'hyperparameters']),
  moderator: new Set<Capability>(['find', 'edit', 'delete', 'activity', 'feedback']),
};

/** A call that names no capability is refused to everyone: new routes fail closed. */
export function may(role: StaffRole, capability: Capability | undefined): boolean {
  return capability !== undefined && (CAPABILITIES[role]?.has(capability) ?? false);
}
