import { ADMIN_ROLES, ROLES, hasAnyRole, isAdmin, isRole } from './roles';

describe('roles', () => {
  it('has the six roles of spec §6', () => {
    expect(ROLES).toEqual(['ROOT', 'ADMIN', 'EDITOR', 'EDITOR_NOTIFICATION', 'EDITOR_RECIPE', 'EDITOR_REELS']);
  });

  it('recognises role names exactly', () => {
    expect(isRole('EDITOR_REELS')).toBe(true);
    expect(isRole('editor')).toBe(false);
    expect(isRole(undefined)).toBe(false);
  });

  it('treats ADMIN and ROOT as administrators', () => {
    expect([...ADMIN_ROLES].sort()).toEqual(['ADMIN', 'ROOT']);
    expect(isAdmin(['EDITOR', 'ROOT'])).toBe(true);
    expect(isAdmin(['ADMIN'])).toBe(true);
    expect(isAdmin(['EDITOR', 'EDITOR_NOTIFICATION', 'EDITOR_RECIPE', 'EDITOR_REELS'])).toBe(false);
    expect(isAdmin([])).toBe(false);
  });

  it('checks membership in a role list', () => {
    expect(hasAnyRole(['EDITOR_RECIPE'], ['ADMIN', 'EDITOR_RECIPE'])).toBe(true);
    expect(hasAnyRole(['EDITOR'], ['ADMIN', 'ROOT'])).toBe(false);
  });
});
