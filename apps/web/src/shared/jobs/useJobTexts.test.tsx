import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { JobFieldsFragment } from '../../__generated__/graphql';
import { createAppI18n } from '../../test/appI18n';
import { aJob } from './test-utils';
import { useJobTexts } from './useJobTexts';

type Subject = JobFieldsFragment['subject'];

const LEAFLET: Subject = aJob({ id: 'job-1', subject: { storeName: 'Lidl', leafletNaturalId: 'lidl-48' } }).subject;

function textsIn(language: 'pl' | 'en' | 'ru') {
  const i18n = createAppI18n(language);
  const wrapper = ({ children }: { children: ReactNode }) => <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
  return renderHook(() => useJobTexts(), { wrapper }).result.current;
}

describe('job texts of the scraper jobs', () => {
  it('names the kinds and titles the jobs by their leaflet and shop in every language', () => {
    const pl = textsIn('pl');
    expect(pl.kind('LEAFLET_FROM_ZIP')).toBe('Gazetka z archiwum ZIP');
    expect(pl.kind('LEAFLET_PDF')).toBe('PDF gazetki');
    expect(pl.title({ kind: 'LEAFLET_FROM_ZIP', subject: LEAFLET })).toBe('Gazetka z archiwum ZIP — lidl-48 (Lidl)');
    expect(pl.title({ kind: 'LEAFLET_PDF', subject: { ...LEAFLET, storeName: null } })).toBe('PDF gazetki — lidl-48');

    const en = textsIn('en');
    expect(en.title({ kind: 'LEAFLET_PDF', subject: LEAFLET })).toBe('PDF of a leaflet — lidl-48 (Lidl)');
    expect(en.title({ kind: 'LEAFLET_FROM_ZIP', subject: { ...LEAFLET, storeName: null } })).toBe('Leaflet from a ZIP archive — lidl-48');

    const ru = textsIn('ru');
    expect(ru.kind('LEAFLET_FROM_ZIP')).toBe('Листовка из ZIP-архива');
    expect(ru.title({ kind: 'LEAFLET_PDF', subject: LEAFLET })).toBe('PDF листовки — lidl-48 (Lidl)');
  });

  it('keeps the page cut titled as before', () => {
    expect(textsIn('en').title({ kind: 'PAGE_CUT', subject: LEAFLET })).toBe('Page cutting — lidl-48 (Lidl)');
  });
});
