import { useMutation } from '@tanstack/react-query';
import { MailCheck } from 'lucide-react';
import { api } from '../lib/api.ts';
import { apiMessageOr } from '../lib/api-message.ts';
import { useSession } from '../lib/session.ts';
import { Alert, AlertDescription, AlertTitle } from '../ui/alert.tsx';
import { Button } from '../ui/button.tsx';

/**
 * Shown while the signed-in account's address is not confirmed (ADR 092): what to do, and
 * «Reenviar» (the server allows three an hour and says how long to wait after that).
 */
export function EmailVerificationNotice({ what }: { /** What waits for the check: «cargar propiedades». */ what: string }) {
  const { user } = useSession();
  const resend = useMutation({ mutationFn: () => api.post('/api/auth/send-verification-email', {}), meta: { silent: true } });
  if (!user || user.email_verified) return null;
  const failure = resend.error ? apiMessageOr(resend.error, 'No se pudo reenviar. Probá de nuevo.') : null;
  return (
    <Alert>
      <MailCheck aria-hidden />
      <AlertTitle>Te mandamos un e-mail para confirmar tu dirección</AlertTitle>
      <AlertDescription className="grid gap-2">
        <p>
          Abrí el enlace que enviamos a <strong>{user.email}</strong> para {what}. Si no lo encontrás, revisá el correo no deseado o pedí otro.
        </p>
        <div className="flex flex-wrap items-center gap-3">
          <Button variant="outline" size="sm" loading={resend.isPending} onClick={() => resend.mutate()}>
            Reenviar
          </Button>
          <span role="status" className="text-sm">
            {resend.isSuccess ? 'Listo: te mandamos otro e-mail.' : ''}
          </span>
        </div>
        {failure && (
          <p role="alert" className="text-sm text-danger">
            {failure}
          </p>
        )}
      </AlertDescription>
    </Alert>
  );
}
