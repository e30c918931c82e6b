import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Dialog } from '../../shared/ui/Dialog';
import { LoadingState } from '../../shared/ui/States';
import { ChunkLoadBoundary } from '../../shared/errors/NewVersionPrompt';

// Loaded when the dialog opens: the notes stay out of the pages every screen loads.
const ReleaseNotes = lazy(() => import('./ReleaseNotes'));

const StyledNote = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export interface ReleaseNotesDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Spec §2: the versions in the sidebar's footer lead to the release notes, shown in this dialog. */
export function ReleaseNotesDialog({ open, onOpenChange }: ReleaseNotesDialogProps) {
  const { t, i18n } = useTranslation('releaseNotes');
  const { t: tc } = useTranslation('common');
  const english = i18n.language === 'en' || i18n.language.startsWith('en-');
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('title')} closeLabel={tc('close')}>
      {english ? null : <StyledNote>{t('writtenInEnglish')}</StyledNote>}
      <ChunkLoadBoundary>
        <Suspense fallback={<LoadingState label={t('loading')} />}>
          <ReleaseNotes />
        </Suspense>
      </ChunkLoadBoundary>
    </Dialog>
  );
}
