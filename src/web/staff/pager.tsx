import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '../ui/button.tsx';

/** Previous / next over a server-paginated list; nothing when everything fits on one page. */
export function Pager({
  page,
  pageSize,
  total,
  onPage,
  label,
}: {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  /** What is paginated, for the navigation's name: 'Paginación de <label>'. */
  label: string;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (total <= pageSize) return null;
  return (
    <nav aria-label={`Paginación de ${label}`} className="mt-4 flex items-center justify-between gap-3">
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <ChevronLeft aria-hidden />
        Anterior
      </Button>
      <p className="text-sm text-muted" aria-live="polite">
        Página {page} de {pages}
      </p>
      <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Siguiente
        <ChevronRight aria-hidden />
      </Button>
    </nav>
  );
}
