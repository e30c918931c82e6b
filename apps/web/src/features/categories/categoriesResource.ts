import { categorySchema } from '@flyerdesk/domain/validation/category';
import type { CategoryInput, CategoryRecordFragment } from '../../__generated__/graphql';
import type { RecordEditor, ResourceDefinition } from '../../shared/resource/types';
import {
  ArchiveCategoryMutation,
  CategoriesChangedSubscription,
  CategoriesPageQuery,
  CategoryHistoryQuery,
  CategoryQuery,
  CategoryRecordFragment as CategoryFragment,
  CreateCategoryMutation,
  RestoreCategoryMutation,
  UpdateCategoryMutation,
} from './operations';

export type CategoryRecord = CategoryRecordFragment;

/** Categories for the resource kit: their documents, what the server searches and how one is named. */
export const categoriesResource: ResourceDefinition<CategoryRecord, CategoryInput> = {
  resource: 'categories',
  fragment: CategoryFragment,
  listQuery: CategoriesPageQuery,
  changes: CategoriesChangedSubscription,
  recordQuery: CategoryQuery,
  historyQuery: CategoryHistoryQuery,
  create: CreateCategoryMutation,
  update: UpdateCategoryMutation,
  archive: ArchiveCategoryMutation,
  restore: RestoreCategoryMutation,
  searchFields: ['name', 'categoryWebId'],
  nameOf: (category) => category.name,
};

export interface CategoryValues extends Record<string, unknown> {
  name: string;
  categoryWebId: string;
}

/** The category form: name and web id (spec §5: both required), checked with the domain schema. */
export function categoryEditor(labels: { name: string; categoryWebId: string }): RecordEditor<CategoryRecord, CategoryValues, CategoryInput> {
  return {
    schema: categorySchema,
    toValues: (category) => ({ name: category?.name ?? '', categoryWebId: category?.categoryWebId ?? '' }),
    toInput: (values) => ({ name: values.name.trim(), categoryWebId: values.categoryWebId.trim() }),
    fields: [
      { name: 'name', label: labels.name },
      { name: 'categoryWebId', label: labels.categoryWebId },
    ],
  };
}

/** The gateway's route taking a category's logo. */
export function categoryLogoPath(id: string): string {
  return `/upload/categories/${encodeURIComponent(id)}/logo`;
}
