import { initialsOf, usernameHue } from './PresenceAvatars';

describe('presence avatars', () => {
  it('shows initials and keeps a colour per person', () => {
    expect(initialsOf('anna')).toBe('AN');
    expect(initialsOf('piotr.nowak')).toBe('PN');
    expect(initialsOf('jan kowalski')).toBe('JK');
    expect(usernameHue('anna')).toBe(usernameHue('anna'));
    expect(usernameHue('anna')).not.toBe(usernameHue('piotr'));
  });
});
