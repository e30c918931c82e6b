import { useEffect, useState } from 'react';
import { FormikProvider, useFormik } from 'formik';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useApolloClient, useMutation } from '@apollo/client/react';
import toast from 'react-hot-toast';
import styled from 'styled-components';
import { resolveRedirect } from '@flyerdesk/domain/routes';
import { passwordFormSchema } from '@flyerdesk/domain/validation/password';
import { graphql } from '../../__generated__/gql';
import { formErrors, serverFieldErrors } from '../../shared/forms/validation';
import { FormikTextField } from '../../shared/forms/FormikTextField';
import { markPasswordChanged, useSession } from '../../shared/session/session';
import { Alert } from '../../shared/ui/Alert';
import { StyledButton } from '../../shared/ui/Button';
import { StyledPageTitle, StyledPanel } from '../../shared/ui/Page';

export const ChangePasswordDocument = graphql(`
  mutation ChangePassword($currentPassword: String!, $newPassword: String!) {
    changePassword(currentPassword: $currentPassword, newPassword: $newPassword)
  }
`);

const StyledForm = styled.form`
  max-width: 420px;
`;

const EMPTY = { currentPassword: '', newPassword: '', repeatPassword: '' };

/**
 * Change of the signed-in user's own password (spec §2 /password). A user signed in with a temporary
 * password is sent here from every screen and told why; once the new password is set, they go on to
 * their start page.
 */
export default function PasswordPage() {
  const { t } = useTranslation('auth');
  const client = useApolloClient();
  const navigate = useNavigate();
  const { user, flags } = useSession();
  const [changePassword] = useMutation(ChangePasswordDocument);
  const required = user?.mustChangePassword === true;
  /** The temporary password was replaced here: go on once the session no longer asks for a new one. */
  const [goOn, setGoOn] = useState(false);

  useEffect(() => {
    if (goOn && user && !user.mustChangePassword) void navigate(resolveRedirect(undefined, user.roles, flags), { replace: true });
  }, [goOn, user, flags, navigate]);

  const formik = useFormik({
    initialValues: EMPTY,
    validate: (values) => formErrors(passwordFormSchema, values, t),
    onSubmit: async (values, helpers) => {
      try {
        await changePassword({
          variables: { currentPassword: values.currentPassword, newPassword: values.newPassword },
        });
      } catch (error) {
        helpers.setErrors(serverFieldErrors(error, t));
        return;
      }
      helpers.resetForm({ values: EMPTY });
      toast.success(t('password.changed'));
      if (required && user) {
        markPasswordChanged(client, user);
        setGoOn(true);
      }
    },
  });

  return (
    <StyledPanel aria-labelledby="password-title">
      <StyledPageTitle id="password-title">{t('password.title')}</StyledPageTitle>
      {required ? (
        <Alert tone="warning">
          <span data-testid="password-required">{t('password.required')}</span>
        </Alert>
      ) : null}
      <FormikProvider value={formik}>
        <StyledForm noValidate onSubmit={formik.handleSubmit}>
          <FormikTextField
            label={t('password.current')}
            name="currentPassword"
            type="password"
            autoComplete="current-password"
          />
          <FormikTextField
            label={t('password.new')}
            name="newPassword"
            type="password"
            autoComplete="new-password"
          />
          <FormikTextField
            label={t('password.repeat')}
            name="repeatPassword"
            type="password"
            autoComplete="new-password"
          />
          <StyledButton type="submit" $variant="primary" disabled={formik.isSubmitting}>
            {formik.isSubmitting ? t('password.submitting') : t('password.submit')}
          </StyledButton>
        </StyledForm>
      </FormikProvider>
    </StyledPanel>
  );
}
