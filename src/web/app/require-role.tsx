import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import type { Role } from '../../domain/shared/roles.ts';
import { hasAnyRole } from '../../domain/shared/roles.ts';
import { useSession } from '../lib/session.ts';
import { Spinner } from '../ui/spinner.tsx';

/**
 * Browser-side guard of a staff area: shows the page only to a session holding one of the
 * roles, otherwise redirects (the server enforces the same rule on every API route).
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
  if (isLoading) {
    return (
      <div className="flex min-h-[50vh] items-center justify-center">
        <Spinner />
      </div>
    );
  }
  if (!user || !hasAnyRole(user.roles, roles)) {
    onDenied?.();
    return <Navigate to={redirectTo} replace state={{ from: location.pathname }} />;
  }
  return <>{children}</>;
}
