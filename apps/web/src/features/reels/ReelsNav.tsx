import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

export type ReelsSection = 'reels' | 'channels';

/** The URL parameter of the section shown (`view=channels`; the reels by default). */
export const SECTION_PARAM = 'view';

/** The address of a section of /reels (the reels of one channel when `channelId` is given). */
export function sectionPath(section: ReelsSection, channelId?: string): string {
  const params = new URLSearchParams();
  if (section === 'channels') params.set(SECTION_PARAM, 'channels');
  if (channelId) params.set('channelId', channelId);
  const query = params.toString();
  return query === '' ? '/reels' : `/reels?${query}`;
}

/** The two sections of /reels as links (each starts its list afresh): the reels and their channels. */
export function ReelsNav({ current }: { current: ReelsSection }) {
  const { t } = useTranslation('reels');
  return (
    <StyledNav aria-label={t('nav.label')}>
      {(['reels', 'channels'] as const).map((section) => (
        <StyledLink key={section} to={sectionPath(section)} aria-current={current === section ? 'page' : undefined} data-testid={`reels-nav-${section}`}>
          {t(`nav.${section}`)}
        </StyledLink>
      ))}
    </StyledNav>
  );
}

const StyledNav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)};
  margin-bottom: ${({ theme }) => theme.space(4)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const StyledLink = styled(Link)`
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  border-bottom: 3px solid transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: 600;
  text-decoration: none;

  &:hover {
    color: ${({ theme }) => theme.colors.text};
  }

  &[aria-current='page'] {
    color: ${({ theme }) => theme.colors.text};
    border-bottom-color: ${({ theme }) => theme.colors.primary};
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -2px;
  }
`;
