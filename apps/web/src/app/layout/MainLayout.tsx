import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { SCROLL_DELAY_MS } from '@flyerdesk/domain/constants';
import { can } from '@flyerdesk/domain/permissions';
import { useSession } from '../../shared/session/session';
import { ErrorBoundary } from '../../features/errors/ErrorBoundary';
import { JobCentreNotifier } from '../../features/jobs/JobCentreNotifier';
import { ChunkLoadBoundary } from '../../shared/errors/NewVersionPrompt';
import { Loading } from '../../shared/ui/Spinner';
import { ConnectionBanner } from './ConnectionBanner';
import { Navbar } from './Navbar';
import { Sidebar } from './Sidebar';
import { useSidebarState } from './useSidebarState';

const StyledShell = styled.div`
  display: flex;
  min-height: 100vh;
`;

const StyledColumn = styled.div`
  flex: 1;
  min-width: 0;
  display: flex;
  flex-direction: column;
`;

const StyledMain = styled.main`
  flex: 1;
  padding: ${({ theme }) => theme.space(6)};
  @media (max-width: ${({ theme }) => theme.breakpoints.mobileMax}) {
    padding: ${({ theme }) => theme.space(3)};
  }
  &:focus {
    outline: none;
  }
`;

const StyledSkipLink = styled.a`
  position: absolute;
  left: -9999px;
  top: 0;
  z-index: 100;
  padding: ${({ theme }) => theme.space(2)};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  &:focus {
    left: ${({ theme }) => theme.space(2)};
  }
`;

const StyledBackdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 39;
  background: ${({ theme }) => theme.colors.overlay};
`;

/** Waits the spec's delay after each navigation, then scrolls the page back to the top. */
function useScrollToTopOnNavigation() {
  const { pathname } = useLocation();
  useEffect(() => {
    const timer = window.setTimeout(() => window.scrollTo({ top: 0, left: 0 }), SCROLL_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [pathname]);
}

/** Frame of every signed-in screen: sidebar, navbar, connection banner and the screen itself. */
export function MainLayout({ isBuilt }: { isBuilt: (path: string) => boolean }) {
  const { t } = useTranslation('layout');
  const { t: tc } = useTranslation('common');
  const { user, flags } = useSession();
  const sidebar = useSidebarState();
  const { pathname } = useLocation();
  useScrollToTopOnNavigation();

  const { smallDevice, open, close } = sidebar;
  useEffect(() => {
    if (!smallDevice || !open) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [smallDevice, open, close]);

  return (
    <StyledShell>
      <StyledSkipLink href="#main-content">{t('skipToContent')}</StyledSkipLink>
      <Sidebar
        roles={user?.roles ?? []}
        flags={flags}
        isBuilt={isBuilt}
        open={sidebar.open}
        overlay={sidebar.smallDevice}
      />
      {sidebar.smallDevice && sidebar.open ? <StyledBackdrop aria-hidden="true" onClick={sidebar.close} /> : null}
      <StyledColumn>
        <Navbar
          username={user?.username ?? ''}
          roles={user?.roles ?? []}
          sidebarOpen={sidebar.open}
          onToggleSidebar={sidebar.toggle}
        />
        {user && can(user.roles, 'jobs.read') ? <JobCentreNotifier username={user.username} /> : null}
        <ConnectionBanner />
        <StyledMain id="main-content" tabIndex={-1}>
          <ErrorBoundary key={pathname}>
            {/* A screen of the previous version that can no longer load offers the reload instead. */}
            <ChunkLoadBoundary>
              <Suspense fallback={<Loading label={tc('loading')} />}>
                <Outlet />
              </Suspense>
            </ChunkLoadBoundary>
          </ErrorBoundary>
        </StyledMain>
      </StyledColumn>
    </StyledShell>
  );
}
