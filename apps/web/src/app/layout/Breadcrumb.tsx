import { Link, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ROUTES, findRoute, type RouteDef } from '@flyerdesk/domain/routes';

const DASHBOARD = ROUTES.find((route) => route.path === '/dashboard');

/**
 * One line: the trail keeps its links whole and the current screen's title, last, shortens with an
 * ellipsis. On a phone only the current screen's title is shown (the sidebar leads to the others).
 */
const StyledList = styled.ol`
  display: flex;
  flex-wrap: nowrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-width: 0;
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    flex: 0 0 auto;
    white-space: nowrap;
  }
  li + li::before {
    content: '/';
    margin-right: ${({ theme }) => theme.space(2)};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  [aria-current='page'] {
    flex: 0 1 auto;
    min-width: 0;
    overflow: hidden;
    text-overflow: ellipsis;
    font-weight: 600;
  }
  @media (max-width: ${({ theme }) => theme.breakpoints.mobileMax}) {
    li:not([aria-current='page']) {
      display: none;
    }
    li + li::before {
      content: none;
    }
  }
`;

/** The trail to the current screen, starting with the dashboard (spec §2 navbar). */
function trailFor(pathname: string): RouteDef[] {
  const route = findRoute(pathname);
  const parent = route ? ROUTES.find((r) => r.children?.includes(route)) : undefined;
  const trail = [DASHBOARD, parent, route].filter((r): r is RouteDef => r !== undefined);
  return trail.filter((r, index) => trail.indexOf(r) === index);
}

export function Breadcrumb() {
  const { t } = useTranslation('layout');
  const { t: tr } = useTranslation('routes');
  const { pathname } = useLocation();
  const trail = trailFor(pathname);
  return (
    <nav aria-label={t('navbar.breadcrumb')}>
      <StyledList>
        {trail.map((route, index) =>
          index === trail.length - 1 ? (
            <li key={route.path} aria-current="page" title={tr(route.titleKey)} data-testid="navbar-title">
              {tr(route.titleKey)}
            </li>
          ) : (
            <li key={route.path}>
              <Link to={route.path}>{tr(route.titleKey)}</Link>
            </li>
          ),
        )}
      </StyledList>
    </nav>
  );
}
