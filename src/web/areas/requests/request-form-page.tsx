import { useQueryClient } from '@tanstack/react-query';
import { CheckCircle2, MessageCircle } from 'lucide-react';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { BRAND } from '../../../domain/brand.ts';
import { CODIGO_MAX, COMENTARIOS_MAX, NUEVO_CLIENTE_MAX } from '../../../domain/requests/limits.ts';
import { CLIENT_BRANCHES, NEW_CLIENT_BRANCH, REQUESTERS, SERVICE_TYPES } from '../../../domain/requests/lists.ts';
import type { RequestInput, ServiceRequest } from '../../../domain/requests/request.ts';
import { FORM_POSTS } from '../../../domain/shared/form-post.ts';
import { NUMBER_KINDS } from '../../../domain/shared/typed-number-reader.ts';
import { api } from '../../lib/api.ts';
import { publicSettingsQueryOptions } from '../../lib/public-settings.ts';
import { useFieldErrors } from '../../lib/use-field-errors.ts';
import { paths } from '../../paths.ts';
import type { PageHandle } from '../../shared/page-handle.ts';
import { PostedForm, PostedFormError, PublicFormLayout } from '../../shared/posted-form.tsx';
import { usePostedForm } from '../../shared/ssr-state.ts';
import { Button } from '../../ui/button.tsx';
import { Field } from '../../ui/field.tsx';
import { Input } from '../../ui/input.tsx';
import { NumberInput } from '../../ui/number-input.tsx';
import { NativeSelect } from '../../ui/select.tsx';
import { Textarea } from '../../ui/textarea.tsx';
import { toast } from '../../ui/toast.tsx';

// The schema, its messages and the WhatsApp text load on the first submit: zod stays out of this
// public page's first download (the same rules run again on the server).
const loadRules = () => import('../../../domain/requests/request.ts');

// Here rather than in ./api.ts: that module is shared with the CRM screens, whose chunk this public page must not load.
const createRequest = (input: RequestInput) => api.post<ServiceRequest>('/api/solicitudes', input as Record<string, unknown>);

type FieldName = 'codigo_interno' | 'sucursal' | 'nuevo_cliente' | 'tipo_servicio' | 'dias_estimados' | 'solicitante' | 'celular' | 'comentarios';
const FIELD_ORDER: FieldName[] = ['codigo_interno', 'sucursal', 'nuevo_cliente', 'tipo_servicio', 'dias_estimados', 'solicitante', 'celular', 'comentarios'];

const TITLE = 'Solicitudes internas';
const DESCRIPTION = `Pedí un servicio a ${BRAND.firm} para la sucursal de tu cliente: reparaciones, pintura, humedades, mantenimiento y más.`;

/** /solicitudes-internas: a branch asks for a service (spec §2, §5, §7). */
function RequestFormPage() {
  const client = useQueryClient();
  // Posted without JavaScript (ADR 100): the server drew this page with what was typed and its messages, or its success.
  const posted = usePostedForm('serviceRequest');
  const typed = posted?.values ?? {};
  const { formRef, errors, showIssues, showApiError, clear, reset } = useFieldErrors(FIELD_ORDER, posted?.errors);
  const [sucursal, setSucursal] = useState(typed.sucursal ?? '');
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState<{ codigo: string; whatsapp: string } | null>(
    posted?.sent ? { codigo: posted.sent.codigo ?? '', whatsapp: posted.sent.whatsapp ?? '' } : null,
  );
  // Without JavaScript the new client's name cannot appear on choosing its branch: it shows until the scripts run.
  const [scripted, setScripted] = useState(false);
  useEffect(() => setScripted(true), []);
  const headingId = useId();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const values = Object.fromEntries(new FormData(form)) as Record<string, string>;
    if (values.sucursal !== NEW_CLIENT_BRANCH) delete values.nuevo_cliente;
    if (!values.comentarios?.trim()) delete values.comentarios;
    setSending(true);
    try {
      const rules = await loadRules();
      const parsed = rules.requestInputSchema.safeParse(values);
      if (!parsed.success) return showIssues(parsed.error.issues);
      reset();
      let saved: Awaited<ReturnType<typeof createRequest>>;
      try {
        saved = await createRequest(values as never);
      } catch (error) {
        showApiError(error);
        toast.error('Error', rules.REQUEST_MESSAGES.sendFailed);
        return;
      }
      const settings = await client.fetchQuery(publicSettingsQueryOptions()).catch(() => undefined);
      const whatsapp = settings?.whatsapp_empresa ? rules.requestWhatsappLink(settings.whatsapp_empresa, saved) : '';
      toast.success(rules.REQUEST_MESSAGES.sent, `Código ${saved.codigo_interno}`);
      form.reset();
      setSucursal('');
      setSent({ codigo: saved.codigo_interno, whatsapp });
      if (whatsapp) window.open(whatsapp, '_blank', 'noopener,noreferrer');
    } catch {
      // The rules module itself did not load (connection lost): its message is the spec's text.
      toast.error('Error', 'Hubo un problema al enviar la solicitud');
    } finally {
      setSending(false);
    }
  }

  return (
    <PublicFormLayout
      brand={BRAND.firm}
      backTo={paths.firm}
      headingId={headingId}
      title="Solicitud de servicio"
      intro={<>Completá los datos y el equipo de {BRAND.name} la revisa. Los campos con * son obligatorios.</>}
    >
      {sent && (
        <div
          role="status"
          className="mt-6 flex flex-col gap-3 rounded-lg border border-success/25 bg-success-soft p-4 text-success sm:flex-row sm:items-center"
        >
          <CheckCircle2 aria-hidden className="size-5 shrink-0" />
          <p className="flex-1 text-sm font-medium">Solicitud enviada: {sent.codigo}. Si WhatsApp no se abrió, enviala desde acá.</p>
          {sent.whatsapp && (
            <Button asChild size="sm" variant="outline">
              <a href={sent.whatsapp} target="_blank" rel="noopener noreferrer">
                <MessageCircle aria-hidden />
                Enviar por WhatsApp
                <span className="sr-only"> (abre WhatsApp en una pestaña nueva)</span>
              </a>
            </Button>
          )}
        </div>
      )}

      <PostedFormError message={posted?.formError} />
      <PostedForm
        formRef={formRef}
        action={FORM_POSTS.serviceRequest}
        onSubmit={submit}
        className="mt-6 grid items-start gap-5 rounded-lg border border-border bg-white p-4 sm:grid-cols-2 sm:p-6"
      >
        <Field label="Código interno" required error={errors.codigo_interno}>
          <Input name="codigo_interno" autoComplete="off" defaultValue={typed.codigo_interno} maxLength={CODIGO_MAX} onChange={() => clear('codigo_interno')} />
        </Field>
        <Field label="Sucursal" required error={errors.sucursal}>
          <NativeSelect
            name="sucursal"
            value={sucursal}
            onChange={(e) => {
              setSucursal(e.target.value);
              clear('sucursal');
            }}
            placeholder="Elegí la sucursal"
            options={CLIENT_BRANCHES}
          />
        </Field>
        {(sucursal === NEW_CLIENT_BRANCH || !scripted) && (
          <Field
            label="Nombre del nuevo cliente"
            required
            description={scripted ? undefined : `Solo con la sucursal «${NEW_CLIENT_BRANCH}».`}
            error={errors.nuevo_cliente}
            className="sm:col-span-2"
          >
            <Input
              name="nuevo_cliente"
              autoComplete="organization"
              defaultValue={typed.nuevo_cliente}
              maxLength={NUEVO_CLIENTE_MAX}
              onChange={() => clear('nuevo_cliente')}
            />
          </Field>
        )}
        <Field label="Tipo de servicio" required error={errors.tipo_servicio}>
          <NativeSelect
            name="tipo_servicio"
            defaultValue={typed.tipo_servicio ?? ''}
            onChange={() => clear('tipo_servicio')}
            placeholder="Elegí el servicio"
            options={SERVICE_TYPES}
          />
        </Field>
        <Field label="Días estimados" required error={errors.dias_estimados}>
          <NumberInput kind={NUMBER_KINDS.whole} name="dias_estimados" defaultValue={typed.dias_estimados} onChange={() => clear('dias_estimados')} />
        </Field>
        <Field label="Solicitante" required error={errors.solicitante}>
          <NativeSelect
            name="solicitante"
            defaultValue={typed.solicitante ?? ''}
            onChange={() => clear('solicitante')}
            placeholder="Elegí quién solicita"
            options={REQUESTERS}
          />
        </Field>
        <Field label="Celular" required error={errors.celular}>
          <Input name="celular" type="tel" autoComplete="tel" placeholder="+54 9 11 5555-0000" defaultValue={typed.celular} onChange={() => clear('celular')} />
        </Field>
        <Field label="Comentarios (opcional)" error={errors.comentarios} className="sm:col-span-2">
          <Textarea name="comentarios" rows={4} defaultValue={typed.comentarios} maxLength={COMENTARIOS_MAX} onChange={() => clear('comentarios')} />
        </Field>
        <div className="sm:col-span-2">
          <Button type="submit" loading={sending} className="w-full sm:w-auto">
            {sending ? 'Enviando...' : 'Enviar solicitud'}
          </Button>
        </div>
      </PostedForm>
    </PublicFormLayout>
  );
}

export const Component = RequestFormPage;

/** Rendered on the server (docs/decisions/008); the firm's WhatsApp number comes with the page. */
export const handle: PageHandle = {
  queries: () => [publicSettingsQueryOptions()],
  meta: () => ({ title: TITLE, description: DESCRIPTION }),
  unlisted: true,
};
