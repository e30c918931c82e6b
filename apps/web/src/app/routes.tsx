import { Suspense, useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useRouteError, type RouteObject } from 'react-router-dom';
import styled from 'styled-components';
import { ROUTES, START_ROUTE, canAccess, findRoute, landingPath, type RouteDef } from '@flyerdesk/domain/routes';
import LoginPage from '../features/auth/LoginPage';
import { NotFoundPage, UnauthorizedPage } from '../features/errors/NotFoundPage';
import { NotAvailablePage } from '../features/errors/NotAvailablePage';
import { RouteErrorPage } from '../features/errors/RouteErrorPage';
import { useSession } from '../shared/session/session';
import { isChunkLoadError, noteChunkLoadFailure } from '../shared/errors/newVersion';
import { InlineNewVersionPrompt } from '../shared/errors/NewVersionPrompt';
import { PublicOnly, RequireAuth, RoleGuard, StartRedirect } from './guards';
import { DocumentTitle } from './DocumentTitle';
import { lazyScreen } from './lazyScreen';
import { Loading } from '../shared/ui/Spinner';

interface MainLayoutProps {
  isBuilt: (path: string) => boolean;
}

/**
 * The main layout (navigation, job centre, release notes) with its texts: loaded after sign-in, not with
 * the sign-in screen. A failed load offers the reload like a screen's (AppRouteError).
 */
const MainLayout = lazyScreen<MainLayoutProps>(
  () => import('./layout/MainLayout').then((module) => ({ default: module.MainLayout })),
  ['jobs', 'jobCentre', 'releaseNotes'],
);

function SignedInFrame({ isBuilt }: MainLayoutProps) {
  const { t } = useTranslation('common');
  return (
    <Suspense fallback={<Loading label={t('loading')} />}>
      <MainLayout isBuilt={isBuilt} />
    </Suspense>
  );
}

/** Screens that exist in this version, by domain route path. */
export type BuiltRouteTable = Readonly<Record<string, ReactNode>>;

/**
 * A group's own path (e.g. /archives) leads to its default (or first allowed) child; when that child
 * is not in this version, to the first allowed child that is.
 */
function GroupRedirect({ path, isBuilt }: { path: string; isBuilt: (path: string) => boolean }) {
  const { user, flags } = useSession();
  const roles = user?.roles ?? [];
  const landing = landingPath(path, roles, flags);
  const built = isBuilt(landing)
    ? landing
    : findRoute(path)?.children?.find((child) => isBuilt(child.path) && canAccess(child.path, roles, flags))?.path;
  return <Navigate to={built ?? landing} replace />;
}

const StyledErrorMain = styled.main`
  padding: ${({ theme }) => theme.space(6)};
`;

/**
 * The router's last resort: a module of the previous version that failed to load outside any screen
 * offers the reload (and is in the error log); any other error shows the error page.
 */
function AppRouteError() {
  const error = useRouteError();
  const chunkLoad = isChunkLoadError(error);
  useEffect(() => {
    if (chunkLoad) noteChunkLoadFailure(error);
  }, [chunkLoad, error]);
  if (!chunkLoad) return <RouteErrorPage />;
  return (
    <StyledErrorMain>
      <InlineNewVersionPrompt />
    </StyledErrorMain>
  );
}

function RootFrame() {
  return (
    <>
      <DocumentTitle />
      <Outlet />
    </>
  );
}

/**
 * The router's table (spec §2): public /login, /404, /401; every built screen under the main layout
 * behind the sign-in and role guards; role start pages that this version lacks show a
 * "not available yet" page; everything else goes to /404.
 */
export function createAppRoutes(built: BuiltRouteTable): RouteObject[] {
  const isBuilt = (path: string) => Object.hasOwn(built, path);
  const guarded = (element: ReactNode) => <RoleGuard>{element}</RoleGuard>;

  const missingStartPages = new Set(Object.values(START_ROUTE).filter((path) => !isBuilt(path)));
  const screens: RouteObject[] = [];
  const visit = (route: RouteDef) => {
    if (isBuilt(route.path)) {
      screens.push({ path: route.path, element: guarded(built[route.path]) });
    } else if (route.children?.some((child) => isBuilt(child.path))) {
      screens.push({ path: route.path, element: guarded(<GroupRedirect path={route.path} isBuilt={isBuilt} />) });
    } else if (!missingStartPages.has(route.path)) {
      // A known screen this version lacks: the role check still comes first (a role that may not open it
      // goes to its start page, spec §6); for a role that may, it does not exist yet.
      screens.push({ path: route.path, element: guarded(<Navigate to="/404" replace />) });
    }
    route.children?.forEach(visit);
  };
  ROUTES.forEach(visit);
  missingStartPages.forEach((path) => screens.push({ path, element: guarded(<NotAvailablePage />) }));

  return [
    {
      element: <RootFrame />,
      errorElement: <AppRouteError />,
      children: [
        {
          path: '/login',
          element: (
            <PublicOnly>
              <LoginPage />
            </PublicOnly>
          ),
        },
        { path: '/404', element: <NotFoundPage /> },
        { path: '/401', element: <UnauthorizedPage /> },
        {
          element: (
            <RequireAuth>
              <SignedInFrame isBuilt={isBuilt} />
            </RequireAuth>
          ),
          children: [{ index: true, element: <StartRedirect /> }, ...screens],
        },
        { path: '*', element: <Navigate to="/404" replace /> },
      ],
    },
  ];
}
