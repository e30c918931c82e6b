import { formatDate, formatDateTime } from '@flyerdesk/domain/dates';
import { PLATFORM_KEYS, formatPlatformName } from '@flyerdesk/domain/platforms';
import { useQuery } from '@apollo/client/react';
import { createContext, useContext, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { graphql } from '../../__generated__/gql';
import { Dialog } from '../../shared/ui/Dialog';
import { ErrorState, LoadingState } from '../../shared/ui/States';
import { StatusBadge } from '../../shared/ui/StatusBadge';

export const LeafletDetailsQuery = graphql(`
  query XmlOffersLeafletDetails($id: ID!) {
    leaflet(id: $id) {
      id
      naturalId
      status
      additionalInfo
      additionalInfo2
      validFrom
      validTo
      untilEndOfSupply
      publishDate
      publishEndDate
      createdAt
      createdBy
      refreshedAt
      refreshedBy
      pageCount
      priorities {
        android
        ios
        web
        wp
        android2
      }
      visibility {
        android
        android2
        ios
        web
        wp
      }
      pages {
        pageNumber
        thumbnailUrl
        imageUrl
      }
    }
  }
`);

export interface DetailsTarget {
  leafletId: string;
  naturalId: string;
  storeName: string;
}

/**
 * Places in the details dialog where other parts of the app add their own pieces (e.g. the leaflet's
 * edit dialog); the page that composes the ordering screen (apps/web/src/app) fills them in.
 */
export interface LeafletDetailsSlots {
  /** Actions on the shown leaflet, under its fields. */
  leafletActions?: (target: DetailsTarget) => ReactNode;
}

export const LeafletDetailsSlotsContext = createContext<LeafletDetailsSlots>({});

/** A leaflet's fields and page thumbnails, opened from a row of the order. */
export function LeafletDetailsDialog({ target, onClose }: { target: DetailsTarget | null; onClose: () => void }) {
  const { t } = useTranslation('xmloffers');
  return (
    <Dialog
      open={target !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('details.title', { naturalId: target?.naturalId ?? '' })}
      closeLabel={t('details.close')}
    >
      {target && <LeafletDetails target={target} />}
    </Dialog>
  );
}

function LeafletDetails({ target }: { target: DetailsTarget }) {
  const { t } = useTranslation('xmloffers');
  const { leafletActions } = useContext(LeafletDetailsSlotsContext);
  // Read again at every opening: a priority changed on a platform this screen does not watch sends it no event.
  const { data, error, loading, refetch } = useQuery(LeafletDetailsQuery, { variables: { id: target.leafletId }, fetchPolicy: 'cache-and-network' });

  if (!data) {
    if (error) {
      return (
        <ErrorState
          message={t('details.error')}
          onRetry={() => {
            refetch().catch(() => undefined);
          }}
        />
      );
    }
    if (loading) return <LoadingState label={t('details.loading')} />;
  }
  const leaflet = data?.leaflet;
  if (!leaflet) return <p>{t('details.notFound')}</p>;

  const notSet = t('row.notSet');
  const withUser = (date: string | null | undefined, user: string | null | undefined) => {
    if (!date) return notSet;
    return user ? t('details.byUser', { date: formatDateTime(date), user }) : formatDateTime(date);
  };
  const priorities = PLATFORM_KEYS.flatMap((key) => {
    const value = leaflet.priorities[key];
    return value != null && value > 0 ? [`${formatPlatformName(key)}: ${value}`] : [];
  });
  const visibleOn = PLATFORM_KEYS.filter((key) => leaflet.visibility[key]).map(formatPlatformName);
  const validTo = leaflet.untilEndOfSupply ? t('row.untilEndOfSupply') : leaflet.validTo ? formatDate(leaflet.validTo) : notSet;

  const fields: [string, ReactNode][] = [
    [t('details.naturalId'), leaflet.naturalId],
    [t('details.shop'), target.storeName],
    [t('details.status'), <StatusBadge key="status" status={leaflet.status} />],
    [t('details.leafletTitle'), leaflet.additionalInfo?.trim() ? leaflet.additionalInfo : t('row.untitled')],
    [t('details.title2'), leaflet.additionalInfo2?.trim() ? leaflet.additionalInfo2 : notSet],
    [t('details.validity'), t('row.validity', { from: leaflet.validFrom ? formatDate(leaflet.validFrom) : notSet, to: validTo })],
    [t('details.publishDate'), leaflet.publishDate ? formatDateTime(leaflet.publishDate) : notSet],
    [t('details.publishEndDate'), leaflet.publishEndDate ? formatDateTime(leaflet.publishEndDate) : notSet],
    [t('details.created'), withUser(leaflet.createdAt, leaflet.createdBy)],
    [t('details.refreshed'), withUser(leaflet.refreshedAt, leaflet.refreshedBy)],
    [t('details.pageCount'), String(leaflet.pageCount)],
    [t('details.priorities'), priorities.length > 0 ? priorities.join(', ') : t('row.noPriority')],
    [t('details.visibility'), visibleOn.length > 0 ? visibleOn.join(', ') : t('details.visibleNowhere')],
  ];

  return (
    <StyledDetails data-testid="leaflet-details">
      <StyledFields>
        {fields.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </StyledFields>
      {leafletActions ? <StyledSlotActions>{leafletActions(target)}</StyledSlotActions> : null}
      <StyledPagesHeading>{t('details.pages')}</StyledPagesHeading>
      {leaflet.pages.length === 0 ? (
        <p>{t('details.noPages')}</p>
      ) : (
        <StyledPages>
          {leaflet.pages.map((page) => (
            <li key={page.pageNumber}>
              <a href={page.imageUrl} target="_blank" rel="noreferrer">
                <img
                  src={page.thumbnailUrl}
                  alt={t('details.pageAlt', { number: page.pageNumber })}
                  loading="lazy"
                  width={96}
                  height={128}
                />
              </a>
            </li>
          ))}
        </StyledPages>
      )}
    </StyledDetails>
  );
}

const StyledDetails = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
`;

const StyledFields = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(14rem, 1fr));
  gap: ${({ theme }) => `${theme.space(2)} ${theme.space(4)}`};
  margin: 0;

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }

  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const StyledSlotActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

const StyledPagesHeading = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.md};
`;

const StyledPages = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;

  img {
    display: block;
    width: 96px;
    height: 128px;
    object-fit: cover;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }

  a:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;
