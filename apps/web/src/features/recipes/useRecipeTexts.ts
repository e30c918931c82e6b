import { splitMinutes } from '@flyerdesk/domain/recipes';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { RecipeComplexity, RecipeStatus, RecipeType } from '../../__generated__/graphql';

export interface RecipeTexts {
  status: (status: RecipeStatus) => string;
  type: (type: RecipeType) => string;
  complexity: (complexity: RecipeComplexity) => string;
  /** A preparation time for people: "1 h 15 min", "40 min". */
  duration: (minutes: number) => string;
  /** "4 servings" with the language's plural. */
  servings: (count: number) => string;
}

/** The words of cook and recipe values (statuses, dish types, complexities, times) in the UI's language. */
export function useRecipeTexts(): RecipeTexts {
  const { t } = useTranslation('recipes');
  return useMemo(
    () => ({
      status: (status) => t(`status.${status}`),
      type: (type) => t(`type.${type}`),
      complexity: (complexity) => t(`complexity.${complexity}`),
      duration: (minutes) => {
        const { hours, minutes: rest } = splitMinutes(minutes);
        if (hours === 0) return t('time.minutes', { minutes: rest });
        return rest === 0 ? t('time.hours', { hours }) : t('time.hoursMinutes', { hours, minutes: rest });
      },
      servings: (count) => t('servings', { count }),
    }),
    [t],
  );
}
