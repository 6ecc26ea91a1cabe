import { type ReactNode, useEffect } from 'react';
import { Navigate, useLocation } from 'react-router';
import type { Role } from '../../domain/shared/roles.ts';
import { hasAnyRole } from '../../domain/shared/roles.ts';
import { useSession } from '../lib/session.ts';
import { Spinner } from '../ui/spinner.tsx';

/**
 * Browser-side guard of a staff area: shows the page only to a session holding one of the
 * roles, otherwise redirects (the server enforces the same rule on every API route).
 * `onDenied` runs once when it turns someone away (an area's 'Acceso denegado' toast).
 */
export function RequireRole({
  roles,
  redirectTo,
  children,
  onDenied,
}: {
  roles: readonly Role[];
  redirectTo: string;
  children: ReactNode;
  onDenied?: () => void;
}) {
  const { user, isLoading } = useSession();
  const location = useLocation();
  const denied = !isLoading && !(user && hasAnyRole(user.roles, roles));
  useEffect(() => {
    if (denied) onDenied?.();
  }, [denied, onDenied]);
  if (isLoading) {
    return (
      <div className="flex min-h-[50vh] items-center justify-center">
        <Spinner />
      </div>
    );
  }
  if (denied) return <Navigate to={redirectTo} replace state={{ from: location.pathname }} />;
  return <>{children}</>;
}
