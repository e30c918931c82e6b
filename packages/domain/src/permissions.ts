import { ROLES, type Role } from './roles';

const ALL: readonly Role[] = ROLES;
const ADMINS = ['ADMIN', 'ROOT'] as const satisfies readonly Role[];
const EDITORS = ['ADMIN', 'ROOT', 'EDITOR'] as const satisfies readonly Role[];

/**
 * Who may do what (spec §6). The api and the gateway both check operations against this table,
 * and the route table of the web app follows the same role lists.
 */
export const PERMISSIONS = {
  /** The signed-in user's own profile and password. */
  'session.me': ALL,
  'password.change': ALL,
  /** Platform list: not loaded for EDITOR_NOTIFICATION. */
  'platforms.read': ['ROOT', 'ADMIN', 'EDITOR', 'EDITOR_RECIPE', 'EDITOR_REELS'],
  /** Back-end version and feature switches. */
  'system.read': ALL,

  'stores.read': EDITORS,
  'stores.update': EDITORS,
  'stores.create': ADMINS,
  'stores.delete': ADMINS,
  'stores.restore': ADMINS,

  'categories.read': EDITORS,
  'categories.write': EDITORS,
  'groups.read': EDITORS,
  'groups.write': EDITORS,

  'leaflets.read': EDITORS,
  'leaflets.create': EDITORS,
  'leaflets.update': EDITORS,
  'leaflets.refresh': EDITORS,
  'leaflets.delete': EDITORS,
  'leaflets.restore': EDITORS,
  'leaflets.history': EDITORS,
  /** Order of promotions: changing priorities and the XML feed. */
  'leaflets.order': ADMINS,
  'leaflets.publish': ADMINS,
  /** Dashboard lists of leaflets awaiting activation or deactivation. */
  'publication.read': EDITORS,
  /** Being shown to colleagues on a shared screen (avatars, "is moving …"). */
  'presence.join': ALL,
  /**
   * Edit locks of the resource kit's records (who is editing, take over). Each resource's own read or
   * write permission is checked as well; this is the widest of them (the notification role edits
   * planned notifications, the recipe and reels roles their recipes, reels and channels).
   */
  'records.lock': ['ADMIN', 'ROOT', 'EDITOR', 'EDITOR_NOTIFICATION', 'EDITOR_RECIPE', 'EDITOR_REELS'],
  'articlesData.manage': EDITORS,
  'pages.edit': EDITORS,
  'inserts.read': EDITORS,
  'inserts.write': EDITORS,
  'crawler.run': EDITORS,
  /** Cutting a leaflet's PDF into page images. */
  'leaflets.cut': EDITORS,
  /** The job centre: background jobs (imports, crawler runs, page cutting), their progress, cancel and retry. */
  'jobs.read': EDITORS,
  'jobs.manage': EDITORS,
  /**
   * One job's progress by its id: the job centre's roles, and the notification role for the sends of
   * its own channels (the api checks which jobs each may see).
   */
  'jobs.progress': ['ADMIN', 'ROOT', 'EDITOR', 'EDITOR_NOTIFICATION'],

  'archives.read': EDITORS,
  /** Composing, planning, editing and cancelling push notifications (on one's own channels unless an administrator). */
  'notifications.send': ['EDITOR_NOTIFICATION', 'ADMIN', 'ROOT'],
  /** Notifications sent and planned, their progress and the delivery archive (the dashboard's block, /archives/notifications). */
  'notifications.archive': ['ADMIN', 'ROOT', 'EDITOR', 'EDITOR_NOTIFICATION'],

  'users.read': ADMINS,
  'users.write': ADMINS,
  'logs.read': ADMINS,
  'loyaltyCards.read': ADMINS,
  'loyaltyCards.write': ADMINS,
  'appConfig.read': ADMINS,
  'appConfig.write': ADMINS,
  'scrapper.pdf': ADMINS,

  /** Cooks and their recipes: EDITOR_RECIPE reads the cooks assigned to them and writes their recipes. */
  'recipes.read': ['ADMIN', 'ROOT', 'EDITOR_RECIPE'],
  'recipes.write': ['ADMIN', 'ROOT', 'EDITOR_RECIPE'],
  /** Creating, editing, archiving cooks and assigning their editors. */
  'cooks.write': ADMINS,
  /** Reel channels and their reels: EDITOR_REELS works in the channels assigned to them (a channel they create is assigned to them). */
  'reels.read': ['ADMIN', 'ROOT', 'EDITOR_REELS'],
  'reels.write': ['ADMIN', 'ROOT', 'EDITOR_REELS'],
} as const satisfies Record<string, readonly Role[]>;

export type Permission = keyof typeof PERMISSIONS;

export const PERMISSION_NAMES = Object.keys(PERMISSIONS) as Permission[];

export function isPermission(x: unknown): x is Permission {
  return typeof x === 'string' && Object.prototype.hasOwnProperty.call(PERMISSIONS, x);
}

/**
 * What a user signed in with a temporary password may do until they choose their own: read their
 * profile (with the feature switches every screen, the change-password one too, is drawn with), change
 * the password and sign out. The api refuses everything else with PASSWORD_CHANGE_REQUIRED.
 */
const WHILE_PASSWORD_CHANGE_REQUIRED: ReadonlySet<Permission> = new Set<Permission>(['session.me', 'password.change', 'system.read']);

/** True when a user who must change a temporary password may still use the permission. */
export function usableWhilePasswordChangeRequired(permission: Permission): boolean {
  return WHILE_PASSWORD_CHANGE_REQUIRED.has(permission);
}

/** True when any of the user's roles grants the permission. Unknown role names grant nothing. */
export function can(roles: readonly string[], permission: Permission): boolean {
  const allowed: readonly string[] = PERMISSIONS[permission];
  return roles.some((role) => allowed.includes(role));
}
