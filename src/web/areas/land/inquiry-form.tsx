import { type FormEvent, useEffect, useRef, useState } from 'react';
import type { InquiryInput } from '../../../domain/fund/land.ts';
import { FORM_POSTS } from '../../../domain/shared/form-post.ts';
import { NUMBER_KINDS } from '../../../domain/shared/typed-number-reader.ts';
import { ApiError } from '../../lib/api.ts';
import { usePostedForm } from '../../shared/ssr-state.ts';
import { Alert, AlertDescription, AlertTitle } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { Field } from '../../ui/field.tsx';
import { Input } from '../../ui/input.tsx';
import { NumberInput } from '../../ui/number-input.tsx';
import { Progress } from '../../ui/progress.tsx';
import { sendInquiry } from './api.ts';
import { ContactFields } from './contact-fields.tsx';

// The schema (and zod with it) loads when the visitor starts on the form, never with the page.
const loadRules = () => import('../../../domain/fund/land.ts');

type FieldName = keyof InquiryInput | 'archivo';
type Values = Record<'nombre' | 'email' | 'telefono' | 'ubicacion_terreno' | 'm2_vendibles_estimados', string>;
const EMPTY: Values = { nombre: '', email: '', telefono: '', ubicacion_terreno: '', m2_vendibles_estimados: '' };
const FAILED = 'No se pudo enviar la consulta. Intentá nuevamente.';
const FIELD_ORDER: FieldName[] = ['nombre', 'email', 'telefono', 'ubicacion_terreno', 'm2_vendibles_estimados', 'tiene_prefactibilidad', 'archivo'];

type Phase = { name: 'editing' } | { name: 'sending'; progress: number } | { name: 'sent' };

/** The land owner's form of /terrenos → contactos_terrenos (with an optional private pre-feasibility file). */
export function InquiryForm() {
  // Posted without JavaScript (ADR 100): the server drew this page with what was typed and its messages, or its success.
  const posted = usePostedForm('landInquiry');
  const [values, setValues] = useState<Values>(() => ({ ...EMPTY, ...pick(posted?.values) }));
  const [hasPrefeasibility, setHasPrefeasibility] = useState(posted?.values.tiene_prefactibilidad === 'true');
  const [file, setFile] = useState<File | undefined>();
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>(posted?.errors ?? {});
  const [formError, setFormError] = useState<string | null>(posted?.formError ?? null);
  const [phase, setPhase] = useState<Phase>(posted?.sent ? { name: 'sent' } : { name: 'editing' });
  const [accept, setAccept] = useState<string | undefined>();
  const formRef = useRef<HTMLFormElement>(null);
  const doneRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (phase.name === 'sent' && !posted?.sent) doneRef.current?.focus();
  }, [phase.name, posted?.sent]);

  // A field's message goes as soon as it is edited: it would otherwise contradict what the field now says («= 1.200 m²»).
  const set = (name: keyof Values) => (event: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [name]: event.target.value }));
    setErrors((e) => (e[name] ? { ...e, [name]: undefined } : e));
  };

  function prepare() {
    void loadRules().then((m) => setAccept(m.PREFEASIBILITY_ACCEPT));
  }

  /** Moves focus to the first field with a message, so it is read out. */
  function focusFirstError(found: Partial<Record<FieldName, string>>) {
    const first = FIELD_ORDER.find((name) => found[name]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (phase.name === 'sending') return;
    setFormError(null);
    const rules = await loadRules();
    const checked = rules.inquiryFormSchema.safeParse({ ...values, tiene_prefactibilidad: hasPrefeasibility, archivo: file });
    if (!checked.success) {
      const found: Partial<Record<FieldName, string>> = {};
      for (const issue of checked.error.issues) {
        const name = issue.path[0] as FieldName;
        found[name] ??= issue.message;
      }
      setErrors(found);
      focusFirstError(found);
      return;
    }
    setErrors({});
    const form = new FormData();
    for (const [name, value] of Object.entries(values)) form.append(name, value);
    form.append('tiene_prefactibilidad', String(hasPrefeasibility));
    if (file) form.append('archivo', file, file.name);
    setPhase({ name: 'sending', progress: 0 });
    try {
      await sendInquiry(form, (progress) => setPhase({ name: 'sending', progress }));
      setPhase({ name: 'sent' });
    } catch (error) {
      setPhase({ name: 'editing' });
      if (error instanceof ApiError && error.field && FIELD_ORDER.includes(error.field as FieldName)) {
        const found = { [error.field]: error.message };
        setErrors(found);
        focusFirstError(found);
      } else if (error instanceof ApiError && (error.status === 415 || error.status === 413)) {
        setErrors({ archivo: error.message });
        focusFirstError({ archivo: error.message });
      } else {
        setFormError(error instanceof ApiError && error.status !== 500 ? error.message : FAILED);
      }
    }
  }

  function startOver() {
    setValues(EMPTY);
    setHasPrefeasibility(false);
    setFile(undefined);
    setErrors({});
    setPhase({ name: 'editing' });
  }

  if (phase.name === 'sent') {
    return (
      <div role="status" className="grid justify-items-start gap-3 rounded-lg border border-success/30 bg-success-soft p-6">
        <h3 ref={doneRef} tabIndex={-1} className="text-xl font-semibold text-ink outline-none">
          ¡Recibimos tu consulta!
        </h3>
        <p className="text-ink">Un especialista del fondo revisa tu terreno y te contacta en los próximos días.</p>
        <Button variant="outline" onClick={startOver}>
          Enviar otra consulta
        </Button>
      </div>
    );
  }

  const sending = phase.name === 'sending';
  return (
    // method/action/enctype: without JavaScript (or before it arrives) the browser posts the form to
    // the page, never as a GET with the data in the address (ADR 100).
    <form
      ref={formRef}
      method="post"
      action={`${FORM_POSTS.landInquiry}#propietarios`}
      encType="multipart/form-data"
      noValidate
      onSubmit={submit}
      onFocus={prepare}
      onPointerEnter={prepare}
      className="grid gap-4"
      aria-describedby="form-campos"
    >
      <p id="form-campos" className="text-sm text-muted">
        Los campos con <span aria-hidden>*</span>
        <span className="sr-only">asterisco</span> son obligatorios.
      </p>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <ContactFields values={values} errors={errors} onChange={set} />
        <Field label="Ubicación del terreno" required error={errors.ubicacion_terreno}>
          <Input name="ubicacion_terreno" placeholder="Calle y altura, barrio" value={values.ubicacion_terreno} onChange={set('ubicacion_terreno')} />
        </Field>
        <Field label="M² vendibles estimados" description="Opcional" error={errors.m2_vendibles_estimados}>
          <NumberInput kind={NUMBER_KINDS.area} name="m2_vendibles_estimados" value={values.m2_vendibles_estimados} onChange={set('m2_vendibles_estimados')} />
        </Field>
      </div>
      <Field label="¿Tenés prefactibilidad?" layout="inline" error={errors.tiene_prefactibilidad}>
        <input
          name="tiene_prefactibilidad"
          type="checkbox"
          checked={hasPrefeasibility}
          value="true"
          onChange={(event) => setHasPrefeasibility(event.target.checked)}
          className="size-5 accent-brand-700"
        />
      </Field>
      <Field
        label="Archivo de prefactibilidad"
        description="Opcional: PDF, JPG, PNG o WebP, hasta 10 MB. Solo lo ve el equipo del fondo."
        error={errors.archivo}
      >
        <Input name="archivo" type="file" accept={accept} onChange={(event) => setFile(event.target.files?.[0] ?? undefined)} />
      </Field>
      {formError && (
        <Alert variant="destructive">
          <AlertTitle>Error</AlertTitle>
          <AlertDescription>{formError}</AlertDescription>
        </Alert>
      )}
      {sending && file && <Progress value={phase.progress} label="Subiendo archivo" />}
      <Button type="submit" size="lg" loading={sending} className="justify-self-start">
        {sending ? 'Enviando…' : 'Enviar consulta'}
      </Button>
    </form>
  );
}

/** The text fields of a posted form's values (the checkbox has its own state). */
function pick(posted: Record<string, string> | undefined): Partial<Values> {
  if (!posted) return {};
  return Object.fromEntries(Object.keys(EMPTY).flatMap((name) => (posted[name] === undefined ? [] : [[name, posted[name]]])));
}
