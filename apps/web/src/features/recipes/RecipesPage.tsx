import { useQuery } from '@apollo/client/react';
import { formatDate, formatDateTime } from '@flyerdesk/domain/dates';
import { LIST_PAGES } from '@flyerdesk/domain/lists';
import { isRecipeComplexity, isRecipeStatus, isRecipeType } from '@flyerdesk/domain/recipes';
import { isAdmin } from '@flyerdesk/domain/roles';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { updatedAtColumn } from '../../shared/resource/columns';
import type { ListFilterControl } from '../../shared/resource/ListToolbar';
import { ResourceScreen } from '../../shared/resource/ResourceScreen';
import type { ResourceColumn } from '../../shared/resource/ResourceTable';
import type { ListView } from '../../shared/resource/types';
import { useListParams } from '../../shared/resource/useListParams';
import { useLiveList } from '../../shared/resource/useLiveList';
import { formatValue } from '../../shared/resource/values';
import { SessionDocument } from '../../shared/session/session';
import { cooksResource } from './cooksResource';
import { CooksPanel } from './CooksPanel';
import { RecipeShopsQuery } from './operations';
import { RecipeFields } from './RecipeFields';
import { RECIPE_STATUS_ORDER } from './recipeChoices';
import { recipeEditor, recipesResource, type RecipeRecord } from './recipesResource';
import { RecipeStatusBadge } from './RecipeStatusBadge';
import { useRecipeTexts } from './useRecipeTexts';

/**
 * Cooks and recipes (/recipes; EDITOR_RECIPE lands here, ADMIN and ROOT too): the cooks the user may
 * see, live, and below them the recipes of the chosen cook (or of every cook), live too. Administrators
 * create, edit and archive cooks and assign their recipe editors; a recipe editor works on the recipes of
 * the cooks assigned to them. A recipe opens in the kit's panel with its form, its steps (moved by drag
 * and drop, the keyboard included) and a preview of the recipe as the app shows it, in light and dark.
 */
export default function RecipesPage() {
  const { t } = useTranslation('recipes');
  const texts = useRecipeTexts();
  const session = useQuery(SessionDocument, { fetchPolicy: 'cache-only' });
  const admin = isAdmin(session.data?.me.roles ?? []);
  const params = useListParams('recipes', { filterFields: recipesResource.filterFields });
  const chosenCookId = params.view.filter?.cookId ?? '';
  const { setFilter } = params;
  const choose = useCallback((cookId: string) => setFilter('cookId', cookId === chosenCookId ? '' : cookId), [setFilter, chosenCookId]);

  const [showArchived, setShowArchived] = useState(false);
  const cookView = useMemo<ListView>(
    () => ({ search: '', archived: showArchived ? 'ALL' : 'ACTIVE', sort: 'name', descending: false, offset: 0, limit: LIST_PAGES.cooks.max }),
    [showArchived],
  );
  const cooks = useLiveList({ definition: cooksResource, view: cookView });
  const activeCooks = useMemo(() => cooks.items.filter((cook) => cook.archivedAt == null), [cooks.items]);
  const shops = useQuery(RecipeShopsQuery, { fetchPolicy: 'cache-and-network' });
  const shopList = shops.data?.recipeShops;
  const chosenCook = cooks.items.find((cook) => cook.id === chosenCookId);
  // A new recipe starts for the chosen cook, or for the user's only cook.
  const defaultCookId = useMemo(() => {
    if (activeCooks.some((cook) => cook.id === chosenCookId)) return chosenCookId;
    return activeCooks.length === 1 ? (activeCooks[0]?.id ?? '') : '';
  }, [activeCooks, chosenCookId]);

  const editor = useMemo(() => {
    const cookNames = new Map(cooks.items.map((cook) => [cook.id, cook.name]));
    const shopNames = new Map((shopList ?? []).map((shop) => [shop.id, shop.name]));
    const named = (names: Map<string, string>) => (value: unknown) => (typeof value === 'string' ? (names.get(value) ?? formatValue(value, t)) : formatValue(value, t));
    return recipeEditor(
      {
        labels: {
          cookId: t('fields.cookId'),
          title: t('fields.title'),
          seoId: t('fields.seoId'),
          type: t('fields.type'),
          leafletId: t('fields.leafletId'),
          publishDate: t('fields.publishDate'),
          visibleAt: t('fields.visibleAt'),
          status: t('fields.status'),
          preparationTime: t('fields.preparationTime'),
          numberOfServings: t('fields.numberOfServings'),
          complexity: t('fields.complexity'),
          tags: t('fields.tags'),
          longUrl: t('fields.longUrl'),
          shoppingListUrl: t('fields.shoppingListUrl'),
          cover: t('fields.cover'),
          storeId: t('fields.storeId'),
          steps: t('steps.legend'),
        },
        cook: named(cookNames),
        shop: named(shopNames),
        type: (value) => (isRecipeType(value) ? texts.type(value) : formatValue(value, t)),
        status: (value) => (isRecipeStatus(value) ? texts.status(value) : formatValue(value, t)),
        complexity: (value) => (isRecipeComplexity(value) ? texts.complexity(value) : formatValue(value, t)),
        steps: (value) =>
          Array.isArray(value)
            ? value.map((step: unknown, index) => `${index + 1}. ${stepName(step)}`).join('; ')
            : formatValue(value, t),
        date: (value) => (typeof value === 'string' && value !== '' ? formatDate(value) : formatValue(value, t)),
        dateTime: (value) => (typeof value === 'string' && value !== '' ? formatDateTime(value) : formatValue(value, t)),
      },
      defaultCookId,
    );
  }, [cooks.items, shopList, texts, t, defaultCookId]);

  const columns = useMemo<ResourceColumn<RecipeRecord>[]>(
    () => [
      { id: 'title', header: t('columns.title'), cell: (recipe) => recipe.title, isName: true },
      { id: 'cookName', header: t('columns.cook'), cell: (recipe) => recipe.cookName, secondary: true },
      { id: 'type', header: t('columns.type'), cell: (recipe) => texts.type(recipe.type), secondary: true },
      { id: 'status', header: t('columns.status'), cell: (recipe) => <RecipeStatusBadge status={recipe.status} /> },
      {
        id: 'publishDate',
        header: t('columns.publishDate'),
        cell: (recipe) => <time dateTime={recipe.publishDate}>{formatDate(recipe.publishDate)}</time>,
      },
      { id: 'steps', header: t('columns.steps'), cell: (recipe) => recipe.steps.length, align: 'end', secondary: true },
      updatedAtColumn(t('columns.updatedAt')),
    ],
    [t, texts],
  );

  const filters = useMemo<ListFilterControl[]>(
    () => [
      {
        name: 'cookId',
        label: t('filters.cook'),
        anyLabel: t('filters.allCooks'),
        options: cooks.items.map((cook) => ({ value: cook.id, label: cook.name })),
      },
      {
        name: 'status',
        label: t('filters.status'),
        anyLabel: t('filters.anyStatus'),
        options: RECIPE_STATUS_ORDER.map((status) => ({ value: status, label: texts.status(status) })),
      },
    ],
    [t, texts, cooks.items],
  );

  return (
    <ResourceScreen
      definition={recipesResource}
      editor={editor}
      title={t('title')}
      tableLabel={chosenCook ? t('tableLabelOf', { name: chosenCook.name }) : t('tableLabel')}
      columns={columns}
      emptyMessage={t('empty')}
      newLabel={t('new')}
      newTitle={t('newTitle')}
      filters={filters}
      intro={
        <>
          <StyledIntro>{t(admin ? 'intro.admin' : 'intro.editor')}</StyledIntro>
          <CooksPanel list={cooks} chosenCookId={chosenCookId} onChoose={choose} showArchived={showArchived} onShowArchived={setShowArchived} admin={admin} />
          <StyledHeading>{chosenCook ? t('recipesOf', { name: chosenCook.name }) : t('allRecipes')}</StyledHeading>
        </>
      }
      renderFields={({ record }) => <RecipeFields record={record} cooks={activeCooks} shops={shopList} />}
    />
  );
}

/** A step's name in a form value or an audit entry. */
function stepName(step: unknown): string {
  const name = typeof step === 'object' && step !== null ? (step as { name?: unknown }).name : undefined;
  return typeof name === 'string' ? name : '';
}

const StyledIntro = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  color: ${({ theme }) => theme.colors.textMuted};
  max-width: 72ch;
`;

const StyledHeading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  font-size: ${({ theme }) => theme.font.size.lg};
`;
