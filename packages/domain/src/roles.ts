/** User roles of the back-office (spec §6). */
export const ROLES = [
  'ROOT',
  'ADMIN',
  'EDITOR',
  'EDITOR_NOTIFICATION',
  'EDITOR_RECIPE',
  'EDITOR_REELS',
] as const;

export type Role = (typeof ROLES)[number];

export function isRole(x: unknown): x is Role {
  return typeof x === 'string' && (ROLES as readonly string[]).includes(x);
}

/** Administrators see every screen, shop, cook and reel channel. */
export const ADMIN_ROLES = ['ADMIN', 'ROOT'] as const satisfies readonly Role[];

/** True when any of the user's roles is an administrator role. */
export function isAdmin(roles: readonly string[]): boolean {
  return roles.some((role) => (ADMIN_ROLES as readonly string[]).includes(role));
}

/** True when the user holds at least one of the allowed roles. */
export function hasAnyRole(roles: readonly string[], allowed: readonly Role[]): boolean {
  return roles.some((role) => (allowed as readonly string[]).includes(role));
}
