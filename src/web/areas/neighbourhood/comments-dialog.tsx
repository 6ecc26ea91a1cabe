import { Heart, MessageSquare } from 'lucide-react';
import type { PublicComment } from '../../../domain/neighbourhood/comments.ts';
import { formatDate } from '../../../domain/shared/date-format.ts';
import { formatUsd } from '../../../domain/shared/money.ts';
import { ErrorState } from '../../staff/query-states.tsx';
import { cn } from '../../ui/cn.ts';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../ui/dialog.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { useComments, useToggleLike } from './api.ts';
import { CommentForm } from './comment-form.tsx';

// The barrio pages draw the form alone, loaded through this module (barrio-page.tsx).
export { CommentForm };

/** Comments of one barrio, newest first, with likes and the form. */
export function CommentsDialog({ barrio, onClose }: { barrio: string | null; onClose: () => void }) {
  return (
    <Dialog open={barrio !== null} onOpenChange={(open) => !open && onClose()}>
      {barrio && (
        <DialogContent className="sm:max-w-2xl">
          <DialogHeader>
            <DialogTitle>Comentarios de {barrio}</DialogTitle>
            <DialogDescription>Contá lo que sabés del barrio o sugerí un valor por m². Tu email no se publica.</DialogDescription>
          </DialogHeader>
          <CommentList barrio={barrio} />
          <CommentForm barrio={barrio} />
        </DialogContent>
      )}
    </Dialog>
  );
}

function CommentList({ barrio }: { barrio: string }) {
  const comments = useComments(barrio);
  if (comments.isPending) return <Skeleton role="status" className="h-24" aria-label="Cargando comentarios" />;
  // A failed read is not an empty list.
  if (comments.isError) return <ErrorState title="No se pudieron cargar los comentarios" onRetry={() => comments.refetch()} retrying={comments.isFetching} />;
  const list = comments.data ?? [];
  if (list.length === 0) return <EmptyState icon={<MessageSquare />} title="No hay comentarios aún" description="Sé el primero en comentar." />;
  return (
    <ul className="grid max-h-[40vh] gap-3 overflow-y-auto pr-1" aria-label={`Comentarios de ${barrio}`}>
      {list.map((c) => (
        <CommentItem key={c.id} comment={c} barrio={barrio} />
      ))}
    </ul>
  );
}

function CommentItem({ comment, barrio }: { comment: PublicComment; barrio: string }) {
  const like = useToggleLike(barrio);
  return (
    <li className="grid gap-1 rounded-md border border-border p-3">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <p className="font-semibold">{comment.autor_nombre}</p>
        <p className="text-xs text-muted">{formatDate(comment.created_at)}</p>
      </div>
      <p className="whitespace-pre-line break-words text-sm">{comment.comentario}</p>
      <div className="flex flex-wrap items-center justify-between gap-2">
        {comment.precio_sugerido !== null ? (
          <p className="text-sm text-brand-700">
            Precio sugerido: <strong>{formatUsd(comment.precio_sugerido)}/m²</strong>
          </p>
        ) : (
          <span />
        )}
        <button
          type="button"
          onClick={() => like.mutate({ id: comment.id, like: !comment.liked })}
          disabled={like.isPending}
          aria-pressed={comment.liked}
          className={cn(
            'inline-flex h-9 items-center gap-1.5 rounded-full border px-3 text-sm transition-colors disabled:opacity-60',
            comment.liked ? 'border-danger/30 bg-danger-soft text-danger' : 'border-border text-muted hover:bg-surface',
          )}
        >
          <Heart aria-hidden className={cn('size-4', comment.liked && 'fill-current')} />
          <span className="sr-only">Me gusta</span>
          <span>{comment.total_likes}</span>
        </button>
      </div>
    </li>
  );
}
