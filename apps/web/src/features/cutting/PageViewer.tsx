import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { StyledButton } from '../../shared/ui/Button';
import { Dialog } from '../../shared/ui/Dialog';
import type { CutPage } from './PageGrid';

export interface PageViewerProps {
  /** The rendered pages, in page order. */
  pages: readonly CutPage[];
  /** How many pages the leaflet has (rendered or not). */
  total: number;
  /** Key of the page shown; null when closed. */
  openKey: string | null;
  onOpenKeyChange: (key: string | null) => void;
}

/** A rendered page in full size, with the previous and next rendered pages a button (or arrow key) away. */
export function PageViewer({ pages, total, openKey, onOpenKeyChange }: PageViewerProps) {
  const { t } = useTranslation('cutting');
  const index = pages.findIndex((page) => page.step.key === openKey);
  const page = index >= 0 ? pages[index] : undefined;
  const previous = index > 0 ? pages[index - 1] : undefined;
  const next = index >= 0 && index < pages.length - 1 ? pages[index + 1] : undefined;

  useEffect(() => {
    if (!page) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'ArrowLeft' && previous) onOpenKeyChange(previous.step.key);
      if (event.key === 'ArrowRight' && next) onOpenKeyChange(next.step.key);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [page, previous, next, onOpenKeyChange]);

  const imageUrl = page?.step.imageUrl ?? page?.step.thumbnailUrl ?? null;

  return (
    <Dialog
      open={page !== undefined}
      onOpenChange={(open) => {
        if (!open) onOpenKeyChange(null);
      }}
      title={page ? t('viewer.title', { number: page.number, total }) : ''}
      closeLabel={t('viewer.close')}
    >
      {page && imageUrl ? (
        <StyledViewer>
          <StyledNav>
            <StyledButton
              type="button"
              disabled={!previous}
              onClick={() => previous && onOpenKeyChange(previous.step.key)}
            >
              <span aria-hidden="true">←</span> {t('viewer.previous')}
            </StyledButton>
            <StyledLink href={imageUrl} target="_blank" rel="noopener noreferrer">
              {t('viewer.openOriginal')}
            </StyledLink>
            <StyledButton type="button" disabled={!next} onClick={() => next && onOpenKeyChange(next.step.key)}>
              {t('viewer.next')} <span aria-hidden="true">→</span>
            </StyledButton>
          </StyledNav>
          <StyledImage
            src={imageUrl}
            alt={t('pages.alt', { number: page.number })}
            {...(page.step.width && page.step.height ? { width: page.step.width, height: page.step.height } : {})}
          />
        </StyledViewer>
      ) : null}
    </Dialog>
  );
}

const StyledViewer = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
`;

const StyledNav = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
`;

const StyledLink = styled.a`
  color: ${({ theme }) => theme.colors.info};
`;

const StyledImage = styled.img`
  display: block;
  max-width: 100%;
  height: auto;
  max-height: calc(100vh - 220px);
  margin: 0 auto;
  object-fit: contain;
  background: ${({ theme }) => theme.colors.surfaceAlt};
`;
