import { useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useNavigate } from 'react-router-dom';
import { useBackendOrNull } from '../../backend/react/backend-context';
import { usePageMeta } from '../../components/page-meta';
import { DEMO_OPERATOR } from '../../config/demo';

/** Decided at build time: a Firebase build does not even contain the demo account. */
const demoAccount = __BACKEND__ === 'demo' ? DEMO_OPERATOR : null;
import { authStrings, signInErrorMessage } from './strings';
import { paths } from '../../config/paths';

/** Email and password sign-in; success goes to /admin, a failure says why and keeps what was typed. */
export default function LoginPage() {
  usePageMeta({ title: 'Sign in', description: authStrings.loginMetaDescription, noindex: true });
  const backend = useBackendOrNull();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!backend) return;
    if (!email.trim() || !password) {
      setError(authStrings.missingFields);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await backend.auth.signIn(email.trim(), password);
      navigate(paths.admin.dashboard);
    } catch (cause) {
      setError(signInErrorMessage(cause));
      setBusy(false);
    }
  }

  return (
    <div className="container py-5">
      <div className="mx-auto" style={{ maxWidth: 420 }}>
        <h1 className="h2 mb-4">{authStrings.loginTitle}</h1>
        {demoAccount && backend?.kind === 'demo' && (
          <p className="alert alert-info">
            {authStrings.demoHint} <strong>{demoAccount.email}</strong> /{' '}
            <strong>{demoAccount.password}</strong>
          </p>
        )}
        {error && (
          <Alert variant="danger" role="alert">
            {error}
          </Alert>
        )}
        <Form noValidate onSubmit={submit}>
          <Form.Group className="mb-3" controlId="login-email">
            <Form.Label>{authStrings.email}</Form.Label>
            <Form.Control
              type="email"
              size="lg"
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              enterKeyHint="next"
              required
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
          </Form.Group>
          <Form.Group className="mb-4" controlId="login-password">
            <Form.Label>{authStrings.password}</Form.Label>
            <Form.Control
              type="password"
              size="lg"
              autoComplete="current-password"
              enterKeyHint="go"
              required
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
          </Form.Group>
          <Button type="submit" size="lg" className="w-100" disabled={!backend || busy}>
            {busy ? authStrings.signingIn : authStrings.signIn}
          </Button>
        </Form>
      </div>
    </div>
  );
}
