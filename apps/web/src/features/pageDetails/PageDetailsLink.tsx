import { buildPath, PAGE_DETAILS_ROUTE } from '@flyerdesk/domain/routes';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

/** The way from a leaflet (a dashboard row, a dialog) to its page details screen. */
export function PageDetailsLink({ storeId, leafletId, naturalId }: { storeId: string; leafletId: string; naturalId: string }) {
  const { t } = useTranslation('pageDetails');
  return (
    <Link
      to={buildPath(PAGE_DETAILS_ROUTE, { storeId, leafletId, leafletNaturalId: naturalId })}
      aria-label={t('openFor', { naturalId })}
      data-testid={`page-details-link-${leafletId}`}
    >
      {t('open')}
    </Link>
  );
}
