import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { StyledPanel } from '../../shared/ui/Page';
import { Tab, TabList, TabPanel, TabsRoot } from '../../shared/ui/Tabs';
import { PdfLinkTab } from './PdfLinkTab';
import { ZipTab } from './ZipTab';

/** The URL query parameter holding the chosen tab. */
export const TAB_PARAM = 'tab';

const TABS = ['zip', 'pdf'] as const;
type ScraperTab = (typeof TABS)[number];

function isTab(value: string | null): value is ScraperTab {
  return (TABS as readonly (string | null)[]).includes(value);
}

/**
 * The leaflet scraper (/scrapper/pdf; ADMIN and ROOT, behind the leaflet-scrapper switch): a new
 * leaflet from a ZIP archive of page images, and a downloadable PDF of a leaflet's pages. The chosen
 * tab is kept in the address (?tab=pdf); both tabs stay mounted, so a sending or a job followed in one
 * goes on while the other is shown.
 */
export default function ScraperPdfPage() {
  const { t } = useTranslation('scraper');
  const [params, setParams] = useSearchParams();
  const requested = params.get(TAB_PARAM);
  const active: ScraperTab = isTab(requested) ? requested : 'zip';

  return (
    <StyledPage>
      <div>
        <StyledTitle>{t('routes.scrapperPdf', { ns: 'routes' })}</StyledTitle>
        <StyledIntro>{t('intro')}</StyledIntro>
      </div>
      <StyledPanel>
        <TabsRoot
          value={active}
          onValueChange={(value) =>
            setParams(
              (current) => {
                const next = new URLSearchParams(current);
                next.set(TAB_PARAM, value);
                return next;
              },
              { replace: true },
            )
          }
        >
          <TabList $spaced aria-label={t('tabs.label')}>
            {TABS.map((tab) => (
              <Tab key={tab} value={tab} data-testid={`scraper-tab-${tab}`}>
                {t(`tabs.${tab}`)}
              </Tab>
            ))}
          </TabList>
          <TabPanel value="zip" forceMount hidden={active !== 'zip'}>
            <ZipTab />
          </TabPanel>
          <TabPanel value="pdf" forceMount hidden={active !== 'pdf'}>
            <PdfLinkTab />
          </TabPanel>
        </TabsRoot>
      </StyledPanel>
    </StyledPage>
  );
}

const StyledPage = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  min-width: 0;
`;

const StyledTitle = styled.h1`
  margin: 0;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.font.size.xl};
`;

const StyledIntro = styled.p`
  margin: ${({ theme }) => theme.space(1)} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;
