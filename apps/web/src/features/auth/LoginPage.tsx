import { useState } from 'react';
import { FormikProvider, useFormik } from 'formik';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router-dom';
import { useMutation } from '@apollo/client/react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import styled from 'styled-components';
import { formatDateTime } from '@flyerdesk/domain/dates';
import { loginSchema } from '@flyerdesk/domain/validation/login';
import { graphql } from '../../__generated__/gql';
import { formErrors } from '../../shared/forms/validation';
import { FormikTextField } from '../../shared/forms/FormikTextField';
import { StyledButton } from '../../shared/ui/Button';
import { Alert } from '../../shared/ui/Alert';
import { StyledPanel } from '../../shared/ui/Page';
import { LanguageMenu } from '../../shared/i18n/LanguageMenu';
import { useSession } from '../../shared/session/session';

export const LoginDocument = graphql(`
  mutation Login($username: String!, $password: String!) {
    login(username: $username, password: $password) {
      user {
        id
        username
        roles
      }
    }
  }
`);

type Failure =
  | { kind: 'wrongCredentials' | 'disabled' }
  /**
   * Too many failed sign-ins: when the server said how long to wait, `until` is when a sign-in may
   * succeed again (epoch ms) and `minutes` that wait in whole minutes, as it was when refused.
   */
  | { kind: 'tooManyAttempts'; wait: { until: number; minutes: number } | undefined };

/** What the gateway reported for a refused sign-in (code, or the upstream reason in the extensions). */
function failureOf(error: unknown, now: number): Failure | undefined {
  if (!CombinedGraphQLErrors.is(error)) return undefined;
  const limited = error.errors.find((e) => e.extensions?.code === 'TOO_MANY_REQUESTS');
  if (limited) {
    const seconds = limited.extensions?.retryAfterSeconds;
    const wait =
      typeof seconds === 'number' && seconds > 0
        ? { until: now + seconds * 1000, minutes: Math.max(1, Math.ceil(seconds / 60)) }
        : undefined;
    return { kind: 'tooManyAttempts', wait };
  }
  const markers = error.errors.flatMap((e) => [e.extensions?.code, e.extensions?.reason, e.extensions?.upstreamCode]);
  if (markers.includes('USER_DISABLED')) return { kind: 'disabled' };
  if (markers.includes('UNAUTHENTICATED') || markers.includes('BAD_CREDENTIALS')) return { kind: 'wrongCredentials' };
  return undefined;
}

/** The text of a refused sign-in; for too many attempts with how long to wait and until when. */
function failureText(failure: Failure, t: (key: string, options?: Record<string, unknown>) => string): string {
  if (failure.kind !== 'tooManyAttempts') return t(`login.${failure.kind}`);
  if (failure.wait === undefined) return t('login.tooManyAttemptsLater');
  return t('login.tooManyAttempts', { count: failure.wait.minutes, time: formatDateTime(failure.wait.until) });
}

/** Where the sign-in guard sent the user from, when it did. */
export interface LoginLocationState {
  verificationFailed?: boolean;
}

const StyledScreen = styled.main`
  min-height: 100vh;
  display: grid;
  place-items: center;
  padding: ${({ theme }) => theme.space(4)};
`;

const StyledCard = styled(StyledPanel)`
  width: min(420px, 100%);
`;

const StyledTop = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(4)};
  margin-bottom: ${({ theme }) => theme.space(4)};
  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.xl};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** Sign-in form (spec §2 /login). After success the sign-in guard opens the saved or start page. */
export default function LoginPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const location = useLocation();
  const session = useSession();
  const [failure, setFailure] = useState<Failure | undefined>();
  const [login] = useMutation(LoginDocument);
  const verificationFailed = (location.state as LoginLocationState | null)?.verificationFailed === true;

  const formik = useFormik({
    initialValues: { username: '', password: '' },
    validate: (values) => formErrors(loginSchema, values, t),
    onSubmit: async (values) => {
      setFailure(undefined);
      const input = loginSchema.validateSync(values);
      try {
        await login({ variables: { username: input.username, password: input.password } });
      } catch (error) {
        setFailure(failureOf(error, Date.now()));
        return;
      }
      await session.refresh();
    },
  });


  return (
    <StyledScreen>
      <StyledCard aria-labelledby="login-title">
        <StyledTop>
          <div>
            <h1 id="login-title">{t('login.title')}</h1>
            <p>{t('login.subtitle')}</p>
          </div>
          <LanguageMenu />
        </StyledTop>
        {params.get('sessionLost') === '1' ? <Alert tone="warning">{t('login.sessionLost')}</Alert> : null}
        {verificationFailed && params.get('sessionLost') !== '1' ? (
          <Alert tone="info">{t('login.verificationFailed')}</Alert>
        ) : null}
        {failure ? <Alert tone="danger">{failureText(failure, t)}</Alert> : null}
        <FormikProvider value={formik}>
          <form noValidate onSubmit={formik.handleSubmit}>
            <FormikTextField
              label={t('login.username')}
              name="username"
              autoComplete="username"
            />
            <FormikTextField
              label={t('login.password')}
              name="password"
              type="password"
              autoComplete="current-password"
            />
            <StyledButton type="submit" $variant="primary" disabled={formik.isSubmitting}>
              {formik.isSubmitting ? t('login.submitting') : t('login.submit')}
            </StyledButton>
          </form>
        </FormikProvider>
      </StyledCard>
    </StyledScreen>
  );
}
