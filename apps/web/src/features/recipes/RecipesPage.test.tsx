import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CookRecordFragment, RecipeRecordFragment } from '../../__generated__/graphql';
import { AT, answers, lockServer, pushChange, renderResourceScreen, settle, withinPanel } from '../../shared/resource/test-utils';
import { clearToasts, type Mock } from '../../test/renderFeature';
import { CookEditorChoicesQuery, CooksPageQuery, CreateCookMutation, CreateRecipeMutation, RecipeShopsQuery, RecipesPageQuery } from './operations';
import RecipesPage from './RecipesPage';

/** Ids are UUIDs (the domain schema checks them). */
const ANIA = '5b6c2a1e-0d8f-4c61-9a57-3f1e2d4c5b6a';
const MAREK = '9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b';
const LIDL = '1f2e3d4c-5b6a-4798-8a1b-2c3d4e5f6a7b';
const RECIPES_USER = '2a3b4c5d-6e7f-4a8b-9c0d-1e2f3a4b5c6d';
const SHOP_EDITOR = '3b4c5d6e-7f8a-4b9c-8d1e-2f3a4b5c6d7e';

function aCook(overrides: Partial<CookRecordFragment> & { id: string; name: string }): CookRecordFragment {
  return {
    __typename: 'Cook',
    seoId: overrides.name.toLowerCase().replace(/\s+/g, '-'),
    logoUrl: null,
    status: 'ACTIVE',
    editorIds: [RECIPES_USER],
    editors: ['recipes'],
    createdAt: AT,
    version: 1,
    archivedAt: null,
    updatedAt: AT,
    updatedBy: 'admin',
    ...overrides,
  };
}

function aRecipe(overrides: Partial<RecipeRecordFragment> & { id: string; title: string }): RecipeRecordFragment {
  return {
    __typename: 'Recipe',
    cookId: ANIA,
    cookName: 'Ania Gotuje',
    seoId: 'zurek',
    type: 'SOUP',
    leafletId: null,
    publishDate: '2026-11-20',
    visibleAt: null,
    status: 'ACTIVE',
    preparationTime: 75,
    numberOfServings: 4,
    complexity: 'MEDIUM',
    tags: ['zupa'],
    longUrl: null,
    shoppingListUrl: null,
    cover: null,
    steps: [{ __typename: 'RecipeStep', name: 'Zakwas', description: 'Zalej mąkę wodą.', extraDescription: null, image: null }],
    storeId: null,
    storeName: null,
    createdAt: AT,
    createdBy: 'recipes',
    version: 1,
    archivedAt: null,
    updatedAt: AT,
    updatedBy: 'recipes',
    ...overrides,
  };
}

const ania = aCook({ id: ANIA, name: 'Ania Gotuje' });
const marek = aCook({ id: MAREK, name: 'Kuchnia Marka', status: 'READY_FOR_ACTIVATION' });
const zurek = aRecipe({ id: 'r-1', title: 'Żurek' });

function cooksAnswer(items: CookRecordFragment[]) {
  return answers(CooksPageQuery, undefined, { data: { page: { __typename: 'CookPage', items, total: items.length } } });
}

function recipesAnswer(items: RecipeRecordFragment[]) {
  return answers(RecipesPageQuery, undefined, { data: { page: { __typename: 'RecipePage', items, total: items.length } } });
}

const shopsMock: Mock = {
  request: { query: RecipeShopsQuery },
  result: { data: { recipeShops: [{ __typename: 'RecipeShop', id: LIDL, name: 'Lidl' }] } },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

function renderRecipes(mocks: Mock[], roles: ('EDITOR_RECIPE' | 'ADMIN')[] = ['EDITOR_RECIPE']) {
  return renderResourceScreen(<RecipesPage />, { mocks: [shopsMock, ...lockServer().mocks, ...mocks], roles });
}

/**
 * jsdom lays nothing out: each step of the editor gets a box of its own, one under the other by its
 * place in the list, so the keyboard sensor finds the step below.
 */
function layOutSteps() {
  const box = (top: number, height: number): DOMRect => ({ x: 0, y: top, top, left: 0, right: 400, bottom: top + height, width: 400, height, toJSON: () => ({}) });
  const spy = jest.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function rect(this: Element) {
    const step = this.closest('[data-testid^="recipe-step-"]');
    if (step?.parentElement && step.tagName === 'LI') return box(Array.from(step.parentElement.children).indexOf(step) * 200, 180);
    return box(0, 0);
  });
  return () => spy.mockRestore();
}

/** Puts a whole text into a field at once (as pasting does): one change, not one per letter. */
async function fill(_user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  fireEvent.change(field, { target: { value: text } });
  await settle();
}

afterEach(() => {
  clearToasts();
});

describe('cooks of the recipes screen', () => {
  it('shows a recipe editor their cooks live and lists the recipes of the cook they choose', async () => {
    const cooks = cooksAnswer([ania, marek]);
    const recipes = recipesAnswer([zurek]);
    const { subscriptions } = renderRecipes([cooks.mock, recipes.mock]);
    const user = userEvent.setup();

    const list = await screen.findByTestId('cooks-list');
    expect(within(list).getAllByRole('listitem').map((item) => item.getAttribute('data-cook-name'))).toEqual(['Ania Gotuje', 'Kuchnia Marka']);
    // A recipe editor opens cooks read-only and creates none.
    expect(screen.queryByRole('button', { name: 'New cook' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Details of cook Ania Gotuje' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Recipes of Kuchnia Marka' }));
    await waitFor(() => expect(recipes.calls).toHaveBeenLastCalledWith(expect.objectContaining({ filter: { cookId: MAREK } })));
    expect(screen.getByRole('button', { name: 'Recipes of Kuchnia Marka' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('heading', { level: 2, name: 'Recipes of Kuchnia Marka' })).toBeInTheDocument();

    pushChange(subscriptions, 'CooksChanged', 'CookChange', { seq: 1, action: 'UPDATED', record: { ...marek, status: 'ACTIVE', version: 2 } });
    await waitFor(() => expect(within(screen.getByTestId(`cook-card-${MAREK}`)).getByTestId('recipe-status')).toHaveAttribute('data-status', 'ACTIVE'));
    expect(cooks.calls).toHaveBeenCalledTimes(1);
  });

  it('brings a recipe written elsewhere into the list without asking the server again', async () => {
    const recipes = recipesAnswer([zurek]);
    const { subscriptions } = renderRecipes([cooksAnswer([ania]).mock, recipes.mock], ['ADMIN']);
    await screen.findByTestId('resource-row-r-1');

    pushChange(subscriptions, 'RecipesChanged', 'RecipeChange', {
      seq: 1,
      action: 'CREATED',
      actor: 'recipes',
      record: aRecipe({ id: 'r-2', title: 'Barszcz', seoId: 'barszcz' }),
    });
    expect(await screen.findByTestId('resource-row-r-2')).toHaveTextContent('Barszcz');
    expect(recipes.calls).toHaveBeenCalledTimes(1);
  });

  it('lets an administrator create a cook and assign only recipe editors to it', async () => {
    const users = answers(CookEditorChoicesQuery, undefined, {
      data: {
        users: {
          __typename: 'UserPage',
          items: [
            { __typename: 'User', id: RECIPES_USER, username: 'recipes', role: 'EDITOR_RECIPE', enabled: true },
            { __typename: 'User', id: SHOP_EDITOR, username: 'editor', role: 'EDITOR', enabled: true },
          ],
        },
      },
    });
    const created = answers(CreateCookMutation, undefined, { data: { record: aCook({ id: 'c-new', name: 'Babcia Zosia', seoId: 'babcia-zosia' }) } });
    renderRecipes([cooksAnswer([ania]).mock, recipesAnswer([]).mock, users.mock, created.mock], ['ADMIN']);
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'New cook' }));
    const panel = withinPanel();
    await fill(user, panel.getByLabelText('Name'), 'Babcia Zosia');
    await user.click(panel.getByRole('button', { name: 'Make from the name' }));
    expect(panel.getByLabelText('SEO id')).toHaveValue('babcia-zosia');
    const editors = await panel.findByTestId('cook-editors');
    expect(within(editors).getAllByRole('checkbox').map((box) => box.closest('label')?.textContent)).toEqual(['recipes']);
    await user.click(within(editors).getByRole('checkbox', { name: 'recipes' }));
    await user.click(panel.getByTestId('record-submit'));
    await waitFor(() => expect(created.calls).toHaveBeenCalledTimes(1));
    expect(created.calls.mock.calls[0]?.[0]).toMatchObject({ input: { name: 'Babcia Zosia', seoId: 'babcia-zosia', status: 'INACTIVE', editorIds: [RECIPES_USER] } });
  });
});

describe('the recipe form', () => {
  it('takes three steps, moves one with the keyboard, shows the new order in the preview and saves it', async () => {
    const create = answers(CreateRecipeMutation, undefined, (): { data: Record<string, unknown> } => ({ data: { record: aRecipe({ id: 'r-9', title: 'Zupa pomidorowa' }) } }));
    renderRecipes([cooksAnswer([ania, marek]).mock, recipesAnswer([]).mock, create.mock]);
    const user = userEvent.setup();
    await screen.findByTestId('cooks-list');

    await user.click(screen.getByRole('button', { name: 'New recipe' }));
    const panel = withinPanel();
    await user.selectOptions(panel.getByLabelText('Cook'), ANIA);
    await fill(user, panel.getByLabelText('Title'), 'Zupa pomidorowa');
    await user.click(panel.getByRole('button', { name: 'Make from the title' }));
    await user.selectOptions(panel.getByLabelText('Dish type'), 'SOUP');
    await fill(user, panel.getByLabelText('Preparation time (minutes)'), '75');
    await fill(user, panel.getByLabelText('Number of servings'), '4');
    await user.click(panel.getByRole('radio', { name: 'Medium' }));
    await fill(user, panel.getByLabelText('Tags'), 'zupa, obiad');
    await fill(user, panel.getByLabelText('Name of step 1'), 'Pomidory');
    await fill(user, panel.getByLabelText('Description of step 1'), 'Sparz pomidory.');
    await user.click(panel.getByRole('button', { name: 'Add step' }));
    expect(panel.getByLabelText('Name of step 2')).toHaveFocus();
    await user.paste('Bulion');
    await fill(user, panel.getByLabelText('Description of step 2'), 'Zagotuj bulion.');
    await user.click(panel.getByRole('button', { name: 'Add step' }));
    await user.paste('Podanie');
    await fill(user, panel.getByLabelText('Description of step 3'), 'Podawaj z makaronem.');

    const preview = panel.getByTestId('recipe-preview');
    const previewSteps = () => within(preview).getAllByTestId('preview-step').map((step) => step.getAttribute('data-step-name'));
    expect(previewSteps()).toEqual(['Pomidory', 'Bulion', 'Podanie']);
    expect(within(preview).getByTestId('preview-title')).toHaveTextContent('Zupa pomidorowa');
    expect(within(preview).getByTestId('preview-time')).toHaveTextContent('1 h 15 min');
    expect(within(preview).getByTestId('preview-servings')).toHaveTextContent('4 servings');
    expect(within(preview).getByTestId('preview-tags')).toHaveTextContent('#zupa#obiad');

    // Space lifts the first step, two arrows down move it to the end, Space drops it.
    const restore = layOutSteps();
    try {
      act(() => panel.getByRole('button', { name: 'Move step 1: Pomidory' }).focus());
      await user.keyboard('[Space]');
      await settle();
      await user.keyboard('[ArrowDown]');
      await settle();
      await user.keyboard('[ArrowDown]');
      await settle();
      await user.keyboard('[Space]');
      await waitFor(() => expect(previewSteps()).toEqual(['Bulion', 'Podanie', 'Pomidory']));
    } finally {
      restore();
    }
    expect(panel.getByRole('button', { name: 'Move step 3: Pomidory' })).toBeInTheDocument();
    expect(panel.getByLabelText('Name of step 1')).toHaveValue('Bulion');

    await user.click(panel.getByTestId('record-submit'));
    await waitFor(() => expect(create.calls).toHaveBeenCalledTimes(1));
    expect(create.calls.mock.calls[0]?.[0]).toMatchObject({
      input: {
        cookId: ANIA,
        title: 'Zupa pomidorowa',
        seoId: 'zupa-pomidorowa',
        type: 'SOUP',
        preparationTime: 75,
        numberOfServings: 4,
        complexity: 'MEDIUM',
        tags: ['zupa', 'obiad'],
        status: 'INACTIVE',
        steps: [
          { name: 'Bulion', description: 'Zagotuj bulion.', extraDescription: null, image: null },
          { name: 'Podanie', description: 'Podawaj z makaronem.', extraDescription: null, image: null },
          { name: 'Pomidory', description: 'Sparz pomidory.', extraDescription: null, image: null },
        ],
      },
    });
  });

  it('words the rules under their fields before anything is sent, and removes a step', async () => {
    const create = answers(CreateRecipeMutation, undefined, { data: { record: zurek } });
    renderRecipes([cooksAnswer([ania]).mock, recipesAnswer([]).mock, create.mock]);
    const user = userEvent.setup();
    await screen.findByTestId('cooks-list');

    await user.click(screen.getByRole('button', { name: 'New recipe' }));
    const panel = withinPanel();
    // The only cook is chosen already.
    expect(panel.getByLabelText('Cook')).toHaveValue(ANIA);
    await fill(user, panel.getByLabelText('Shopping list link'), 'https://www.example.pl/zakupy/1');
    await fill(user, panel.getByLabelText('Tags'), 'zupa, Zupa');
    await fill(user, panel.getByLabelText('Preparation time (minutes)'), '0');
    await user.click(panel.getByRole('button', { name: 'Add step' }));
    await user.click(panel.getByRole('button', { name: 'Remove step 2: untitled' }));
    expect(panel.queryByLabelText('Name of step 2')).not.toBeInTheDocument();
    expect(panel.getByRole('button', { name: 'Remove step 1: untitled' })).toBeDisabled();
    await user.click(panel.getByTestId('record-submit'));

    expect(await panel.findByText(/Enter a shopping list link/)).toBeInTheDocument();
    expect(panel.getByText('The tag "Zupa" is listed more than once')).toBeInTheDocument();
    expect(panel.getByText('Must be a whole number greater than 0')).toBeInTheDocument();
    expect(panel.getAllByText('This field is required').length).toBeGreaterThanOrEqual(3);
    expect(create.calls).not.toHaveBeenCalled();
  });

  it('switches the preview between light and dark', async () => {
    renderRecipes([cooksAnswer([ania]).mock, recipesAnswer([]).mock]);
    const user = userEvent.setup();
    await screen.findByTestId('cooks-list');
    await user.click(screen.getByRole('button', { name: 'New recipe' }));
    const panel = withinPanel();

    const toggle = panel.getByRole('button', { name: 'Dark preview' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(panel.getByTestId('preview-screen')).toHaveAttribute('data-theme', 'light');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(panel.getByTestId('preview-screen')).toHaveAttribute('data-theme', 'dark');
  });
});
