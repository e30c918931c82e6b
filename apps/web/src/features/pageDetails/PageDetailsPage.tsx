import { formatDateTime } from '@flyerdesk/domain/dates';
import { useCallback, useMemo, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { describeError } from '../../shared/errors/describeError';
import { PresenceAvatars } from '../../shared/presence/PresenceAvatars';
import { usePresenceRoom } from '../../shared/presence/usePresenceRoom';
import { HistoryPanel } from '../../shared/resource/HistoryPanel';
import { useSession } from '../../shared/session/session';
import { StyledPageTitle, StyledPanel } from '../../shared/ui/Page';
import { EmptyState, ErrorState, LoadingState } from '../../shared/ui/States';
import { Tab, TabList, TabPanel, TabsRoot } from '../../shared/ui/Tabs';
import { AreasSection } from './AreasSection';
import { ArticlesSection } from './ArticlesSection';
import { BulkLinkSection } from './BulkLinkSection';
import { InsertsSection } from './InsertsSection';
import { LinkSwapsSection } from './LinkSwapsSection';
import { RedirectHistoryQuery } from './operations';
import { RedirectsSection } from './RedirectsSection';
import { usePageDetails, type PageDetails, type PageDetailsChangeNote } from './usePageDetails';

const SECTIONS = ['inserts', 'redirects', 'bulk', 'swaps', 'areas', 'articles', 'history'] as const;
type Section = (typeof SECTIONS)[number];

/** Fields of redirects and link swaps their history names. */
const HISTORY_FIELDS = ['positions', 'description', 'longUrl', 'redirectUrl', 'thumbnailTrackingUrl', 'platformLinks', 'newLink', 'at', 'status'] as const;

function formatMoment(value: unknown): string {
  return typeof value === 'string' ? formatDateTime(value) : '';
}

/** The presence room of a leaflet's page details. */
export function leafletRoom(leafletId: string): string {
  return `leaflet:${leafletId}`;
}

/**
 * Page details of a leaflet (/shops/leaflets/:storeId/pageDetails/:leafletId/:leafletNaturalId,
 * spec §2): the page thumbnails and, in keyboard-reachable tabs, the inserts, redirects, bulk links,
 * scheduled link swaps, clickable areas and product articles, with the history of redirects and
 * swaps. Who else is here shows as avatars; everyone's changes arrive live.
 */
export default function PageDetailsPage() {
  const { leafletId = '', leafletNaturalId = '' } = useParams();
  return <PageDetailsScreen leafletId={leafletId} naturalId={leafletNaturalId} />;
}

export function PageDetailsScreen({ leafletId, naturalId }: { leafletId: string; naturalId: string }) {
  const { t } = useTranslation('pageDetails');
  const { user } = useSession();
  const { members } = usePresenceRoom(leafletRoom(leafletId));
  const [section, setSection] = useState<Section>('inserts');
  const onChange = useCallback(
    (note: PageDetailsChangeNote) => {
      if (note.own) return;
      toast(note.actor ? t('changedBy', { actor: note.actor }) : t('changedBySomeone'), { id: `page-details-${leafletId}` });
    },
    [t, leafletId],
  );
  const live = usePageDetails(leafletId, onChange);
  const historyFields = useMemo(
    () => HISTORY_FIELDS.map((name) => ({ name, label: t(`fields.${name}`), ...(name === 'at' ? { format: formatMoment } : {}) })),
    [t],
  );
  const shownId = live.details?.naturalId ?? naturalId;

  return (
    <StyledScreen data-testid="page-details">
      <StyledHead>
        <StyledPageTitle>{t('heading', { naturalId: shownId })}</StyledPageTitle>
        <PresenceAvatars
          members={members}
          me={user?.username}
          label={t('presence')}
          youLabel={(username) => t('you', { username })}
          data-testid="page-details-presence"
        />
      </StyledHead>
      {!live.details ? (
        live.error && !live.loading ? (
          <ErrorState message={describeError(live.error, t)} onRetry={live.refetch} />
        ) : (
          <LoadingState label={t('loading')} />
        )
      ) : (
        <>
          <Thumbnails details={live.details} />
          <StyledPanel>
            <TabsRoot value={section} onValueChange={(value) => setSection(value as Section)}>
              <TabList $scroll $spaced aria-label={t('sectionsLabel')}>
                {SECTIONS.map((key) => (
                  <Tab key={key} value={key} data-testid={`page-details-tab-${key}`}>
                    {t(`tabs.${key}`)}
                  </Tab>
                ))}
              </TabList>
              <TabPanel value="inserts">
                <InsertsSection details={live.details} replace={live.replace} />
              </TabPanel>
              <TabPanel value="redirects">
                <RedirectsSection details={live.details} replace={live.replace} reload={live.refetch} />
              </TabPanel>
              <TabPanel value="bulk">
                <BulkLinkSection details={live.details} replace={live.replace} />
              </TabPanel>
              <TabPanel value="swaps">
                <LinkSwapsSection details={live.details} replace={live.replace} />
              </TabPanel>
              <TabPanel value="areas">
                <AreasSection details={live.details} replace={live.replace} reload={live.refetch} />
              </TabPanel>
              <TabPanel value="articles">
                <ArticlesSection details={live.details} replace={live.replace} reload={live.refetch} />
              </TabPanel>
              <TabPanel value="history">
                <HistoryPanel query={RedirectHistoryQuery} id={leafletId} version={live.details.version} fields={historyFields} />
              </TabPanel>
            </TabsRoot>
          </StyledPanel>
        </>
      )}
    </StyledScreen>
  );
}

function Thumbnails({ details }: { details: PageDetails }) {
  const { t } = useTranslation('pageDetails');
  if (details.pages.length === 0) return <EmptyState message={t('noPages')} />;
  return (
    <StyledThumbs aria-label={t('pagesLabel')}>
      {details.pages.map((page) => (
        <li key={page.pageNumber}>
          <figure>
            <img src={page.thumbnailUrl} alt={t('pageThumb', { page: page.pageNumber })} loading="lazy" />
            <figcaption>{page.pageNumber}</figcaption>
          </figure>
        </li>
      ))}
    </StyledThumbs>
  );
}

const StyledScreen = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  min-width: 0;
`;

const StyledHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};

  h1 {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const StyledThumbs = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0 0 ${({ theme }) => theme.space(2)};
  list-style: none;
  // Contains its absolutely placed content (a visually hidden caption), which would otherwise widen the page.
  position: relative;
  overflow-x: auto;
  max-width: 100%;

  figure {
    margin: 0;
    text-align: center;
    font-size: ${({ theme }) => theme.font.size.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }

  img {
    display: block;
    height: 96px;
    width: auto;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
`;
