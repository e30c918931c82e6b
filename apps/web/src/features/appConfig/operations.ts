import { graphql } from '../../__generated__/gql';

/** A section of the app configuration as every document of the screen reads it (list rows, the record, events, answers). */
export const AppConfigSectionRecordFragment = graphql(`
  fragment AppConfigSectionRecord on AppConfigSection {
    id
    section
    document
    version
    archivedAt
    updatedAt
    updatedBy
  }
`);

export const AppConfigSectionsPageQuery = graphql(`
  query AppConfigSectionsPage($page: ListPageInput) {
    page: appConfigSections(page: $page) {
      items {
        ...AppConfigSectionRecord
      }
      total
    }
  }
`);

export const AppConfigSectionQuery = graphql(`
  query AppConfigSectionRecordById($id: ID!) {
    record: appConfigSection(id: $id) {
      ...AppConfigSectionRecord
    }
  }
`);

export const AppConfigSectionHistoryQuery = graphql(`
  query AppConfigSectionHistory($id: ID!, $limit: Int, $offset: Int) {
    history: appConfigSectionHistory(id: $id, limit: $limit, offset: $offset) {
      items {
        ...HistoryPanel_entry
      }
      total
    }
  }
`);

export const AppConfigSectionsChangedSubscription = graphql(`
  subscription AppConfigSectionsChanged {
    change: appConfigSectionsChanged {
      seq
      position
      action
      actor
      at
      clientMutationId
      record {
        ...AppConfigSectionRecord
      }
    }
  }
`);

export const UpdateAppConfigSectionMutation = graphql(`
  mutation UpdateAppConfigSection($id: ID!, $version: Int!, $input: AppConfigSectionInput!, $clientMutationId: String) {
    record: updateAppConfigSection(id: $id, version: $version, input: $input, clientMutationId: $clientMutationId) {
      ...AppConfigSectionRecord
    }
  }
`);

export const RevertAppConfigSectionMutation = graphql(`
  mutation RevertAppConfigSection($id: ID!, $version: Int!, $toVersion: Int!, $clientMutationId: String) {
    record: revertAppConfigSection(id: $id, version: $version, toVersion: $toVersion, clientMutationId: $clientMutationId) {
      ...AppConfigSectionRecord
    }
  }
`);

/** The shops the sections name (popular, onboarding, mega menu): every shop in use. */
export const AppConfigShopsQuery = graphql(`
  query AppConfigShops {
    stores {
      id
      name
    }
  }
`);

/** The cooks the web mega menu may name. */
export const AppConfigCooksQuery = graphql(`
  query AppConfigCooks($page: ListPageInput) {
    cooks(page: $page) {
      items {
        id
        name
      }
      total
    }
  }
`);

/** The recipes the web may promote. */
export const AppConfigRecipesQuery = graphql(`
  query AppConfigRecipes($page: ListPageInput) {
    recipes(page: $page) {
      items {
        id
        title
        cookName
      }
      total
    }
  }
`);
