import { useTranslation } from 'react-i18next';
import { StatusPage } from './StatusPage';

/** Stands in for a screen of the product that this version does not contain yet. */
export function NotAvailablePage() {
  const { t } = useTranslation('errors');
  return <StatusPage icon="documentation" title={t('notAvailable.title')} text={t('notAvailable.text')} />;
}
