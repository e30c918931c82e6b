import { useQuery, useSubscription } from '@apollo/client/react';
import { formatDate, formatDateTime } from '@flyerdesk/domain/dates';
import { PLATFORM_KEYS, PRIORITY_FIELD, VISIBILITY_FIELD, formatPlatformName } from '@flyerdesk/domain/platforms';
import type { TFunction } from 'i18next';
import { useLayoutEffect, useMemo, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import type { ArchiveLeafletDetailsFragment } from '../../__generated__/graphql';
import { HistoryPanel } from '../../shared/resource/HistoryPanel';
import type { FieldDescription } from '../../shared/resource/types';
import { formatValue } from '../../shared/resource/values';
import { Alert } from '../../shared/ui/Alert';
import { StyledPageTitle, StyledPanel } from '../../shared/ui/Page';
import { ErrorState, LoadingState } from '../../shared/ui/States';
import { StatusBadge } from '../../shared/ui/StatusBadge';
import { QUIET, useLeftArchiveNotice } from './archiveLive';
import { StyledControls, StyledMuted, StyledTag } from './archivesStyles';
import { LeafletPagesReadOnly } from './LeafletPagesReadOnly';
import { atBy, hasExpired, titleOf, useArchiveShops, validityText } from './leafletText';
import { ArchiveLeafletChangedSubscription, ArchiveLeafletHistoryQuery, ArchiveLeafletQuery } from './operations';
import { ARCHIVE_LIST_PATH } from './paths';
import { RestoreLeafletButton } from './RestoreLeafletButton';

type Leaflet = ArchiveLeafletDetailsFragment;

/**
 * Details of an archived leaflet (/archives/leaflet-details?id=<leafletId>, spec §2), read-only: its
 * fields, its pages and what they hold, its edit history, and Restore. Without an id it explains
 * where to pick a leaflet.
 */
export default function ArchivedLeafletDetailsPage() {
  const [params] = useSearchParams();
  const leafletId = params.get('id')?.trim() ?? '';
  return leafletId ? <ArchivedLeafletDetails key={leafletId} leafletId={leafletId} /> : <NoLeafletChosen />;
}

function NoLeafletChosen() {
  const { t } = useTranslation('archives');
  return (
    <StyledScreen>
      <StyledPageTitle>{t('details.heading')}</StyledPageTitle>
      <StyledMuted>{t('details.noId')}</StyledMuted>
      <Link to={ARCHIVE_LIST_PATH}>{t('details.toList')}</Link>
    </StyledScreen>
  );
}

export function ArchivedLeafletDetails({ leafletId }: { leafletId: string }) {
  const { t } = useTranslation('archives');
  const { nameOf } = useArchiveShops(t);
  const { data, error, loading, refetch } = useQuery(ArchiveLeafletQuery, { variables: { id: leafletId }, fetchPolicy: 'cache-and-network' });
  const leaflet = data?.leaflet ?? null;
  const archived = leaflet?.status === 'DELETED';

  // Someone else restoring (or re-statusing) the leaflet shows here at once: the event updates the cached leaflet.
  const notice = useLeftArchiveNotice();
  const wasArchived = useRef(archived);
  useLayoutEffect(() => {
    wasArchived.current = archived;
  });
  useSubscription(ArchiveLeafletChangedSubscription, {
    variables: { id: leafletId },
    skip: !leaflet,
    context: QUIET,
    onData: ({ data: event }) => {
      const change = event.data?.leafletChanged;
      if (change && wasArchived.current && change.leaflet.status !== 'DELETED') notice(change);
    },
  });

  let content: ReactNode;
  if (!leaflet) {
    if (error && !loading)
      content = (
        <ErrorState
          message={t('details.error')}
          onRetry={() => {
            refetch().catch(() => undefined);
          }}
        />
      );
    else if (loading) content = <LoadingState label={t('details.loading')} />;
    else content = <Alert tone="warning">{t('details.notFound')}</Alert>;
  } else {
    content = (
      <>
        <StyledControls>
          <StatusBadge status={leaflet.status} />
          {archived ? <RestoreLeafletButton leaflet={leaflet} primary /> : null}
        </StyledControls>
        <Alert tone={archived ? 'info' : 'success'}>{archived ? t('details.readOnly') : t('details.notArchived')}</Alert>
        <StyledPanel aria-labelledby="archive-leaflet-fields">
          <StyledSectionTitle id="archive-leaflet-fields">{t('details.fieldsHeading')}</StyledSectionTitle>
          <LeafletFields leaflet={leaflet} shopName={nameOf(leaflet.storeId)} />
        </StyledPanel>
        <StyledPanel aria-labelledby="archive-leaflet-pages">
          <StyledSectionTitle id="archive-leaflet-pages">{t('details.pagesHeading')}</StyledSectionTitle>
          <LeafletPagesReadOnly leafletId={leaflet.id} />
        </StyledPanel>
        <StyledPanel>
          <LeafletHistory leafletId={leaflet.id} version={leaflet.version} />
        </StyledPanel>
      </>
    );
  }

  return (
    <StyledScreen data-testid="archive-leaflet-details">
      <Link to={ARCHIVE_LIST_PATH}>{t('details.back')}</Link>
      <StyledPageTitle>{leaflet ? t('details.title', { naturalId: leaflet.naturalId }) : t('details.heading')}</StyledPageTitle>
      {content}
    </StyledScreen>
  );
}

/** Brand names of the social media platforms (not translated). */
const SOCIAL_NAMES: Record<Leaflet['socialMedia'][number]['platform'], string> = { YOUTUBE: 'YouTube', TIKTOK: 'TikTok' };

const OPTION_FLAGS = ['notShowAdInserts', 'notAllowShoppingList', 'showOnlineBadge', 'showPopularBadge', 'hasRecipe', 'watermark', 'forceLast'] as const;

function orNone(values: readonly string[], t: TFunction): string {
  return values.length > 0 ? values.join(', ') : t('values.none');
}

/** The leaflet's fields as a read-only description list. */
function LeafletFields({ leaflet, shopName }: { leaflet: Leaflet; shopName: string }) {
  const { t } = useTranslation('archives');
  const archived = leaflet.status === 'DELETED';
  const text = (value: unknown) => formatValue(value, t);
  const rows: [string, ReactNode][] = [
    [t('fields.naturalId'), <StyledMono key="id">{leaflet.naturalId}</StyledMono>],
    [t('fields.shop'), shopName],
    [t('fields.additionalInfo'), titleOf(leaflet, t)],
    [t('fields.additionalInfo2'), text(leaflet.additionalInfo2)],
    [
      t('fields.validity'),
      <span key="validity">
        {validityText(leaflet, t)}
        {hasExpired(leaflet) ? <StyledTag>{t('leaflet.expired')}</StyledTag> : null}
      </span>,
    ],
    [
      t('fields.publication'),
      t('values.publicationRange', {
        from: leaflet.publishDate ? formatDateTime(leaflet.publishDate) : t('leaflet.notSet'),
        to: leaflet.publishEndDate ? formatDateTime(leaflet.publishEndDate) : t('values.openEnded'),
      }),
    ],
    [t('fields.created'), atBy(leaflet.createdAt, leaflet.createdBy, t)],
    [archived ? t('fields.deleted') : t('fields.lastChange'), atBy(leaflet.updatedAt, leaflet.updatedBy, t)],
    [t('fields.refreshed'), leaflet.refreshedAt ? atBy(leaflet.refreshedAt, leaflet.refreshedBy, t) : text(null)],
    [t('fields.pageCount'), String(leaflet.pageCount)],
    [t('fields.seoId'), text(leaflet.seoId)],
    [t('fields.visibility'), orNone(PLATFORM_KEYS.filter((key) => leaflet.visibility[key]).map(formatPlatformName), t)],
    [
      t('fields.priorities'),
      orNone(
        PLATFORM_KEYS.flatMap((key) => {
          const priority = leaflet.priorities[key];
          return priority == null ? [] : [`${formatPlatformName(key)}: ${priority}`];
        }),
        t,
      ),
    ],
    [t('fields.options'), orNone(OPTION_FLAGS.filter((flag) => leaflet[flag]).map((flag) => t(`fields.${flag}`)), t)],
    [t('fields.longUrl'), text(leaflet.longUrl)],
    [t('fields.redirectUrl'), text(leaflet.redirectUrl)],
    [t('fields.thumbnailTrackingUrl'), text(leaflet.thumbnailTrackingUrl)],
    [t('fields.zipCodes'), orNone(leaflet.zipCodes, t)],
    [t('fields.socialMedia'), orNone(leaflet.socialMedia.map((link) => `${SOCIAL_NAMES[link.platform]}: ${link.url}`), t)],
    [t('fields.replaceValidityText'), t(`values.replaceValidityText.${leaflet.replaceValidityText}`)],
  ];
  return (
    <StyledFields data-testid="archive-leaflet-fields">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </StyledFields>
  );
}

function whenText(format: (value: string) => string, t: TFunction) {
  return (value: unknown) => (typeof value === 'string' && value !== '' ? format(value) : formatValue(value, t));
}

/** The leaflet's edit history (the kit's HistoryPanel); fields are named as the audit stores them. */
function LeafletHistory({ leafletId, version }: { leafletId: string; version: number }) {
  const { t } = useTranslation('archives');
  const fields = useMemo<FieldDescription<Record<string, unknown>>[]>(() => {
    const date = whenText(formatDate, t);
    const moment = whenText(formatDateTime, t);
    const plain = ['naturalId', 'seoId', 'untilEndOfSupply', 'additionalInfo', 'additionalInfo2', 'longUrl', 'thumbnailTrackingUrl', 'redirectUrl', 'zipCodes', 'socialMedia', 'pageCount', 'firstPageUrl', ...OPTION_FLAGS] as const;
    return [
      ...plain.map((name) => ({ name, label: t(`fields.${name}`) })),
      { name: 'status', label: t('fields.status'), format: whenText((status) => t(`leafletStatus.${status}`, { ns: 'common' }), t) },
      { name: 'validFrom', label: t('fields.validFrom'), format: date },
      { name: 'validTo', label: t('fields.validTo'), format: date },
      { name: 'publishDate', label: t('fields.publishDate'), format: moment },
      { name: 'publishEndDate', label: t('fields.publishEndDate'), format: moment },
      {
        name: 'replaceValidityText',
        label: t('fields.replaceValidityText'),
        format: whenText((value) => t(`values.replaceValidityText.${value}`, { defaultValue: value }), t),
      },
      ...PLATFORM_KEYS.flatMap((key) => [
        { name: PRIORITY_FIELD[key], label: t('fields.priorityOn', { platform: formatPlatformName(key) }) },
        { name: VISIBILITY_FIELD[key], label: t('fields.visibleOn', { platform: formatPlatformName(key) }) },
      ]),
    ];
  }, [t]);
  return <HistoryPanel query={ArchiveLeafletHistoryQuery} id={leafletId} version={version} fields={fields} />;
}

const StyledScreen = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  min-width: 0;
  max-width: 100%;

  h1 {
    margin: 0;
    overflow-wrap: anywhere;
  }

  > a {
    align-self: flex-start;
    color: ${({ theme }) => theme.colors.info};
  }
`;

const StyledSectionTitle = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  font-size: ${({ theme }) => theme.font.size.lg};
`;

const StyledMono = styled.span`
  font-family: ${({ theme }) => theme.font.mono};
  font-weight: 600;
`;

const StyledFields = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 280px), 1fr));
  gap: ${({ theme }) => `${theme.space(3)} ${theme.space(6)}`};
  margin: 0;

  dt {
    font-size: ${({ theme }) => theme.font.size.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }

  dd {
    margin: ${({ theme }) => theme.space(1)} 0 0;
    overflow-wrap: anywhere;
  }
`;
