import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { api } from '../../lib/api.ts';
import { SESSION_QUERY_KEY } from '../../lib/session.ts';
import { paths } from '../../paths.ts';
import { Alert, AlertDescription, AlertTitle } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { AccountCard } from './account-card.tsx';

/**
 * `/confirmar-email?token=…`, from the address-check mail: hands the token to the auth library and
 * says how it went (ADR 092). Confirming twice is harmless, so a repeated request does no harm.
 */
function VerifyEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const client = useQueryClient();
  const check = useQuery({
    queryKey: ['verify-email', token],
    queryFn: () => api.get(`/api/auth/verify-email?${new URLSearchParams({ token })}`),
    enabled: token !== '',
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    meta: { silent: true },
  });
  // The session's email_verified changed: the manage page must not show the old notice.
  useEffect(() => {
    if (check.isSuccess) void client.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
  }, [check.isSuccess, client]);

  if (token !== '' && check.isPending)
    return (
      <AccountCard title="Confirmando tu dirección" description="Un momento, estamos revisando el enlace.">
        <p className="flex items-center gap-2 text-sm">
          <Spinner aria-label="Confirmando tu dirección" /> Confirmando…
        </p>
      </AccountCard>
    );

  if (check.isSuccess)
    return (
      <AccountCard title="Dirección confirmada" description="Gracias: ya podés cargar propiedades.">
        <Alert role="status">
          <AlertTitle>Listo</AlertTitle>
          <AlertDescription>Tu dirección de e-mail quedó confirmada.</AlertDescription>
        </Alert>
        <Button asChild>
          <Link to={paths.propertiesManage}>Ir a mis propiedades</Link>
        </Button>
      </AccountCard>
    );

  return (
    <AccountCard title="El enlace no sirve" description="Los enlaces para confirmar la dirección vencen en 24 horas.">
      <Alert variant="destructive">
        <AlertTitle>No pudimos confirmar tu dirección</AlertTitle>
        <AlertDescription>
          {check.error instanceof Error ? check.error.message : 'El enlace está incompleto. Abrí el enlace del e-mail completo.'} Iniciá sesión y pedí otro
          desde «Mis propiedades».
        </AlertDescription>
      </Alert>
      <Button asChild>
        <Link to={paths.propertiesManage}>Ir a mis propiedades</Link>
      </Button>
    </AccountCard>
  );
}

export const Component = VerifyEmailPage;
