import { CircleCheck, Mail } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  parseReportMailStatus,
  REPORT_MAIL_CONSENT,
  REPORT_MAIL_MESSAGES,
  type ReportMailStatus,
  reportMailStatusMessage,
} from '../../../domain/valuation/report-mail.ts';
import { ApiError } from '../../lib/api.ts';
import { Alert, AlertDescription, AlertTitle } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../ui/card.tsx';
import { Field } from '../../ui/field.tsx';
import { Input } from '../../ui/input.tsx';
import { sendReportByMail } from './api.ts';

type Errors = { email?: string; consentimiento?: string; form?: string };

/**
 * «Recibilo por e-mail» on /resultado/:id (docs/decisions/094). A real `<form method="post">`: before
 * hydration or without JavaScript the server stores, queues and redirects back here with
 * `?informe=<estado>` (never the address); with JavaScript it validates with the domain's schema
 * (loaded on submit, so zod stays off the first visit, ADR 090) and posts JSON.
 */
export function ReportMailForm({ consultaId }: { consultaId: string }) {
  const [params] = useSearchParams();
  const returned = parseReportMailStatus(params.get('informe'));
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [sent, setSent] = useState(returned === 'enviado');
  const [errors, setErrors] = useState<Errors>(() => errorsOf(returned));
  const [busy, setBusy] = useState(false);
  const consentId = useId();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const data = new FormData(event.currentTarget);
    const values = { email: String(data.get('email') ?? ''), consentimiento: data.get('consentimiento') === 'si' || undefined };
    setBusy(true);
    try {
      const { reportMailInputSchema } = await import('../../../domain/valuation/report-mail.schemas.ts');
      const parsed = reportMailInputSchema.safeParse(values);
      if (!parsed.success) {
        const next: Errors = {};
        for (const issue of parsed.error.issues) {
          const field = issue.path[0] === 'consentimiento' ? 'consentimiento' : 'email';
          next[field] ??= issue.message;
        }
        setErrors(next);
        return;
      }
      await sendReportByMail(consultaId, parsed.data);
      setErrors({});
      setSentTo(parsed.data.email);
      setSent(true);
    } catch (error) {
      const field = error instanceof ApiError && (error.field === 'email' || error.field === 'consentimiento') ? error.field : 'form';
      setErrors({ [field]: error instanceof ApiError ? error.message : REPORT_MAIL_MESSAGES.error });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card id="recibir-por-email">
      <CardHeader>
        <CardTitle>Recibilo por e-mail</CardTitle>
        <p className="text-sm text-muted">Te mandamos el informe en PDF y el enlace a esta página.</p>
      </CardHeader>
      <CardContent>
        {sent ? (
          <Alert role="status">
            <CircleCheck aria-hidden />
            <AlertTitle>{REPORT_MAIL_MESSAGES.sentTitle}</AlertTitle>
            <AlertDescription>
              {sentTo ? `Lo enviamos a ${sentTo}. ` : ''}
              {REPORT_MAIL_MESSAGES.sent}
              {/* A link, so it also works without JavaScript (the page again, without the status). */}
              <a
                href={`/resultado/${encodeURIComponent(consultaId)}#recibir-por-email`}
                className="mt-2 block font-medium underline"
                onClick={(event) => {
                  event.preventDefault();
                  setSent(false);
                }}
              >
                Enviarlo a otro e-mail
              </a>
            </AlertDescription>
          </Alert>
        ) : (
          <form method="post" action={`/resultado/${encodeURIComponent(consultaId)}/informe`} noValidate onSubmit={submit} className="grid gap-4">
            {errors.form && (
              <Alert variant="destructive">
                <AlertDescription>{errors.form}</AlertDescription>
              </Alert>
            )}
            <Field label="Tu e-mail" required error={errors.email}>
              <Input type="email" name="email" autoComplete="email" inputMode="email" maxLength={254} />
            </Field>
            <div className="grid gap-1.5">
              <div className="flex items-start gap-2">
                <input
                  id={consentId}
                  type="checkbox"
                  name="consentimiento"
                  value="si"
                  aria-required
                  aria-invalid={errors.consentimiento ? true : undefined}
                  aria-describedby={errors.consentimiento ? `${consentId}-error` : undefined}
                  className="mt-0.5 size-5 shrink-0 accent-brand-700"
                />
                <label htmlFor={consentId} className="text-sm text-ink">
                  {REPORT_MAIL_CONSENT.text}
                  <span aria-hidden className="ml-0.5 text-danger">
                    *
                  </span>
                </label>
              </div>
              {errors.consentimiento && (
                <p id={`${consentId}-error`} role="alert" className="text-sm font-medium text-danger">
                  {errors.consentimiento}
                </p>
              )}
            </div>
            <Button type="submit" variant="outline" loading={busy} className="w-full sm:w-auto sm:justify-self-start">
              <Mail aria-hidden />
              {busy ? 'Enviando...' : 'Enviar informe'}
            </Button>
          </form>
        )}
      </CardContent>
    </Card>
  );
}

/** What the server's redirect said, placed under its field (the form without JavaScript). */
function errorsOf(status: ReportMailStatus | undefined): Errors {
  if (!status || status === 'enviado') return {};
  const message = reportMailStatusMessage(status);
  if (status === 'email' || status === 'limite-email') return { email: message };
  if (status === 'consentimiento') return { consentimiento: message };
  return { form: message };
}
