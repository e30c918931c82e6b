import { useApolloClient, useQuery, useSubscription } from '@apollo/client/react';
import { formatDateTime } from '@flyerdesk/domain/dates';
import { can } from '@flyerdesk/domain/permissions';
import { useCallback, useContext, useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { NotificationRecordFragment } from '../../__generated__/graphql';
import { ConnectionContext } from '../../shared/apollo/ConnectionContext';
import { planSequence } from '../../shared/resource/listPatch';
import { SessionDocument } from '../../shared/session/session';
import { StyledButton } from '../../shared/ui/Button';
import { ErrorState, LoadingState } from '../../shared/ui/States';
import { BLOCK_VARIABLES, placeNotification, recentSends } from './dashboardBlock';
import { NotificationProgress } from './NotificationProgress';
import { DELIVERIES_PATH, NOTIFICATIONS_PATH } from './notificationsResource';
import { NotificationStatusBadge } from './NotificationStatusBadge';
import { DashboardNotificationsQuery, NotificationsChangedSubscription } from './operations';
import { useNotificationTexts } from './useNotificationTexts';

type Row = NotificationRecordFragment;

/** Roles of the signed-in user, read from the session the app has already loaded (never fetched here). */
function useSessionRoles(): readonly string[] {
  const { data } = useQuery(SessionDocument, { fetchPolicy: 'cache-only' });
  return data?.me.roles ?? [];
}

/**
 * The dashboard's notifications block (spec §2): sends in progress with their live progress bars and
 * counts, the planned ones and the last sent, kept live by `notificationsChanged`. Those who may send
 * get a link to /selective-notifications; the others (editors) see it read-only. Shown to users who may
 * read notifications.
 */
export function NotificationsPanel() {
  const roles = useSessionRoles();
  if (!can(roles, 'notifications.archive')) return null;
  return <NotificationsPanelContent canSend={can(roles, 'notifications.send')} />;
}

function NotificationsPanelContent({ canSend }: { canSend: boolean }) {
  const { t } = useTranslation('notifications');
  const headingId = useId();
  const client = useApolloClient();
  const connection = useContext(ConnectionContext);
  const { data, previousData, error, refetch: refetchQuery } = useQuery(DashboardNotificationsQuery, {
    variables: BLOCK_VARIABLES,
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
  });
  const refetch = useCallback(() => {
    refetchQuery().catch(() => undefined);
  }, [refetchQuery]);
  const lastSeq = useRef<number | null>(null);

  useSubscription(NotificationsChangedSubscription, {
    fetchPolicy: 'no-cache',
    ignoreResults: true,
    onData: ({ data: result }) => {
      const change = result.data?.change;
      if (!change) return;
      const plan = planSequence(lastSeq.current, change.seq);
      lastSeq.current = plan.lastSeq;
      if (plan.apply) {
        client.cache.updateQuery({ query: DashboardNotificationsQuery, variables: BLOCK_VARIABLES }, (cached) => {
          const placed = cached ? placeNotification(cached, change.record) : null;
          return placed && cached ? { ...cached, ...placed } : undefined;
        });
      }
      if (plan.refetch) refetch();
    },
  });

  // Back after a drop: events may have been missed.
  useEffect(() => {
    if (!connection) return undefined;
    let previous = connection.getStatus();
    return connection.subscribe(() => {
      const status = connection.getStatus();
      if (status === 'connected' && previous === 'lost') {
        lastSeq.current = null;
        refetch();
      }
      previous = status;
    });
  }, [connection, refetch]);

  const block = data ?? previousData;
  let body: ReactNode;
  if (!block && error) body = <ErrorState message={t('dashboard.error')} onRetry={refetch} />;
  else if (!block) body = <LoadingState label={t('dashboard.loading')} lines={3} />;
  else
    body = (
      <StyledSections>
        <Section title={t('dashboard.sending')} empty={t('dashboard.noneSending')} items={block.sending.items} canOpen={canSend} onFinished={refetch} testId="dashboard-notifications-sending" />
        <Section title={t('dashboard.planned')} empty={t('dashboard.nonePlanned')} items={block.planned.items} canOpen={canSend} onFinished={refetch} testId="dashboard-notifications-planned" />
        <Section title={t('dashboard.sent')} empty={t('dashboard.noneSent')} items={recentSends(block)} canOpen={canSend} onFinished={refetch} testId="dashboard-notifications-sent" />
      </StyledSections>
    );

  return (
    <StyledPanel aria-labelledby={headingId} data-testid="dashboard-notifications">
      <StyledHeader>
        <StyledHeading id={headingId}>{t('dashboard.heading')}</StyledHeading>
        <StyledLinks>
          {canSend ? (
            <StyledButton as={Link} to={NOTIFICATIONS_PATH} $variant="primary" data-testid="dashboard-notifications-open">
              {t('dashboard.open')}
            </StyledButton>
          ) : null}
          <StyledButton as={Link} to={DELIVERIES_PATH} data-testid="dashboard-notifications-archive">
            {t('dashboard.archive')}
          </StyledButton>
        </StyledLinks>
      </StyledHeader>
      {block && error ? <ErrorState message={t('dashboard.error')} onRetry={refetch} /> : null}
      {body}
    </StyledPanel>
  );
}

function Section({
  title,
  empty,
  items,
  canOpen,
  onFinished,
  testId,
}: {
  title: string;
  empty: string;
  items: readonly Row[];
  canOpen: boolean;
  /** A send shown here ended: the block is read again so that it moves to its section. */
  onFinished: () => void;
  testId: string;
}) {
  const headingId = useId();
  return (
    <StyledSection aria-labelledby={headingId} data-testid={testId}>
      <StyledSectionHeading id={headingId}>{title}</StyledSectionHeading>
      {items.length === 0 ? (
        <StyledEmpty>{empty}</StyledEmpty>
      ) : (
        <StyledList>
          {items.map((notification) => (
            <NotificationRow key={notification.id} notification={notification} canOpen={canOpen} onFinished={onFinished} />
          ))}
        </StyledList>
      )}
    </StyledSection>
  );
}

function NotificationRow({ notification, canOpen, onFinished }: { notification: Row; canOpen: boolean; onFinished: () => void }) {
  const { t } = useTranslation('notifications');
  const texts = useNotificationTexts();
  const name = texts.name(notification);
  const targets = [...notification.storeNames, ...notification.groupNames].join(', ');
  return (
    <StyledItem data-testid={`dashboard-notification-${notification.id}`} data-status={notification.status}>
      <StyledItemTop>
        {canOpen ? (
          <StyledName as={Link} to={`${NOTIFICATIONS_PATH}?${new URLSearchParams({ record: notification.id }).toString()}`}>
            {name}
          </StyledName>
        ) : (
          <StyledName>{name}</StyledName>
        )}
        <NotificationStatusBadge status={notification.status} />
      </StyledItemTop>
      <StyledMeta>
        {texts.channel(notification.channel)}
        {targets !== '' ? ` · ${targets}` : ''}
      </StyledMeta>
      {notification.status === 'SENDING' ? <NotificationProgress notification={notification} onFinished={onFinished} /> : null}
      {notification.status === 'PLANNED' && notification.plannedAt ? (
        <StyledMeta>{t('dashboard.plannedFor', { at: formatDateTime(notification.plannedAt) })}</StyledMeta>
      ) : null}
      {notification.status === 'SENT' || notification.status === 'FAILED' ? (
        <StyledMeta>
          {t('dashboard.sentAt', { at: formatDateTime(notification.finishedAt ?? notification.updatedAt) })} ·{' '}
          {texts.counts({ sent: notification.sent, failed: notification.failed, recipients: notification.recipients })}
        </StyledMeta>
      ) : null}
    </StyledItem>
  );
}

const StyledPanel = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow};
  min-width: 0;
`;

const StyledHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
`;

const StyledHeading = styled.h2`
  margin: 0;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.font.size.lg};
`;

const StyledLinks = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

const StyledSections = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 18rem), 1fr));
  gap: ${({ theme }) => theme.space(4)};
  align-items: start;
`;

const StyledSection = styled.section`
  min-width: 0;
`;

const StyledSectionHeading = styled.h3`
  margin: 0 0 ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: 600;
  text-transform: uppercase;
  letter-spacing: 0.04em;
`;

const StyledEmpty = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const StyledList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledItem = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  min-width: 0;
  overflow-wrap: anywhere;
`;

const StyledItemTop = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
`;

const StyledName = styled.span`
  font-weight: 600;
  color: ${({ theme }) => theme.colors.text};
  min-width: 0;

  &[href] {
    color: ${({ theme }) => theme.colors.primary};
  }

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const StyledMeta = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;
