import { ENTRY_NAMESPACES, SCREEN_NAMESPACES, loadScreenNamespace, loadScreenNamespaces } from './appLocales';
import { NAMESPACES } from './i18nNamespaces';

describe('texts of the first load and of the screens', () => {
  it('together are every namespace of the app, each in one place only', () => {
    const entry = Object.keys(ENTRY_NAMESPACES);
    const screens = Object.keys(SCREEN_NAMESPACES);
    expect(entry.filter((ns) => screens.includes(ns))).toEqual([]);
    expect([...entry, ...screens].sort()).toEqual(Object.keys(NAMESPACES).sort());
  });

  it.each(Object.keys(SCREEN_NAMESPACES))('loads the texts of %s from its module', async (ns) => {
    expect(await loadScreenNamespace(ns)).toBe(NAMESPACES[ns]);
  });

  it('loads several namespaces by name and nothing for a name that is none', async () => {
    expect(await loadScreenNamespaces(['categories', 'resource'])).toEqual({
      categories: NAMESPACES['categories'],
      resource: NAMESPACES['resource'],
    });
    expect(await loadScreenNamespace('nothing')).toBeUndefined();
  });
});
