import { useQuery } from '@apollo/client/react';
import { LIST_PAGES } from '@flyerdesk/domain/lists';
import { can } from '@flyerdesk/domain/permissions';
import { getIn, setIn, type FormikErrors } from 'formik';
import { useCallback, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnySchema } from 'yup';
import { SessionDocument } from '../../shared/session/session';
import { sameValue } from '../../shared/resource/values';
import { leafletFormErrors, nestErrors, type LeafletFormValues } from './leafletForm';
import type { Choice } from './LeafletFields';
import { LeafletChoicesQuery } from './operations';

/** Whether the signed-in user sets priorities (ADMIN, ROOT: the ordering's roles); editors see them read-only. */
export function useCanSetPriorities(): boolean {
  const { data } = useQuery(SessionDocument, { fetchPolicy: 'cache-only' });
  return can(data?.me.roles ?? [], 'leaflets.order');
}

/** Groups and categories for the dialog's selects (the largest page the server gives). */
export function useLeafletChoices(): { groups: readonly Choice[]; categories: readonly Choice[] } {
  const limit = Math.min(LIST_PAGES.groups.max, LIST_PAGES.categories.max);
  const { data } = useQuery(LeafletChoicesQuery, { variables: { page: { limit } }, fetchPolicy: 'cache-and-network' });
  return { groups: data?.groups.items ?? [], categories: data?.categories.items ?? [] };
}

interface Retained {
  values: LeafletFormValues;
  errors: Record<string, string>;
}

/**
 * The dialog's validation: the domain schema in the interface's language, and the server's refusals
 * under their fields until the field changes.
 */
export function useLeafletValidation(schema: AnySchema, withPriorities: boolean) {
  const { t } = useTranslation('leaflets');
  const retained = useRef<Retained | null>(null);

  const validate = useCallback(
    (values: LeafletFormValues): FormikErrors<LeafletFormValues> => {
      let errors = leafletFormErrors(schema, values, { withPriorities }, t);
      const server = retained.current;
      if (server) {
        for (const [path, message] of Object.entries(server.errors)) {
          const field = path.startsWith('zipCodes') ? 'zipCodes' : path;
          if (getIn(errors, field) === undefined && sameValue(getIn(values, field), getIn(server.values, field))) {
            errors = setIn(errors, field, message) as FormikErrors<LeafletFormValues>;
          }
        }
      }
      return errors;
    },
    [schema, withPriorities, t],
  );

  const retainServerErrors = useCallback((values: LeafletFormValues, errors: Record<string, string>) => {
    retained.current = { values, errors };
  }, []);
  const clearServerErrors = useCallback(() => {
    retained.current = null;
  }, []);

  return { validate, retainServerErrors, clearServerErrors, nestErrors };
}
