import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router-dom';
import { useMutation } from '@apollo/client/react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import styled from 'styled-components';
import { loginSchema } from '@flyerdesk/domain/validation/login';
import { graphql } from '../../__generated__/gql';
import { formErrors } from '../../shared/forms/validation';
import { TextField } from '../../shared/ui/TextField';
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
   * Too many failed sign-ins: when the server said how long to wait, a wait under a minute in
   * `seconds`; a longer one with `time`, when a sign-in may succeed again (formatted), and `minutes`,
   * that wait in whole minutes, as it was when refused.
   */
  | { kind: 'tooManyAttempts'; wait: { seconds: number } | { time: string; minutes: number } | undefined };

/**
 * What the gateway reported for a refused sign-in (code, or the upstream reason in the extensions). The
 * date formatting loads only for a refusal that says until when to wait (not with the sign-in screen).
 */
async function failureOf(error: unknown, now: number): Promise<Failure | undefined> {
  if (!CombinedGraphQLErrors.is(error)) return undefined;
  const limited = error.errors.find((e) => e.extensions?.code === 'TOO_MANY_REQUESTS');
  if (limited) {
    const seconds = limited.extensions?.retryAfterSeconds;
    if (typeof seconds !== 'number' || seconds <= 0) return { kind: 'tooManyAttempts', wait: undefined };
    // The first waits after a few failures are short: counted in seconds.
    if (seconds < 60) return { kind: 'tooManyAttempts', wait: { seconds: Math.ceil(seconds) } };
    const { formatDateTime } = await import('@flyerdesk/domain/dates');
    return { kind: 'tooManyAttempts', wait: { time: formatDateTime(now + seconds * 1000), minutes: Math.max(1, Math.ceil(seconds / 60)) } };
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
  if ('seconds' in failure.wait) return t('login.tooManyAttemptsSeconds', { count: failure.wait.seconds });
  return t('login.tooManyAttempts', { count: failure.wait.minutes, time: failure.wait.time });
}

interface LoginValues {
  username: string;
  password: string;
}

type LoginField = keyof LoginValues;

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

  // The sign-in screen is part of the first load: a plain form instead of the form library the other screens use.
  const [values, setValues] = useState<LoginValues>({ username: '', password: '' });
  const [touched, setTouched] = useState<Partial<Record<LoginField, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const errors = formErrors(loginSchema, values, t);
  // A field's message shows once the field was left or the form was submitted.
  const errorOf = (field: LoginField) => (touched[field] || submitted ? errors[field] : undefined);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    setSubmitted(true);
    if (Object.keys(errors).length > 0) return;
    setSubmitting(true);
    setFailure(undefined);
    const input = loginSchema.validateSync(values);
    try {
      await login({ variables: { username: input.username, password: input.password } });
    } catch (error) {
      setFailure(await failureOf(error, Date.now()));
      setSubmitting(false);
      return;
    }
    await session.refresh();
    setSubmitting(false);
  };

  const fieldProps = (field: LoginField) => ({
    name: field,
    value: values[field],
    error: errorOf(field),
    onChange: (event: { target: { value: string } }) => setValues((current) => ({ ...current, [field]: event.target.value })),
    onBlur: () => setTouched((current) => ({ ...current, [field]: true })),
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
        <form noValidate onSubmit={(event) => void submit(event)}>
          <TextField label={t('login.username')} autoComplete="username" {...fieldProps('username')} />
          <TextField label={t('login.password')} type="password" autoComplete="current-password" {...fieldProps('password')} />
          <StyledButton type="submit" $variant="primary" disabled={submitting}>
            {submitting ? t('login.submitting') : t('login.submit')}
          </StyledButton>
        </form>
      </StyledCard>
    </StyledScreen>
  );
}
