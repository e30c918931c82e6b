import { dashboardLocales } from './locales';
import { createTestI18n } from './test-utils';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : flatten(value, `${prefix}${key}.`),
  );
}

const PLURAL = /_(zero|one|two|few|many|other)$/;

function pluralBases(keys: string[]): Set<string> {
  return new Set(keys.filter((k) => PLURAL.test(k)).map((k) => k.replace(PLURAL, '')));
}

describe('dashboard texts', () => {
  const keys = {
    pl: flatten(dashboardLocales.pl),
    en: flatten(dashboardLocales.en),
    ru: flatten(dashboardLocales.ru),
  };

  it('has every text in Polish, English and Russian', () => {
    const singular = (list: string[]) => list.filter((k) => !PLURAL.test(k)).sort();
    expect(singular(keys.pl)).toEqual(singular(keys.en));
    expect(singular(keys.ru)).toEqual(singular(keys.en));
    expect([...pluralBases(keys.pl)].sort()).toEqual([...pluralBases(keys.en)].sort());
    expect([...pluralBases(keys.ru)].sort()).toEqual([...pluralBases(keys.en)].sort());
  });

  it.each(['pl', 'ru'] as const)('gives every counted %s text all its plural forms', (language) => {
    for (const base of pluralBases(keys[language])) {
      for (const form of ['one', 'few', 'many', 'other']) {
        expect(keys[language]).toContain(`${base}_${form}`);
      }
    }
  });

  it('picks the Polish plural form by count', () => {
    const { t } = createTestI18n('pl');
    const leaflets = (count: number) => t('summary.total', { ns: 'dashboard', count });
    expect([0, 1, 2, 4, 5, 12, 22, 25, 101, 1.5].map(leaflets)).toEqual([
      '0 gazetek',
      '1 gazetka',
      '2 gazetki',
      '4 gazetki',
      '5 gazetek',
      '12 gazetek',
      '22 gazetki',
      '25 gazetek',
      '101 gazetek',
      '1.5 gazetki',
    ]);
  });
});
