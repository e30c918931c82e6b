import { useQuery } from '@apollo/client/react';
import { APP_THEMES, RECOMMENDATION_TYPES, isAppConfigSection, type AppConfigSection, type RecommendationType } from '@flyerdesk/domain/appConfig';
import { LIST_PAGES } from '@flyerdesk/domain/lists';
import { NOTIFICATION_CHANNELS } from '@flyerdesk/domain/notificationChannels';
import { imageWithLinkProblems, type ImageWithLinkProblem } from '@flyerdesk/domain/validation/appConfig';
import { useFormikContext } from 'formik';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { translateValidation } from '../../shared/forms/validation';
import { RecordCheckboxList } from '../../shared/resource/RecordCheckboxList';
import { NEW_ENTRIES, listedDocument, type AppConfigRecord } from './appConfigResource';
import { ChoicesField, ColorField, EntryListField, PathCheckbox, PathSelect, PathTextField, PictureUrlField, TextListField, type Choice } from './fields';
import { AppConfigCooksQuery, AppConfigRecipesQuery, AppConfigShopsQuery } from './operations';

/** The page of cooks and recipes the pickers offer (the most one page holds). */
export const COOK_CHOICES_VARIABLES = { page: { limit: LIST_PAGES.cooks.max, offset: 0 } };
export const RECIPE_CHOICES_VARIABLES = { page: { limit: LIST_PAGES.recipes.max, offset: 0 } };

function byName(a: Choice, b: Choice): number {
  return a.name.localeCompare(b.name);
}

/** The shops a section may name, by name. */
function useShopChoices(): readonly Choice[] | undefined {
  const { data } = useQuery(AppConfigShopsQuery);
  return useMemo(() => (data ? [...data.stores].sort(byName) : undefined), [data]);
}

function useCookChoices(): readonly Choice[] | undefined {
  const { data } = useQuery(AppConfigCooksQuery, { variables: COOK_CHOICES_VARIABLES });
  return useMemo(() => (data ? [...data.cooks.items].sort(byName) : undefined), [data]);
}

function useRecipeChoices(): readonly Choice[] | undefined {
  const { t } = useTranslation('appConfig');
  const { data } = useQuery(AppConfigRecipesQuery, { variables: RECIPE_CHOICES_VARIABLES });
  return useMemo(
    () => (data ? data.recipes.items.map((recipe) => ({ id: recipe.id, name: t('choices.recipe', { title: recipe.title, cook: recipe.cookName }) })).sort(byName) : undefined),
    [data, t],
  );
}

function newEntry(section: AppConfigSection, field: string): () => Record<string, unknown> {
  return () => JSON.parse(JSON.stringify(NEW_ENTRIES[section]?.[field] ?? {})) as Record<string, unknown>;
}

/**
 * The cross-section rule of the image with link (recommendation type 7) for one field of the section
 * open: the problem of that field given the other sections as the list shows them (nothing while the
 * list does not show them). Used as the field's own validation, and shown under the field at once.
 */
function useImageWithLinkRule(
  listed: readonly AppConfigRecord[],
  field: ImageWithLinkProblem['field'],
  problemsOf: (value: unknown, documents: { type: unknown; link: unknown; pictureUrl: unknown }) => ImageWithLinkProblem[],
): { validate: (value: unknown) => string | undefined; notice: string | undefined } {
  const { t } = useTranslation('appConfig');
  const { values } = useFormikContext<Record<string, unknown>>();
  const type = listedDocument(listed, 'recommendationType')?.['type'];
  const link = listedDocument(listed, 'customTypeLink')?.['link'];
  const pictureUrl = listedDocument(listed, 'customTypePictureUrl')?.['pictureUrl'];
  const known = listed.some((record) => isAppConfigSection(record.section) && record.section === 'recommendationType');
  const validate = useCallback(
    (value: unknown) => {
      if (!known) return undefined;
      const problem = problemsOf(value, { type, link, pictureUrl }).find((item) => item.field === field);
      return problem ? translateValidation(t, problem.message) : undefined;
    },
    [known, problemsOf, type, link, pictureUrl, field, t],
  );
  return { validate, notice: validate(values[field]) };
}

function textOrNull(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

function numberOrNull(value: unknown): number | null {
  return typeof value === 'number' ? value : null;
}

const typeProblems = (value: unknown, documents: { link: unknown; pictureUrl: unknown }) =>
  imageWithLinkProblems(numberOrNull(value), textOrNull(documents.link), textOrNull(documents.pictureUrl));
const linkProblems = (value: unknown, documents: { type: unknown; pictureUrl: unknown }) =>
  imageWithLinkProblems(numberOrNull(documents.type), textOrNull(value), textOrNull(documents.pictureUrl));
const pictureProblems = (value: unknown, documents: { type: unknown; link: unknown }) =>
  imageWithLinkProblems(numberOrNull(documents.type), textOrNull(documents.link), textOrNull(value));

export interface SectionFieldsProps {
  section: AppConfigSection;
  /** The sections as the list shows them (the rule across sections reads the others' documents). */
  listed: readonly AppConfigRecord[];
}

/** The form of one section of the app configuration: its document's fields. */
export function SectionFields({ section, listed }: SectionFieldsProps) {
  switch (section) {
    case 'articlesList':
      return <ArticlesListFields />;
    case 'articlesSection':
      return <ArticlesSectionFields />;
    case 'mobileWhatsNewBanner':
      return <BannerFields />;
    case 'searchSettings':
      return <SearchSettingsFields />;
    case 'keywords':
      return <WordListFields section="keywords" field="keywords" kind="keyword" />;
    case 'recommendationType':
      return <RecommendationTypeFields listed={listed} />;
    case 'highlightedLeafletId':
      return <HighlightedLeafletFields />;
    case 'customTypeLink':
      return <CustomTypeLinkFields listed={listed} />;
    case 'customTypePictureUrl':
      return <CustomTypePictureFields listed={listed} />;
    case 'mobileOnboardingStores':
      return <ShopsFields section="mobileOnboardingStores" />;
    case 'webPopularCities':
      return <WordListFields section="webPopularCities" field="cities" kind="city" />;
    case 'webLeafletView':
      return <LeafletViewFields />;
    case 'webPopularStores':
      return <ShopsFields section="webPopularStores" />;
    case 'webMegaMenu':
      return <MegaMenuFields />;
    case 'webFooterLinks':
      return <FooterLinksFields />;
    case 'webRecipes':
      return <RecipesFields />;
    case 'notifications':
      return <NotificationsFields />;
    case 'appearance':
      return <AppearanceFields />;
    case 'custom':
      return <CustomFields />;
  }
}

function ArticlesListFields() {
  const { t } = useTranslation('appConfig');
  return (
    <EntryListField
      name="items"
      legend={t('fields.articlesList.items')}
      heading={(number) => t('entries.article.heading', { number })}
      addLabel={t('entries.article.add')}
      emptyLabel={t('entries.article.none')}
      newEntry={newEntry('articlesList', 'items')}
      testId="config-articles"
      renderEntry={(path) => (
        <>
          <PathTextField name={`${path}.title`} label={t('entries.article.title')} />
          <PathTextField name={`${path}.additionalInfo`} label={t('entries.article.additionalInfo')} multiline />
          <PathTextField name={`${path}.imageUrl`} label={t('entries.article.imageUrl')} type="url" inputMode="url" />
          <PathTextField name={`${path}.articleUrl`} label={t('entries.article.articleUrl')} type="url" inputMode="url" />
          <PathCheckbox name={`${path}.isSponsored`} label={t('entries.article.isSponsored')} />
        </>
      )}
    />
  );
}

function ArticlesSectionFields() {
  const { t } = useTranslation('appConfig');
  return (
    <>
      <PathTextField name="title" label={t('fields.articlesSection.title')} testId="config-articles-title" />
      <PictureUrlField name="iconUrl" label={t('fields.articlesSection.iconUrl')} testId="config-articles-icon" />
      <PathCheckbox name="useBigSize" label={t('fields.articlesSection.useBigSize')} />
      <PathTextField name="position" label={t('fields.articlesSection.position')} type="number" inputMode="numeric" testId="config-articles-position" />
    </>
  );
}

function BannerFields() {
  const { t } = useTranslation('appConfig');
  return (
    <>
      <PathTextField name="id" label={t('fields.mobileWhatsNewBanner.id')} testId="config-banner-id" />
      <PathTextField name="title" label={t('fields.mobileWhatsNewBanner.title')} testId="config-banner-title" />
      <PathTextField name="message" label={t('fields.mobileWhatsNewBanner.message')} multiline testId="config-banner-message" />
      <PathTextField name="deeplink" label={t('fields.mobileWhatsNewBanner.deeplink')} hint={t('hints.deeplink')} testId="config-banner-deeplink" />
      <PathTextField name="badge" label={t('fields.mobileWhatsNewBanner.badge')} testId="config-banner-badge" />
    </>
  );
}

function SearchSettingsFields() {
  const { t } = useTranslation('appConfig');
  const shops = useShopChoices();
  return (
    <>
      <PathCheckbox name="includeAdBanner" label={t('fields.searchSettings.includeAdBanner')} />
      <PathTextField name="searchTip" label={t('fields.searchSettings.searchTip')} testId="config-search-tip" />
      <TextListField
        name="popularWords"
        legend={t('fields.searchSettings.popularWords')}
        itemLabel={(number) => t('entries.word.item', { number })}
        addLabel={t('entries.word.add')}
        emptyLabel={t('entries.word.none')}
        testId="config-popular-words"
      />
      <ChoicesField
        name="popularStoreIds"
        legend={t('fields.searchSettings.popularStoreIds')}
        choices={shops}
        filterLabel={t('choices.filterShops')}
        loadingLabel={t('choices.loadingShops')}
        emptyLabel={t('choices.noShops')}
        testId="config-popular-store-ids"
      />
      <TextListField
        name="popularLeafletIds"
        legend={t('fields.searchSettings.popularLeafletIds')}
        hint={t('hints.leafletIds')}
        itemLabel={(number) => t('entries.leaflet.item', { number })}
        addLabel={t('entries.leaflet.add')}
        emptyLabel={t('entries.leaflet.none')}
        testId="config-popular-leaflet-ids"
      />
    </>
  );
}

function WordListFields({ section, field, kind }: { section: 'keywords' | 'webPopularCities'; field: 'keywords' | 'cities'; kind: 'keyword' | 'city' }) {
  const { t } = useTranslation('appConfig');
  return (
    <TextListField
      name={field}
      legend={t(`fields.${section}.${field}`)}
      itemLabel={(number) => t(`entries.${kind}.item`, { number })}
      addLabel={t(`entries.${kind}.add`)}
      emptyLabel={t(`entries.${kind}.none`)}
      testId={`config-${field}`}
    />
  );
}

function RecommendationTypeFields({ listed }: { listed: readonly AppConfigRecord[] }) {
  const { t } = useTranslation('appConfig');
  const rule = useImageWithLinkRule(listed, 'type', typeProblems);
  const options = useMemo(() => RECOMMENDATION_TYPES.map((type) => ({ value: String(type), label: t(`recommendation.types.${String(type)}`) })), [t]);
  return (
    <PathSelect<RecommendationType | null>
      name="type"
      label={t('fields.recommendationType.type')}
      options={options}
      placeholder={t('recommendation.choose')}
      read={(value) => (typeof value === 'number' ? String(value) : '')}
      write={(option) => (option === '' ? null : (Number(option) as RecommendationType))}
      validate={rule.validate}
      notice={rule.notice}
      testId="config-recommendation-type"
    />
  );
}

function HighlightedLeafletFields() {
  const { t } = useTranslation('appConfig');
  return <PathTextField name="leafletId" label={t('fields.highlightedLeafletId.leafletId')} hint={t('hints.leafletId')} testId="config-leaflet-id" />;
}

function CustomTypeLinkFields({ listed }: { listed: readonly AppConfigRecord[] }) {
  const { t } = useTranslation('appConfig');
  const rule = useImageWithLinkRule(listed, 'link', linkProblems);
  return (
    <PathTextField
      name="link"
      label={t('fields.customTypeLink.link')}
      hint={t('hints.customTypeLink')}
      type="url"
      inputMode="url"
      validate={rule.validate}
      notice={rule.notice}
      testId="config-custom-link"
    />
  );
}

function CustomTypePictureFields({ listed }: { listed: readonly AppConfigRecord[] }) {
  const { t } = useTranslation('appConfig');
  const rule = useImageWithLinkRule(listed, 'pictureUrl', pictureProblems);
  return (
    <PictureUrlField
      name="pictureUrl"
      label={t('fields.customTypePictureUrl.pictureUrl')}
      hint={t('hints.customTypePictureUrl')}
      validate={rule.validate}
      notice={rule.notice}
      testId="config-picture-url"
    />
  );
}

function ShopsFields({ section }: { section: 'mobileOnboardingStores' | 'webPopularStores' }) {
  const { t } = useTranslation('appConfig');
  const shops = useShopChoices();
  return (
    <ChoicesField
      name="storeIds"
      legend={t(`fields.${section}.storeIds`)}
      choices={shops}
      filterLabel={t('choices.filterShops')}
      loadingLabel={t('choices.loadingShops')}
      emptyLabel={t('choices.noShops')}
      testId="config-store-ids"
    />
  );
}

function LeafletViewFields() {
  const { t } = useTranslation('appConfig');
  return (
    <TextListField
      name="adsPerPage"
      legend={t('fields.webLeafletView.adsPerPage')}
      kind="number"
      itemLabel={(number) => t('entries.adsPerPage.item', { number })}
      addLabel={t('entries.adsPerPage.add')}
      emptyLabel={t('entries.adsPerPage.none')}
      testId="config-ads-per-page"
    />
  );
}

function MegaMenuFields() {
  const { t } = useTranslation('appConfig');
  const shops = useShopChoices();
  const cooks = useCookChoices();
  return (
    <>
      <EntryListField
        name="categories"
        legend={t('fields.webMegaMenu.categories')}
        heading={(number) => t('entries.category.heading', { number })}
        addLabel={t('entries.category.add')}
        emptyLabel={t('entries.category.none')}
        newEntry={newEntry('webMegaMenu', 'categories')}
        testId="config-categories"
        renderEntry={(path, index) => (
          <>
            <PathTextField name={`${path}.name`} label={t('entries.category.name')} />
            <ChoicesField
              name={`${path}.storeIds`}
              legend={t('entries.category.storeIds')}
              choices={shops}
              filterLabel={t('choices.filterShops')}
              loadingLabel={t('choices.loadingShops')}
              emptyLabel={t('choices.noShops')}
              testId={`config-category-stores-${String(index)}`}
            />
          </>
        )}
      />
      <ChoicesField
        name="cookIds"
        legend={t('fields.webMegaMenu.cookIds')}
        choices={cooks}
        filterLabel={t('choices.filterCooks')}
        loadingLabel={t('choices.loadingCooks')}
        emptyLabel={t('choices.noCooks')}
        testId="config-cook-ids"
      />
    </>
  );
}

function FooterLinksFields() {
  const { t } = useTranslation('appConfig');
  return (
    <>
      {(['stores', 'locations', 'articles'] as const).map((field) => (
        <EntryListField
          key={field}
          name={field}
          legend={t(`fields.webFooterLinks.${field}`)}
          heading={(number) => t('entries.link.heading', { number })}
          addLabel={t('entries.link.add')}
          emptyLabel={t('entries.link.none')}
          newEntry={newEntry('webFooterLinks', field)}
          testId={`config-footer-${field}`}
          renderEntry={(path) => (
            <>
              <PathTextField name={`${path}.name`} label={t('entries.link.name')} />
              <PathTextField name={`${path}.url`} label={t('entries.link.url')} type="url" inputMode="url" />
            </>
          )}
        />
      ))}
    </>
  );
}

function RecipesFields() {
  const { t } = useTranslation('appConfig');
  const recipes = useRecipeChoices();
  return (
    <ChoicesField
      name="recipeIds"
      legend={t('fields.webRecipes.recipeIds')}
      choices={recipes}
      filterLabel={t('choices.filterRecipes')}
      loadingLabel={t('choices.loadingRecipes')}
      emptyLabel={t('choices.noRecipes')}
      testId="config-recipe-ids"
    />
  );
}

function NotificationsFields() {
  const { t } = useTranslation('appConfig');
  const channels = useMemo(() => NOTIFICATION_CHANNELS.map((channel) => ({ id: channel, name: t(`channels.${channel}`) })), [t]);
  return (
    <>
      <RecordCheckboxList
        name="defaultChannels"
        legend={t('fields.notifications.defaultChannels')}
        choices={channels}
        order={(ids) => NOTIFICATION_CHANNELS.filter((channel) => ids.includes(channel))}
        testId="config-default-channels"
      />
      <PathTextField name="dailyLimit" label={t('fields.notifications.dailyLimit')} type="number" inputMode="numeric" testId="config-daily-limit" />
    </>
  );
}

function AppearanceFields() {
  const { t } = useTranslation('appConfig');
  const themes = useMemo(() => APP_THEMES.map((theme) => ({ value: theme, label: t(`themes.${theme}`) })), [t]);
  return (
    <>
      <ColorField name="primaryColor" label={t('fields.appearance.primaryColor')} pickerLabel={t('color.picker')} testId="config-primary-color" />
      <PathSelect<string>
        name="theme"
        label={t('fields.appearance.theme')}
        options={themes}
        read={(value) => (typeof value === 'string' ? value : '')}
        write={(option) => option}
        testId="config-theme"
      />
      <PictureUrlField name="logoUrl" label={t('fields.appearance.logoUrl')} hint={t('hints.logoUrl')} testId="config-logo-url" />
    </>
  );
}

function CustomFields() {
  const { t } = useTranslation('appConfig');
  return (
    <EntryListField
      name="entries"
      legend={t('fields.custom.entries')}
      heading={(number) => t('entries.entry.heading', { number })}
      addLabel={t('entries.entry.add')}
      emptyLabel={t('entries.entry.none')}
      newEntry={newEntry('custom', 'entries')}
      testId="config-custom-entries"
      renderEntry={(path) => (
        <>
          <PathTextField name={`${path}.key`} label={t('entries.entry.key')} hint={t('hints.customKey')} />
          <PathTextField name={`${path}.value`} label={t('entries.entry.value')} multiline />
        </>
      )}
    />
  );
}
