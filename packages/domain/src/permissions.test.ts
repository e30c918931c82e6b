import { PERMISSIONS, PERMISSION_NAMES, can, isPermission, usableWhilePasswordChangeRequired, type Permission } from './permissions';
import { ROLES, type Role } from './roles';

const holders = (permission: Permission): Role[] => ROLES.filter((role) => can([role], permission));

describe('permissions (spec §6)', () => {
  it.each<Permission>([
    'users.read',
    'users.write',
    'logs.read',
    'leaflets.order',
    'loyaltyCards.read',
    'loyaltyCards.write',
    'appConfig.read',
    'appConfig.write',
    'scrapper.pdf',
    'stores.create',
    'stores.delete',
    'stores.restore',
  ])('only ADMIN and ROOT hold %s', (permission) => {
    expect(holders(permission).sort()).toEqual(['ADMIN', 'ROOT']);
  });

  it.each<Permission>([
    'stores.read',
    'stores.update',
    'categories.read',
    'categories.write',
    'groups.read',
    'groups.write',
    'leaflets.read',
    'leaflets.update',
    'leaflets.refresh',
    'leaflets.delete',
    'inserts.write',
    'archives.read',
    'crawler.run',
  ])('editors and administrators hold %s', (permission) => {
    expect(holders(permission).sort()).toEqual(['ADMIN', 'EDITOR', 'ROOT']);
  });

  it('gives every signed-in role its own profile, password change and system info', () => {
    for (const permission of ['session.me', 'password.change', 'system.read'] as const) {
      expect(holders(permission)).toEqual([...ROLES]);
    }
  });

  it('does not load platforms for EDITOR_NOTIFICATION', () => {
    expect(can(['EDITOR_NOTIFICATION'], 'platforms.read')).toBe(false);
    expect(holders('platforms.read')).toEqual(ROLES.filter((r) => r !== 'EDITOR_NOTIFICATION'));
    expect(can(['EDITOR_NOTIFICATION', 'EDITOR'], 'platforms.read')).toBe(true);
  });

  it('lets EDITOR_NOTIFICATION send selective notifications and read their archive only', () => {
    const granted = PERMISSION_NAMES.filter((p) => can(['EDITOR_NOTIFICATION'], p));
    expect(granted.sort()).toEqual(
      // records.lock: the edit lock of a planned notification (each resource's own permission is checked too).
      ['jobs.progress', 'notifications.archive', 'notifications.send', 'password.change', 'presence.join', 'records.lock', 'session.me', 'system.read'].sort(),
    );
  });

  it('limits EDITOR_RECIPE to recipes and EDITOR_REELS to reels', () => {
    const ownOnly = (role: Role) =>
      PERMISSION_NAMES.filter((p) => can([role], p) && !['session.me', 'password.change', 'presence.join', 'system.read', 'platforms.read'].includes(p));
    expect(ownOnly('EDITOR_RECIPE').sort()).toEqual(['recipes.read', 'recipes.write', 'records.lock']);
    expect(ownOnly('EDITOR_REELS').sort()).toEqual(['records.lock', 'reels.read', 'reels.write']);
    expect(can(['EDITOR_RECIPE'], 'cooks.write')).toBe(false);
  });

  it('keeps changes of promotion order away from EDITOR', () => {
    expect(can(['EDITOR'], 'leaflets.update')).toBe(true);
    expect(can(['EDITOR'], 'leaflets.order')).toBe(false);
  });

  it('grants nothing to unknown or missing roles', () => {
    for (const permission of PERMISSION_NAMES) {
      expect(can([], permission)).toBe(false);
      expect(can(['GUEST'], permission)).toBe(false);
    }
  });

  it('lets ROOT and ADMIN do everything', () => {
    for (const permission of PERMISSION_NAMES) {
      expect(can(['ROOT'], permission)).toBe(true);
      expect(can(['ADMIN'], permission)).toBe(true);
    }
  });

  it('recognises permission names', () => {
    expect(isPermission('leaflets.order')).toBe(true);
    expect(isPermission('toString')).toBe(false);
    expect(Object.keys(PERMISSIONS)).toEqual(PERMISSION_NAMES);
  });

  it('leaves a user who must change a temporary password only their profile, the password change and sign-out', () => {
    expect(PERMISSION_NAMES.filter(usableWhilePasswordChangeRequired).sort()).toEqual(['password.change', 'session.me', 'system.read']);
  });
});
