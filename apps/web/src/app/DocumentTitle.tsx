import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Browser tab title: the admin marker for the Polish market and the host name. */
export function DocumentTitle() {
  const { t } = useTranslation('layout');
  const title = t('pageTitle', { host: window.location.hostname });
  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}
