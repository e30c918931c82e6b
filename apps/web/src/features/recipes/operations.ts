import { graphql } from '../../__generated__/gql';

/** A cook as every document of the screen reads it (the cook list, the record, events, answers). */
export const CookRecordFragment = graphql(`
  fragment CookRecord on Cook {
    id
    name
    seoId
    logoUrl
    status
    editorIds
    editors
    createdAt
    version
    archivedAt
    updatedAt
    updatedBy
  }
`);

export const CooksPageQuery = graphql(`
  query CooksPage($page: ListPageInput, $filter: CookFilter) {
    page: cooks(page: $page, filter: $filter) {
      items {
        ...CookRecord
      }
      total
    }
  }
`);

export const CookQuery = graphql(`
  query CookRecordById($id: ID!) {
    record: cook(id: $id) {
      ...CookRecord
    }
  }
`);

export const CookHistoryQuery = graphql(`
  query CookHistory($id: ID!, $limit: Int, $offset: Int) {
    history: cookHistory(id: $id, limit: $limit, offset: $offset) {
      items {
        ...HistoryPanel_entry
      }
      total
    }
  }
`);

export const CooksChangedSubscription = graphql(`
  subscription CooksChanged {
    change: cooksChanged {
      seq
      position
      action
      actor
      at
      clientMutationId
      record {
        ...CookRecord
      }
    }
  }
`);

export const CreateCookMutation = graphql(`
  mutation CreateCook($input: CookInput!, $clientMutationId: String) {
    record: createCook(input: $input, clientMutationId: $clientMutationId) {
      ...CookRecord
    }
  }
`);

export const UpdateCookMutation = graphql(`
  mutation UpdateCook($id: ID!, $version: Int!, $input: CookInput!, $clientMutationId: String) {
    record: updateCook(id: $id, version: $version, input: $input, clientMutationId: $clientMutationId) {
      ...CookRecord
    }
  }
`);

export const ArchiveCookMutation = graphql(`
  mutation ArchiveCook($id: ID!, $version: Int, $clientMutationId: String) {
    record: archiveCook(id: $id, version: $version, clientMutationId: $clientMutationId) {
      ...CookRecord
    }
  }
`);

export const RestoreCookMutation = graphql(`
  mutation RestoreCook($id: ID!, $clientMutationId: String) {
    record: restoreCook(id: $id, clientMutationId: $clientMutationId) {
      ...CookRecord
    }
  }
`);

/** A recipe as every document of the screen reads it (list rows, the record with its steps, events, answers). */
export const RecipeRecordFragment = graphql(`
  fragment RecipeRecord on Recipe {
    id
    cookId
    cookName
    title
    seoId
    type
    leafletId
    publishDate
    visibleAt
    status
    preparationTime
    numberOfServings
    complexity
    tags
    longUrl
    shoppingListUrl
    cover
    steps {
      name
      description
      extraDescription
      image
    }
    storeId
    storeName
    createdAt
    createdBy
    version
    archivedAt
    updatedAt
    updatedBy
  }
`);

export const RecipesPageQuery = graphql(`
  query RecipesPage($page: ListPageInput, $filter: RecipeFilter) {
    page: recipes(page: $page, filter: $filter) {
      items {
        ...RecipeRecord
      }
      total
    }
  }
`);

export const RecipeQuery = graphql(`
  query RecipeRecordById($id: ID!) {
    record: recipe(id: $id) {
      ...RecipeRecord
    }
  }
`);

export const RecipeHistoryQuery = graphql(`
  query RecipeHistory($id: ID!, $limit: Int, $offset: Int) {
    history: recipeHistory(id: $id, limit: $limit, offset: $offset) {
      items {
        ...HistoryPanel_entry
      }
      total
    }
  }
`);

export const RecipesChangedSubscription = graphql(`
  subscription RecipesChanged {
    change: recipesChanged {
      seq
      position
      action
      actor
      at
      clientMutationId
      record {
        ...RecipeRecord
      }
    }
  }
`);

export const CreateRecipeMutation = graphql(`
  mutation CreateRecipe($input: RecipeInput!, $clientMutationId: String) {
    record: createRecipe(input: $input, clientMutationId: $clientMutationId) {
      ...RecipeRecord
    }
  }
`);

export const UpdateRecipeMutation = graphql(`
  mutation UpdateRecipe($id: ID!, $version: Int!, $input: RecipeInput!, $clientMutationId: String) {
    record: updateRecipe(id: $id, version: $version, input: $input, clientMutationId: $clientMutationId) {
      ...RecipeRecord
    }
  }
`);

export const ArchiveRecipeMutation = graphql(`
  mutation ArchiveRecipe($id: ID!, $version: Int, $clientMutationId: String) {
    record: archiveRecipe(id: $id, version: $version, clientMutationId: $clientMutationId) {
      ...RecipeRecord
    }
  }
`);

export const RestoreRecipeMutation = graphql(`
  mutation RestoreRecipe($id: ID!, $clientMutationId: String) {
    record: restoreRecipe(id: $id, clientMutationId: $clientMutationId) {
      ...RecipeRecord
    }
  }
`);

/** The shops a recipe may name as its cooperating shop. */
export const RecipeShopsQuery = graphql(`
  query RecipeShops {
    recipeShops {
      id
      name
    }
  }
`);

/** The users an administrator may assign to a cook (those with the role EDITOR_RECIPE are offered). */
export const CookEditorChoicesQuery = graphql(`
  query CookEditorChoices($page: ListPageInput) {
    users(page: $page) {
      items {
        id
        username
        role
        enabled
      }
    }
  }
`);
