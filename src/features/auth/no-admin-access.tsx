import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { Link } from 'react-router-dom';
import type { SessionUser } from '../../backend/types';
import { usePageTitle } from '../../components/use-page-title';
import { authText } from './auth-messages';
import { useSignOut } from './use-sign-out';

/** Shown to a signed-in account without admin rights: who is signed in, a logout button, nothing else. */
export default function NoAdminAccess({ user }: { user: SessionUser }) {
  usePageTitle(authText.noAccessTitle);
  const { signOut, busy, error } = useSignOut();
  return (
    <main className="container py-5" style={{ maxWidth: 560 }}>
      <h1 className="h2">{authText.noAccessTitle}</h1>
      <p>{authText.noAccess(user.email)}</p>
      {error && <Alert variant="danger">{error}</Alert>}
      <div className="d-flex flex-wrap gap-2">
        <Button onClick={signOut} disabled={busy}>
          {busy ? authText.loggingOut : authText.logout}
        </Button>
        <Link className="btn btn-outline-primary" to="/">
          {authText.backToSite}
        </Link>
      </div>
    </main>
  );
}
