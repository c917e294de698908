import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { Link } from 'react-router-dom';
import type { SessionUser } from '../../backend/types';
import { usePageTitle } from '../../components/page-title';
import { authStrings } from './strings';
import { useSignOut } from './use-sign-out';
import { paths } from '../../config/paths';

/** Shown to a signed-in account without admin rights: who is signed in, a logout button, nothing else. */
export default function NoAdminAccess({ user }: { user: SessionUser }) {
  usePageTitle(authStrings.noAccessTitle);
  const { signOut, busy, error } = useSignOut();
  return (
    <main className="container py-5" style={{ maxWidth: 560 }}>
      <h1 className="h2">{authStrings.noAccessTitle}</h1>
      <p>{authStrings.noAccess(user.email)}</p>
      {error && <Alert variant="danger">{error}</Alert>}
      <div className="d-flex flex-wrap gap-2">
        <Button onClick={signOut} disabled={busy}>
          {busy ? authStrings.loggingOut : authStrings.logout}
        </Button>
        <Link className="btn btn-outline-primary" to={paths.home}>
          {authStrings.backToSite}
        </Link>
      </div>
    </main>
  );
}
