import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import type { SessionUser } from '../../backend/types';
import Loading from '../../components/loading';
import { authStrings } from './strings';
import NoAdminAccess from './no-admin-access';
import { useSession } from './use-session';
import { paths } from '../../config/paths';

interface AdminGuardProps {
  /** Rendered only for a signed-in admin. */
  children: (user: SessionUser) => ReactNode;
}

/**
 * Every admin screen sits behind this: 'Loading...' while the auth state resolves, /login when signed out, and a
 * "no admin access" screen (with no admin data) for an account without admin rights.
 */
export default function AdminGuard({ children }: AdminGuardProps) {
  const session = useSession();
  if (session.status === 'loading') return <Loading label={authStrings.loading} />;
  if (session.status === 'signed-out') return <Navigate to={paths.login} replace />;
  if (!session.user.isAdmin) return <NoAdminAccess user={session.user} />;
  return children(session.user);
}
