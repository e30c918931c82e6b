import styled, { useTheme } from 'styled-components';

/** A stable hue per username, so a person keeps their colour across screens and sessions. */
export function usernameHue(username: string): number {
  let hash = 0;
  for (const char of username) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return hash % 360;
}

/** Up to two letters: the initials of the name's parts, or its first two letters. */
export function initialsOf(username: string): string {
  const parts = username.split(/[\s._@-]+/).filter(Boolean);
  const letters = parts.length > 1 ? `${parts[0]?.[0] ?? ''}${parts[1]?.[0] ?? ''}` : username.slice(0, 2);
  return letters.toUpperCase();
}

export interface PresenceAvatarsProps {
  members: readonly { username: string }[];
  /** The signed-in user (marked with `youLabel`). */
  me: string | undefined;
  /** Accessible name of the group, e.g. "Who has this record open". */
  label: string;
  /** Accessible name of the signed-in user's own avatar, e.g. "anna (you)". */
  youLabel: (username: string) => string;
  'data-testid': string;
}

/**
 * One avatar per person present (you included, marked), each `presence-avatar-<username>`. The
 * colour is derived from the name with the theme's lightness, the letters use the theme's surface.
 */
export function PresenceAvatars({ members, me, label, youLabel, 'data-testid': testId }: PresenceAvatarsProps) {
  const theme = useTheme();
  const usernames = [...new Set(members.map((member) => member.username))];
  if (usernames.length === 0) return null;
  return (
    <StyledAvatars aria-label={label} data-testid={testId}>
      {usernames.map((username) => {
        const name = username === me ? youLabel(username) : username;
        return (
          <li key={username}>
            <StyledAvatar
              role="img"
              aria-label={name}
              title={name}
              data-testid={`presence-avatar-${username}`}
              style={{
                background: `hsl(${usernameHue(username)} 55% ${theme.name === 'dark' ? '68%' : '36%'})`,
                color: theme.name === 'dark' ? theme.colors.background : theme.colors.surface,
              }}
            >
              {initialsOf(username)}
            </StyledAvatar>
          </li>
        );
      })}
    </StyledAvatars>
  );
}

const StyledAvatars = styled.ul`
  display: flex;
  margin: 0;
  padding: 0;
  list-style: none;

  li + li {
    margin-left: -6px;
  }
`;

const StyledAvatar = styled.span`
  display: inline-grid;
  place-items: center;
  width: 32px;
  height: 32px;
  border: 2px solid ${({ theme }) => theme.colors.surface};
  border-radius: 50%;
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: 700;
  cursor: default;
`;
