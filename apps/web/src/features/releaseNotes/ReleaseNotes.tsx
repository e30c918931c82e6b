import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../shared/ui/States';
import { CHANGELOG } from './changelog';
import { MarkdownDocument } from './MarkdownDocument';

/**
 * Flyerdesk's release notes, as the changelog words them (in English). Its headings sit under the
 * dialog's title (a level-2 heading).
 */
export default function ReleaseNotes() {
  const { t } = useTranslation('releaseNotes');
  if (CHANGELOG.trim() === '') return <EmptyState message={t('empty')} />;
  return <MarkdownDocument source={CHANGELOG} headingOffset={2} lang="en" />;
}
