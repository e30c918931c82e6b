import { formatDateTime } from '@flyerdesk/domain/dates';
import { formatPlatformName } from '@flyerdesk/domain/platforms';
import { useQuery } from '@apollo/client/react';
import { formatDistance, type Locale } from 'date-fns';
import { enUS, pl, ru } from 'date-fns/locale';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { graphql } from '../../__generated__/gql';
import type { ActivityLine_MoveFragment } from '../../__generated__/graphql';
import { StyledButton } from '../../shared/ui/Button';
import { ACTIVITY_LIMIT, OrderingMovesQuery } from './operations';
import { ALL_PLATFORMS } from '@flyerdesk/domain/ordering';
import type { MoveToUndo } from './useUndoMove';

export const ActivityLine_move = graphql(`
  fragment ActivityLine_move on OrderingMove {
    id
    platform
    leafletId
    naturalId
    storeName
    fromPriority
    toPriority
    displacedNaturalId
    actor
    at
    versionBefore
    versionAfter
    clientMutationId
    undoOf
  }
`);

const DATE_LOCALES: Record<string, Locale> = { pl, en: enUS, ru };
/** Relative times ("2 minutes ago") are brought up to date this often. */
const CLOCK_TICK_MS = 30_000;

function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), CLOCK_TICK_MS);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

export interface ActivityLineProps {
  platform: string;
  /** Version of the ordering on screen: a move can be undone only while it is still the current one. */
  orderingVersion: number;
  me: string | undefined;
  onUndo: (move: MoveToUndo) => void;
}

/** Your own last move, if it can still be undone (nobody changed the ordering since). */
export function undoableMove(
  moves: readonly ActivityLine_MoveFragment[],
  platform: string,
  orderingVersion: number,
  me: string | undefined,
): ActivityLine_MoveFragment | undefined {
  const last = moves[0];
  if (!last || me === undefined) return undefined;
  const undoable = last.actor === me && last.platform === platform && last.versionAfter === orderingVersion && !last.undoOf;
  return undoable ? last : undefined;
}

/** The latest moves on the platform, newest first, with an undo for your own last one. */
export function ActivityLine({ platform, orderingVersion, me, onUndo }: ActivityLineProps) {
  const { t, i18n } = useTranslation('xmloffers');
  const headingId = useId();
  const now = useNow();
  const { data, error } = useQuery(OrderingMovesQuery, {
    variables: { platform, limit: ACTIVITY_LIMIT },
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
  });
  const moves = data?.orderingMoves;
  const undoable = moves ? undoableMove(moves, platform, orderingVersion, me) : undefined;
  const locale = DATE_LOCALES[i18n.language] ?? enUS;

  const describe = (move: ActivityLine_MoveFragment) => {
    const names = { actor: move.actor, storeName: move.storeName, naturalId: move.naturalId };
    if (move.undoOf) return t('activity.undid', names);
    if (move.toPriority == null) return t('activity.cleared', names);
    return t('activity.moved', { ...names, toPriority: move.toPriority });
  };

  let body;
  if (!moves) {
    body = <StyledMuted>{error ? t('activity.error') : t('activity.loading')}</StyledMuted>;
  } else if (moves.length === 0) {
    body = <StyledMuted>{t('activity.empty')}</StyledMuted>;
  } else {
    body = (
      <StyledMoves>
        {moves.map((move) => (
          <StyledMove key={move.id} data-testid={`activity-move-${move.id}`}>
            <span>{describe(move)}</span>
            {move.displacedNaturalId && !move.undoOf && (
              <StyledMuted>({t('activity.displaced', { naturalId: move.displacedNaturalId })})</StyledMuted>
            )}
            {platform === ALL_PLATFORMS && (
              <StyledMuted>{t('activity.onPlatform', { platform: formatPlatformName(move.platform) })}</StyledMuted>
            )}
            <StyledTime dateTime={move.at} title={formatDateTime(move.at)}>
              {formatDistance(new Date(move.at), now, { addSuffix: true, locale })}
            </StyledTime>
            {undoable?.id === move.id && (
              <StyledButton
                type="button"
                $variant="ghost"
                aria-label={t('activity.undoLabel', { naturalId: move.naturalId })}
                data-testid="undo-move"
                onClick={() => onUndo(move)}
              >
                {t('activity.undo')}
              </StyledButton>
            )}
          </StyledMove>
        ))}
      </StyledMoves>
    );
  }

  return (
    <StyledActivity aria-labelledby={headingId} data-testid="activity-line">
      <StyledHeading id={headingId}>{t('activity.heading')}</StyledHeading>
      {body}
    </StyledActivity>
  );
}

const StyledActivity = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surfaceAlt};
`;

const StyledHeading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  text-transform: uppercase;
  letter-spacing: 0.04em;
`;

const StyledMoves = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(0.5)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledMove = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `0 ${theme.space(2)}`};
  min-height: 32px;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.font.size.sm};

  ${StyledButton} {
    min-height: 28px;
    padding: ${({ theme }) => `0 ${theme.space(2)}`};
  }
`;

const StyledMuted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const StyledTime = styled.time`
  color: ${({ theme }) => theme.colors.textMuted};
`;
