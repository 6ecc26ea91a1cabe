import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '../ui/button.tsx';
import { EmptyState } from '../ui/empty-state.tsx';

/** A 404 of the API; the one the server embeds arrives as plain JSON, not an ApiError. */
export function isNotFound(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 404;
}

/**
 * A public page whose address names nothing (a barrio, a consulta): the page's only heading for
 * screen readers, what is missing, and the way back. The server answers it with status 404
 * (docs/decisions/008).
 */
export function NotFoundState({
  icon,
  title,
  description,
  to,
  linkText,
}: {
  icon: ReactNode;
  title: string;
  description: string;
  to: string;
  linkText: string;
}) {
  return (
    <>
      <h1 className="sr-only">{title}</h1>
      <EmptyState
        icon={icon}
        title={title}
        description={description}
        action={
          <Button asChild>
            <Link to={to}>{linkText}</Link>
          </Button>
        }
      />
    </>
  );
}
