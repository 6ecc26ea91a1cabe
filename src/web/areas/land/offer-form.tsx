import { type FormEvent, type ReactNode, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import type { LandOffer, OfferRequestInput } from '../../../domain/fund/offer.ts';
import { defaultZoneKey, UNKNOWN_ZONE } from '../../../domain/fund/zones.ts';
import { formatNumber, formatUsd } from '../../../domain/shared/money.ts';
import { NUMBER_KINDS } from '../../../domain/shared/typed-number-reader.ts';
import { ApiError } from '../../lib/api.ts';
import { Button } from '../../ui/button.tsx';
import { Field } from '../../ui/field.tsx';
import { NumberInput } from '../../ui/number-input.tsx';
import { RetryNote } from '../../ui/retry-note.tsx';
import { NativeSelect } from '../../ui/select.tsx';
import { toast } from '../../ui/toast.tsx';
import { CONTACT_FIELDS, ContactFields, type ContactName } from './contact-fields.tsx';
import { askOffer, sendOfferContact, useOfferPlaces, useOfferZones } from './offer-api.ts';

type Knows = 'no' | 'si';
interface Values {
  localidad: string;
  barrio: string;
  lote: string;
  frente: string;
  fondo: string;
  sabe: Knows;
  m2: string;
  zona: string;
}
type FieldName = 'localidad' | 'barrio' | 'lote' | 'frente' | 'fondo' | 'm2' | 'zona';
type Errors = Partial<Record<FieldName, string>>;
type Shown = { offer: LandOffer; request: OfferRequestInput; disclaimer: string };

// The rules (zod with them) load when the owner starts on the form, never to draw it: the form shows
// as soon as its own small chunk is in. The contact's rules (the inquiry form's fields) when it opens.
const loadOfferRules = () => import('../../../domain/fund/offer.ts');
const loadContactRules = () => import('../../../domain/fund/land.ts');

const EMPTY: Values = { localidad: '', barrio: '', lote: '', frente: '', fondo: '', sabe: 'no', m2: '', zona: UNKNOWN_ZONE };
const FIELD_ORDER: FieldName[] = ['localidad', 'barrio', 'lote', 'frente', 'fondo', 'm2', 'zona'];
/** The API's field names → the form's. */
const FROM_API: Record<string, FieldName> = { barrio_id: 'barrio', lote_m2: 'lote', frente_m: 'frente', fondo_m: 'fondo', m2_vendibles: 'm2', zona: 'zona' };
const OFFER_FAILED = 'No se pudo calcular la oferta';
const CONTACT_FAILED = 'No se pudo enviar tu pedido';
const TRY_AGAIN = 'Intentá nuevamente en unos segundos: lo que escribiste sigue acá.';

/** The request as the owner typed it (the server reads «1.250» and «8,66», ADR 024). */
function requestOf(v: Values): OfferRequestInput {
  return {
    barrio_id: v.barrio,
    lote_m2: v.lote,
    frente_m: v.frente,
    fondo_m: v.fondo,
    m2_vendibles: v.sabe === 'si' ? v.m2 : null,
    zona: v.sabe === 'si' ? null : v.zona,
  };
}

/** The first message of each field, the API's field names read as the form's. */
function errorsOf(issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>, sabe: Knows): Errors {
  const found: Errors = {};
  for (const issue of issues) {
    let name = FROM_API[String(issue.path[0])];
    // «Indicá los m² vendibles o elegí…» belongs under the m² when that is what the owner chose.
    if (name === 'zona' && sabe === 'si') name = 'm2';
    if (name) found[name] ??= issue.message;
  }
  return found;
}

const failure = (error: unknown) => (error instanceof ApiError && error.status !== 500 && error.status !== 0 ? error.message : TRY_AGAIN);

/**
 * «¿Cuánto te ofrecemos por tu terreno?» (ADR 143): barrio, lot and what can be built → three
 * indicative options computed on the server, their assumptions, and «Quiero que me contacten».
 * Loaded when its section comes into view or is used (land-page.tsx): /terrenos' first visit has
 * no room for it.
 */
export function OfferForm({ initialBarrioId }: { initialBarrioId?: string | undefined }) {
  const places = useOfferPlaces();
  const zones = useOfferZones();
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [asking, setAsking] = useState(false);
  const [shown, setShown] = useState<Shown | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const knowsId = useId();

  const localidades = useMemo(() => {
    const byId = new Map<string, string>();
    for (const p of places.data ?? []) byId.set(p.localidad_id, p.localidad_nombre);
    return [...byId].map(([id, nombre]) => ({ id, nombre })).sort((a, b) => a.nombre.localeCompare(b.nombre, 'es'));
  }, [places.data]);
  const barrios = useMemo(
    () => (places.data ?? []).filter((p) => p.localidad_id === values.localidad).sort((a, b) => a.barrio_nombre.localeCompare(b.barrio_nombre, 'es')),
    [places.data, values.localidad],
  );

  // A barrio from the address (/terrenos?barrio=<id>#oferta) or a single localidad: chosen once the places arrive.
  const placed = useRef(false);
  useEffect(() => {
    if (placed.current || !places.data) return;
    placed.current = true;
    const wanted = places.data.find((p) => p.barrio_id === initialBarrioId);
    if (wanted) setValues((v) => ({ ...v, localidad: wanted.localidad_id, barrio: wanted.barrio_id }));
    else if (localidades.length === 1) setValues((v) => ({ ...v, localidad: localidades[0]?.id ?? '' }));
  }, [places.data, initialBarrioId, localidades]);

  const set = (name: keyof Values) => (event: { target: { value: string } }) => {
    const value = event.target.value;
    setValues((v) => ({ ...v, [name]: value, ...(name === 'localidad' ? { barrio: '' } : {}) }));
    setErrors((e) => (e[name as FieldName] ? { ...e, [name]: undefined } : e));
  };

  function focusFirstError(found: Errors) {
    const first = FIELD_ORDER.find((name) => found[name]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (asking) return;
    const request = requestOf(values);
    let rules: Awaited<ReturnType<typeof loadOfferRules>>;
    try {
      rules = await loadOfferRules();
    } catch (error) {
      toast.error(OFFER_FAILED, failure(error));
      return;
    }
    const checked = rules.offerRequestSchema.safeParse(request);
    if (!checked.success || values.localidad === '') {
      const found = checked.success ? {} : errorsOf(checked.error.issues, values.sabe);
      if (values.localidad === '') found.localidad = 'Elegí la localidad del terreno';
      setErrors(found);
      focusFirstError(found);
      return;
    }
    setErrors({});
    setAsking(true);
    try {
      const offer = await askOffer(request);
      setShown({ offer, request, disclaimer: rules.OFFER_DISCLAIMER });
    } catch (error) {
      const name = error instanceof ApiError && error.status === 400 ? FROM_API[error.field ?? ''] : undefined;
      if (name && error instanceof ApiError) {
        const found = { [name]: error.message };
        setErrors(found);
        focusFirstError(found);
      } else toast.error(OFFER_FAILED, failure(error));
    } finally {
      setAsking(false);
    }
  }

  const barrioName = barrios.find((b) => b.barrio_id === values.barrio)?.barrio_nombre;
  const table = zones.data;
  const unknownZone = table?.zonas.find((z) => z.clave === defaultZoneKey(table, values.barrio));

  return (
    <div className="grid gap-6">
      <form
        ref={formRef}
        onSubmit={submit}
        noValidate
        className="grid gap-4"
        aria-busy={asking || undefined}
        onFocus={() => void loadOfferRules().catch(() => undefined)}
        onPointerEnter={() => void loadOfferRules().catch(() => undefined)}
      >
        <div className="grid items-start gap-4 sm:grid-cols-2">
          <Field label="Localidad" required error={errors.localidad}>
            <NativeSelect name="localidad" value={values.localidad} onChange={set('localidad')}>
              <option value="">{places.isPending ? 'Cargando localidades…' : 'Elegí una localidad'}</option>
              {localidades.map((l) => (
                <option key={l.id} value={l.id}>
                  {l.nombre}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Field label="Barrio" required error={errors.barrio} description={values.localidad === '' ? 'Primero elegí una localidad.' : undefined}>
            <NativeSelect name="barrio" value={values.barrio} onChange={set('barrio')} disabled={values.localidad === ''}>
              <option value="">Elegí un barrio</option>
              {barrios.map((b) => (
                <option key={b.barrio_id} value={b.barrio_id}>
                  {b.barrio_nombre}
                </option>
              ))}
            </NativeSelect>
          </Field>
        </div>
        {places.isError && (
          <RetryNote className="-mt-2" retrying={places.isFetching} onRetry={() => void places.refetch()}>
            No se pudieron cargar los barrios.
          </RetryNote>
        )}
        <div className="grid items-start gap-4 sm:grid-cols-3">
          <Field label="Superficie del lote (m²)" required error={errors.lote} description="O completá frente y fondo.">
            <NumberInput kind={NUMBER_KINDS.area} name="lote" value={values.lote} onChange={set('lote')} />
          </Field>
          <Field label="Frente (m)" description="Opcional" error={errors.frente}>
            <NumberInput kind={NUMBER_KINDS.area} name="frente" value={values.frente} onChange={set('frente')} />
          </Field>
          <Field label="Fondo (m)" description="Opcional" error={errors.fondo}>
            <NumberInput kind={NUMBER_KINDS.area} name="fondo" value={values.fondo} onChange={set('fondo')} />
          </Field>
        </div>
        <fieldset className="grid gap-2">
          <legend id={knowsId} className="mb-1 text-sm font-medium text-ink">
            ¿Sabés cuántos m² vendibles se pueden construir?
          </legend>
          <div className="flex flex-wrap gap-x-6 gap-y-2">
            {(
              [
                ['no', 'No, elijo qué se puede construir'],
                ['si', 'Sí, los sé'],
              ] as const
            ).map(([value, label]) => (
              <label key={value} className="flex min-h-11 items-center gap-2 text-sm">
                <input
                  type="radio"
                  name="sabe"
                  value={value}
                  checked={values.sabe === value}
                  onChange={() => {
                    setValues((v) => ({ ...v, sabe: value }));
                    setErrors((e) => ({ ...e, m2: undefined, zona: undefined }));
                  }}
                  className="size-5 accent-brand-700"
                />
                {label}
              </label>
            ))}
          </div>
        </fieldset>
        {values.sabe === 'si' ? (
          <Field label="M² vendibles" required error={errors.m2} className="sm:max-w-xs">
            <NumberInput kind={NUMBER_KINDS.area} name="m2" value={values.m2} onChange={set('m2')} />
          </Field>
        ) : (
          <Field
            label="Qué se puede construir"
            error={errors.zona}
            description={
              unknownZone && barrioName
                ? `Las alturas del Código Urbanístico de la Ciudad. Si no sabés, usamos la típica de ${barrioName}: ${unknownZone.nombre}.`
                : 'Las alturas del Código Urbanístico de la Ciudad. Si no sabés, usamos la típica del barrio.'
            }
          >
            <NativeSelect name="zona" value={values.zona} onChange={set('zona')}>
              <option value={UNKNOWN_ZONE}>{unknownZone ? `No sé (${unknownZone.nombre})` : 'No sé'}</option>
              {zones.data?.zonas.map((z) => (
                <option key={z.clave} value={z.clave}>
                  {`${z.nombre} — ${z.descripcion}`}
                </option>
              ))}
            </NativeSelect>
          </Field>
        )}
        <Button type="submit" size="lg" loading={asking} className="justify-self-start">
          {asking ? 'Calculando…' : 'Ver cuánto me ofrecen'}
        </Button>
      </form>
      {shown && <OfferResult key={JSON.stringify(shown.request)} shown={shown} />}
    </div>
  );
}

/** The three options, their assumptions and «Quiero que me contacten». */
function OfferResult({ shown: { offer, request, disclaimer } }: { shown: Shown }) {
  const headingRef = useCallback((heading: HTMLHeadingElement | null) => {
    heading?.focus();
    heading?.scrollIntoView?.({ block: 'start', behavior: window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth' });
  }, []);
  const [contactOpen, setContactOpen] = useState(false);
  const { permuta, mixto } = offer;
  return (
    <section aria-labelledby="oferta-resultado" className="grid gap-4 border-t border-border pt-6">
      <div>
        <h3 id="oferta-resultado" ref={headingRef} tabIndex={-1} className="text-xl font-semibold text-ink outline-none">
          Tu oferta indicativa
        </h3>
        <p className="text-sm text-muted">
          {offer.barrio.nombre} · lote de {formatNumber(offer.loteM2)} m² · {formatNumber(offer.m2Vendibles)} m² vendibles · terreno valuado en{' '}
          {formatUsd(offer.valorTerrenoUsd)}
        </p>
      </div>
      <ul className="grid gap-3 md:grid-cols-3">
        <OptionCard title="Contado" figure={formatUsd(offer.contado.usd)}>
          Pago inmediato: el valor del terreno con {formatNumber(offer.descuentoContadoPct)} % de descuento.
        </OptionCard>
        {permuta ? (
          <OptionCard title="Permuta" figure={`${formatNumber(permuta.m2)} m²`}>
            De unidades terminadas en el edificio: el {formatNumber(permuta.participacionPct)} % de los m² vendibles, que valen {formatUsd(permuta.valorUsd)} a{' '}
            {formatUsd(offer.precioVentaUsdM2)} el m².
          </OptionCard>
        ) : (
          <OptionCard title="Permuta" figure="Sin permuta en este barrio">
            El precio de venta de unidades nuevas en {offer.barrio.nombre} no cubre la construcción y el valor del terreno.
          </OptionCard>
        )}
        {mixto ? (
          <OptionCard title="Mixto" figure={`${formatUsd(mixto.usd)} + ${formatNumber(mixto.m2)} m²`}>
            El {formatNumber(mixto.contadoPct)} % del contado en efectivo y el resto en m² terminados.
          </OptionCard>
        ) : (
          <OptionCard title="Mixto" figure="Sin mixto">
            Combina contado y permuta: sin permuta, solo queda el contado.
          </OptionCard>
        )}
      </ul>
      <div className="grid gap-2">
        <h4 className="font-semibold text-ink">Supuestos</h4>
        <ul className="grid list-disc gap-1 pl-5 text-sm text-ink">
          {offer.supuestos.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </div>
      <p className="rounded-md bg-brand-50 p-3 text-sm text-ink">{disclaimer}</p>
      {contactOpen ? (
        <ContactForm request={request} />
      ) : (
        <Button
          type="button"
          size="lg"
          className="justify-self-start"
          onPointerEnter={() => void loadContactRules().catch(() => undefined)}
          onClick={() => setContactOpen(true)}
        >
          Quiero que me contacten
        </Button>
      )}
    </section>
  );
}

function OptionCard({ title, figure, children }: { title: string; figure: string; children: ReactNode }) {
  return (
    <li className="grid content-start gap-1 rounded-lg border border-border bg-white p-4">
      <h4 className="text-sm font-semibold tracking-wide text-muted uppercase">{title}</h4>
      <p className="text-2xl font-bold text-brand-900">{figure}</p>
      <p className="text-sm text-ink">{children}</p>
    </li>
  );
}

/** Who to call: the server stores the lead with the offer it computes again from `request` (never these figures). */
function ContactForm({ request }: { request: OfferRequestInput }) {
  const [values, setValues] = useState<Record<ContactName, string>>({ nombre: '', email: '', telefono: '' });
  const [errors, setErrors] = useState<Partial<Record<ContactName, string>>>({});
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const firstRef = useCallback((input: HTMLInputElement | null) => input?.focus(), []);
  const doneRef = useCallback((heading: HTMLHeadingElement | null) => heading?.focus(), []);
  useEffect(() => void loadContactRules().catch(() => undefined), []);

  const set = (name: ContactName) => (event: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [name]: event.target.value }));
    setErrors((e) => (e[name] ? { ...e, [name]: undefined } : e));
  };
  const show = (found: Partial<Record<ContactName, string>>) => {
    setErrors(found);
    const first = CONTACT_FIELDS.find((name) => found[name]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sending) return;
    const body = { ...request, ...values };
    let checked: ReturnType<Awaited<ReturnType<typeof loadContactRules>>['offerContactSchema']['safeParse']>;
    try {
      checked = (await loadContactRules()).offerContactSchema.safeParse(body);
    } catch (error) {
      toast.error(CONTACT_FAILED, failure(error));
      return;
    }
    if (!checked.success) {
      const found: Partial<Record<ContactName, string>> = {};
      for (const issue of checked.error.issues) {
        const name = issue.path[0] as ContactName;
        if (CONTACT_FIELDS.includes(name)) found[name] ??= issue.message;
      }
      if (Object.keys(found).length > 0) return show(found);
    }
    setSending(true);
    try {
      await sendOfferContact(body);
      setSent(true);
    } catch (error) {
      if (error instanceof ApiError && error.status === 400 && CONTACT_FIELDS.includes(error.field as ContactName))
        show({ [error.field as ContactName]: error.message });
      else toast.error(CONTACT_FAILED, failure(error));
    } finally {
      setSending(false);
    }
  }

  if (sent) {
    return (
      <div role="status" className="grid gap-2 rounded-lg border border-success/30 bg-success-soft p-5">
        <h4 ref={doneRef} tabIndex={-1} className="text-lg font-semibold text-ink outline-none">
          ¡Listo! Recibimos tu pedido
        </h4>
        <p className="text-ink">Un especialista del fondo revisa tu terreno con estas cifras y te contacta en los próximos días.</p>
      </div>
    );
  }
  return (
    <form ref={formRef} onSubmit={submit} noValidate className="grid gap-4 rounded-lg border border-border p-4" aria-labelledby="oferta-contacto">
      <h4 id="oferta-contacto" className="font-semibold text-ink">
        ¿Cómo te contactamos?
      </h4>
      <div className="grid items-start gap-4 sm:grid-cols-3">
        <ContactFields values={values} errors={errors} onChange={set} firstRef={firstRef} />
      </div>
      <Button type="submit" loading={sending} className="justify-self-start">
        {sending ? 'Enviando…' : 'Enviar mis datos'}
      </Button>
    </form>
  );
}
