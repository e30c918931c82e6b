import { skipToken, useMutation, useQuery } from '@apollo/client/react';
import { formatDate, formatDateTime } from '@flyerdesk/domain/dates';
import { ConflictReason } from '@flyerdesk/domain/errors';
import { isJobRunning } from '@flyerdesk/domain/jobs';
import { isPdfLinkExpired } from '@flyerdesk/domain/scraper';
import { useEffect, useId, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { JobFieldsFragment } from '../../__generated__/graphql';
import type { ErrorToastContext } from '../../shared/apollo/errorLink';
import { conflictReasonOf, describeError } from '../../shared/errors/describeError';
import { JobProgressBar } from '../../shared/jobs/JobProgressBar';
import { useJobProgress } from '../../shared/jobs/useJobProgress';
import { Alert } from '../../shared/ui/Alert';
import { StyledButton } from '../../shared/ui/Button';
import { ErrorState, LoadingState } from '../../shared/ui/States';
import { GenerateLeafletPdfMutation, LeafletPdfLinkQuery, ScraperStoreLeafletsQuery } from './operations';
import { ScraperSelect, useScraperShops } from './ScraperSelect';
import { StyledFieldGrid, StyledJobStage } from './scraperStyles';

/** The tab shows why a PDF was not started (no pages, switched off …) itself. */
const SHOWN_HERE: ErrorToastContext = { skipErrorToast: true };

/** Longest wait a browser timer takes (about 24.8 days). */
const MAX_TIMER_MS = 2_147_483_647;

/** The current time, renewed when `at` passes (so a link shown as working turns expired on its own). */
function useNowPast(at: string | null): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    if (!at) return undefined;
    const wait = new Date(at).getTime() - Date.now();
    if (!Number.isFinite(wait) || wait <= 0) return undefined;
    const timer = setTimeout(() => setNow(new Date()), Math.min(wait + 50, MAX_TIMER_MS));
    return () => clearTimeout(timer);
  }, [at]);
  return now;
}

/** The finished PDF's download link, its expiry and a copy button; or that it expired, with a way to make it again. */
function PdfDownload({ jobId, naturalId, onAgain, busy }: { jobId: string; naturalId: string; onAgain: () => void; busy: boolean }) {
  const { t } = useTranslation('scraper');
  const { data, error, refetch } = useQuery(LeafletPdfLinkQuery, { variables: { jobId }, fetchPolicy: 'network-only' });
  const link = data?.leafletPdfLink;
  const expiresAt = link?.expiresAt ?? null;
  const now = useNowPast(expiresAt);

  if (!link) {
    return error ? (
      <ErrorState
        message={t('pdf.linkError')}
        onRetry={() => {
          refetch().catch(() => undefined);
        }}
      />
    ) : (
      <LoadingState label={t('pdf.linkLoading')} lines={1} />
    );
  }

  const expired = link.expired || (expiresAt !== null && isPdfLinkExpired(expiresAt, now));
  if (expired) {
    return (
      <StyledLinkBox data-testid="scraper-pdf-expired">
        <Alert tone="warning">{expiresAt ? t('pdf.expired', { time: formatDateTime(expiresAt) }) : t('pdf.expiredNoTime')}</Alert>
        <div>
          <StyledButton type="button" $variant="primary" onClick={onAgain} disabled={busy} data-testid="scraper-pdf-again">
            {t('pdf.generateAgain')}
          </StyledButton>
        </div>
      </StyledLinkBox>
    );
  }

  const url = link.url;
  if (!url) {
    return (
      <ErrorState
        message={t('pdf.linkError')}
        onRetry={() => {
          refetch().catch(() => undefined);
        }}
      />
    );
  }

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(new URL(url, window.location.href).href);
      toast.success(t('pdf.copied'));
    } catch {
      toast.error(t('pdf.copyFailed'));
    }
  };

  return (
    <StyledLinkBox data-testid="scraper-pdf-link">
      <StyledDownload href={url} download data-testid="scraper-pdf-download">
        {t('pdf.download', { naturalId })}
      </StyledDownload>
      {expiresAt ? <StyledNote data-testid="scraper-pdf-expires">{t('pdf.expiresAt', { time: formatDateTime(expiresAt) })}</StyledNote> : null}
      <div>
        <StyledButton type="button" onClick={() => void copy()} data-testid="scraper-pdf-copy">
          {t('pdf.copy')}
        </StyledButton>
      </div>
    </StyledLinkBox>
  );
}

interface StartedPdf {
  job: JobFieldsFragment;
  leafletId: string;
}

/**
 * The generate-PDF-link tab (spec §2 /scrapper/pdf): a shop, one of its leaflets, "Generate PDF"; the
 * job's progress live; once it succeeded, the download link with its expiry.
 */
export function PdfLinkTab() {
  const { t, i18n } = useTranslation('scraper');
  const headingId = useId();
  const shops = useScraperShops();
  const [storeId, setStoreId] = useState('');
  const [leafletId, setLeafletId] = useState('');
  const [started, setStarted] = useState<StartedPdf | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [generate, generation] = useMutation(GenerateLeafletPdfMutation, { context: SHOWN_HERE });

  const leaflets = useQuery(
    ScraperStoreLeafletsQuery,
    storeId ? { variables: { storeId }, fetchPolicy: 'cache-and-network', nextFetchPolicy: 'cache-first' } : skipToken,
  );
  const leafletList = storeId ? leaflets.data?.store?.leaflets : undefined;

  const progress = useJobProgress(started?.job.id ?? null);
  const job = progress.job ?? started?.job ?? null;
  const running = job !== null && isJobRunning(job.status);
  const busy = generation.loading || running;

  const start = async (id: string) => {
    setError(null);
    try {
      const { data } = await generate({ variables: { leafletId: id } });
      const created = data?.generateLeafletPdf;
      if (created) setStarted({ job: created, leafletId: id });
    } catch (e) {
      const message = describeError(e, i18n.t);
      setError(conflictReasonOf(e) === ConflictReason.NO_PAGES ? message : t('pdf.failed', { message }));
    }
  };

  const chosenLeaflet = leafletList?.find((leaflet) => leaflet.id === leafletId);
  const naturalId = job?.subject.leafletNaturalId ?? chosenLeaflet?.naturalId ?? '';

  const leafletOptions = (leafletList ?? []).map((leaflet) => {
    const status = t(`leafletStatus.${leaflet.status}`, { ns: 'common' });
    const from = formatDate(leaflet.validFrom);
    const to = leaflet.untilEndOfSupply ? t('zip.fields.untilEndOfSupply') : formatDate(leaflet.validTo);
    const validity = from || to ? `${from} – ${to}` : '';
    return {
      value: leaflet.id,
      label: validity
        ? t('pdf.leafletOptionValidity', { naturalId: leaflet.naturalId, status, validity })
        : t('pdf.leafletOption', { naturalId: leaflet.naturalId, status }),
    };
  });

  const shopHint = shops.loading ? t('shops.loading') : shops.failed ? t('shops.error') : shops.options.length === 0 ? t('shops.none') : undefined;
  const leafletHint = !storeId
    ? t('pdf.chooseShopFirst')
    : !leafletList
      ? leaflets.error
        ? t('pdf.leafletsError')
        : t('pdf.leafletsLoading')
      : leafletList.length === 0
        ? t('pdf.noLeaflets')
        : undefined;

  return (
    <StyledTab aria-labelledby={headingId}>
      <StyledHeading id={headingId}>{t('pdf.heading')}</StyledHeading>
      <StyledFieldGrid>
        <ScraperSelect
          label={t('shops.label')}
          name="storeId"
          value={storeId}
          onChange={(value) => {
            setStoreId(value);
            setLeafletId('');
            setStarted(null);
            setError(null);
          }}
          options={shops.options}
          placeholder={t('shops.choose')}
          hint={shopHint}
          testId="scraper-pdf-shop"
        />
        <ScraperSelect
          label={t('pdf.leaflet')}
          name="leafletId"
          value={leafletId}
          onChange={(value) => {
            setLeafletId(value);
            setStarted(null);
            setError(null);
          }}
          options={leafletOptions}
          placeholder={t('pdf.chooseLeaflet')}
          hint={leafletHint}
          disabled={!leafletList || leafletList.length === 0}
          testId="scraper-pdf-leaflet"
        />
      </StyledFieldGrid>
      <StyledActions>
        <StyledButton
          type="button"
          $variant="primary"
          disabled={!leafletId || busy}
          aria-busy={generation.loading}
          onClick={() => void start(leafletId)}
          data-testid="scraper-pdf-generate"
        >
          {generation.loading ? t('pdf.generating') : t('pdf.generate')}
        </StyledButton>
      </StyledActions>

      {error ? (
        <Alert tone="danger">
          <span data-testid="scraper-pdf-error">{error}</span>
        </Alert>
      ) : null}

      {job && started ? (
        <>
          {progress.live === 'UPSTREAM_UNAVAILABLE' ? <Alert tone="warning">{t('connectionLost')}</Alert> : null}
          <StyledJobStage data-testid="scraper-pdf-progress" aria-labelledby={`${headingId}-progress`}>
            <h3 id={`${headingId}-progress`}>{t('pdf.progressHeading')}</h3>
            <JobProgressBar job={job} label={t('pdf.progressLabel', { naturalId })} />
          </StyledJobStage>
          {job.status === 'SUCCESS' ? (
            <PdfDownload
              key={job.id}
              jobId={job.id}
              naturalId={naturalId}
              busy={busy}
              onAgain={() => void start(started.leafletId)}
            />
          ) : null}
        </>
      ) : null}
    </StyledTab>
  );
}

const StyledTab = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  min-width: 0;
`;

const StyledHeading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
`;

const StyledLinkBox = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  min-width: 0;
`;

const StyledDownload = styled.a`
  color: ${({ theme }) => theme.colors.info};
  font-weight: 600;
  overflow-wrap: anywhere;

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const StyledNote = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;
