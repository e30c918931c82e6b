import { lazy, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { addNamespaces } from '../shared/i18n/createI18n';
import { loadScreenNamespaces, type ScreenNamespace } from './appLocales';

/**
 * A screen loaded when first opened, together with the namespaces of its texts (its own and those of
 * the features it shows): both load side by side and the screen renders translated from the start.
 * A module that fails to load fails the screen's loading (the reload prompt of a new version).
 */
export function lazyScreen<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  namespaces: readonly ScreenNamespace[],
) {
  return lazy(async () => {
    const [module, bundles] = await Promise.all([load(), loadScreenNamespaces(namespaces)]);
    const Screen = module.default;
    function TranslatedScreen(props: P) {
      const { i18n } = useTranslation();
      addNamespaces(i18n, bundles);
      return <Screen {...props} />;
    }
    return { default: TranslatedScreen };
  });
}
