import { matchLeafletSchema } from '@flyerdesk/domain/validation/articlesData';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { FormikTextField } from '../../shared/forms/FormikTextField';
import { formErrors, serverFieldErrors } from '../../shared/forms/validation';
import { StyledButton } from '../../shared/ui/Button';
import { StyledActions } from './articlesDataStyles';
import { useAssignLeaflet, type ArticleDataItem } from './useArticleDataActions';

interface AssignValues {
  leafletNaturalId: string;
}

export interface AssignFormProps {
  item: ArticleDataItem;
  /** Closes the form (after assigning, or on cancel). */
  onClose: () => void;
}

/**
 * Assigns an unmatched item to one of our leaflets by its natural id. The field is checked as typed;
 * a natural id the server does not know is shown under the field.
 */
export function AssignForm({ item, onClose }: AssignFormProps) {
  const { t } = useTranslation('articlesData');
  const { assign } = useAssignLeaflet();

  const submit = async (values: AssignValues, helpers: FormikHelpers<AssignValues>) => {
    const naturalId = values.leafletNaturalId.trim();
    const outcome = await assign(item, naturalId);
    if (outcome.ok || outcome.conflict) {
      onClose();
      return;
    }
    const fields = serverFieldErrors(outcome.error, t);
    if (Object.keys(fields).length > 0) helpers.setErrors(fields);
  };

  return (
    <Formik<AssignValues>
      initialValues={{ leafletNaturalId: '' }}
      validate={(values) => formErrors(matchLeafletSchema, values, t)}
      onSubmit={submit}
    >
      {({ isSubmitting }) => (
        <StyledForm aria-label={t('assign.formLabel', { title: item.title })} noValidate>
          <StyledField>
            <FormikTextField
              name="leafletNaturalId"
              label={t('assign.field')}
              placeholder={t('assign.placeholder')}
              autoComplete="off"
              autoFocus
            />
          </StyledField>
          <StyledActions>
            <StyledButton type="submit" $variant="primary" disabled={isSubmitting}>
              {isSubmitting ? t('assign.saving') : t('assign.submit')}
            </StyledButton>
            <StyledButton type="button" onClick={onClose}>
              {t('actions.cancel')}
            </StyledButton>
          </StyledActions>
        </StyledForm>
      )}
    </Formik>
  );
}

const StyledForm = styled(Form)`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(2)} 0;

  ${StyledActions} {
    /* Lines the buttons up with the input under its label. */
    margin-top: ${({ theme }) => theme.space(6)};
  }
`;

const StyledField = styled.div`
  flex: 0 1 20rem;
  min-width: 12rem;
`;
