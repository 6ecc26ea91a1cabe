import { Calculator, Plus, Trash2 } from 'lucide-react';
import { type FormEvent, useMemo, useRef, useState } from 'react';
import { MAX_ZONES, OFFER_MESSAGES, type OfferParametersInput, type OfferParametersView, offerParametersSchema } from '../../../domain/fund/offer.ts';
import { ERROR_CODES } from '../../../domain/shared/api-error.ts';
import { formatDateTime } from '../../../domain/shared/date-format.ts';
import { FIRM_PARAMETERS_MESSAGES } from '../../../domain/shared/firm-parameters.ts';
import { formatUsd } from '../../../domain/shared/money.ts';
import { NUMBER_KINDS, typedNumberText } from '../../../domain/shared/typed-number-reader.ts';
import { ApiError } from '../../lib/api.ts';
import { QueryView } from '../../staff/query-states.tsx';
import { Button } from '../../ui/button.tsx';
import { Field } from '../../ui/field.tsx';
import { Input } from '../../ui/input.tsx';
import { NumberInput } from '../../ui/number-input.tsx';
import { NativeSelect } from '../../ui/select.tsx';
import { Textarea } from '../../ui/textarea.tsx';
import { toast } from '../../ui/toast.tsx';
import { useOfferParameters, useSaveOfferParameters } from './api.ts';

/** «Oferta»: the firm's figures behind «¿Cuánto te ofrecemos por tu terreno?» (ADR 143), saved whole with their version (ADR 142). */
export function OfferTab() {
  const query = useOfferParameters();
  return (
    <section aria-labelledby="oferta-titulo" className="grid gap-4">
      <div>
        <h2 id="oferta-titulo" className="text-lg font-semibold">
          Parámetros de la oferta
        </h2>
        <p className="mt-1 text-sm text-muted">
          Lo que usa «¿Cuánto te ofrecemos por tu terreno?» en /terrenos: la oferta se calcula con estos valores y la incidencia de cada barrio.
        </p>
      </div>
      <QueryView query={query} errorTitle="No se pudieron cargar los parámetros de la oferta" icon={<Calculator />}>
        {(view) => <OfferParametersForm key={view.version} view={view} onReload={() => void query.refetch()} />}
      </QueryView>
    </section>
  );
}

interface ZoneRow {
  clave: string;
  nombre: string;
  descripcion: string;
  factor: string;
}
interface BarrioRow {
  precio: string;
  zona: string;
}
interface Draft {
  descuento: string;
  incidencia: string;
  mixto: string;
  costo: string;
  zonaPorDefecto: string;
  zonas: ZoneRow[];
  barrios: Record<string, BarrioRow>;
  fuente: string;
}

const number = (value: number, kind: (typeof NUMBER_KINDS)[keyof typeof NUMBER_KINDS]) => typedNumberText(value, kind);

function draftOf({ valor, barriosActivos }: OfferParametersView): Draft {
  return {
    descuento: number(valor.descuentoContadoPct, NUMBER_KINDS.percent),
    incidencia: number(valor.incidenciaSobreVentaPct, NUMBER_KINDS.percent),
    mixto: number(valor.mixtoContadoPct, NUMBER_KINDS.percent),
    costo: number(valor.costoConstruccionUsdM2, NUMBER_KINDS.wholeMoney),
    zonaPorDefecto: valor.zonaPorDefecto,
    zonas: valor.zonas.map((z) => ({ clave: z.clave, nombre: z.nombre, descripcion: z.descripcion, factor: number(z.factor, NUMBER_KINDS.area) })),
    barrios: Object.fromEntries(
      barriosActivos.map((b) => {
        const set = valor.barrios[b.id];
        return [b.id, { precio: set?.precioVentaUsdM2 == null ? '' : number(set.precioVentaUsdM2, NUMBER_KINDS.wholeMoney), zona: set?.zona ?? '' }];
      }),
    ),
    fuente: valor.fuente,
  };
}

/** The document to send: figures as typed (the server reads them the Argentine way); barrios left blank are not sent. */
function documentOf(draft: Draft): OfferParametersInput {
  const barrios: Record<string, { precioVentaUsdM2: string; zona: string | null }> = {};
  for (const [id, b] of Object.entries(draft.barrios))
    if (b.precio.trim() !== '' || b.zona !== '') barrios[id] = { precioVentaUsdM2: b.precio, zona: b.zona === '' ? null : b.zona };
  return {
    descuentoContadoPct: draft.descuento,
    incidenciaSobreVentaPct: draft.incidencia,
    mixtoContadoPct: draft.mixto,
    costoConstruccionUsdM2: draft.costo,
    zonaPorDefecto: draft.zonaPorDefecto,
    zonas: draft.zonas,
    barrios,
    fuente: draft.fuente,
  };
}

/** A key for a new row nobody sees: unique in the table, stable once saved (barrios refer to it). */
function newZoneKey(rows: ZoneRow[]): string {
  const taken = new Set(rows.map((r) => r.clave));
  let n = rows.length + 1;
  while (taken.has(`zona-${n}`)) n++;
  return `zona-${n}`;
}

function OfferParametersForm({ view, onReload }: { view: OfferParametersView; onReload: () => void }) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(view));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveOfferParameters();
  const formRef = useRef<HTMLFormElement>(null);
  const defaultZone = draft.zonas.find((z) => z.clave === draft.zonaPorDefecto);
  const byLocalidad = useMemo(() => {
    const groups = new Map<string, OfferParametersView['barriosActivos']>();
    for (const b of view.barriosActivos) groups.set(b.localidad, [...(groups.get(b.localidad) ?? []), b]);
    return [...groups];
  }, [view.barriosActivos]);

  const edit = (path: string, change: (d: Draft) => Draft) => {
    setDraft(change);
    setErrors((e) => {
      if (!e[path]) return e;
      const { [path]: _gone, ...rest } = e;
      return rest;
    });
  };
  const text = (path: string, key: 'descuento' | 'incidencia' | 'mixto' | 'costo' | 'fuente') => ({
    name: path,
    value: draft[key],
    onChange: (event: { target: { value: string } }) => {
      const value = event.target.value;
      edit(path, (d) => ({ ...d, [key]: value }));
    },
  });
  const zoneField = (index: number, key: 'nombre' | 'descripcion' | 'factor') => ({
    name: `zonas.${index}.${key}`,
    value: draft.zonas[index]?.[key] ?? '',
    onChange: (event: { target: { value: string } }) => {
      const value = event.target.value;
      edit(`zonas.${index}.${key}`, (d) => ({ ...d, zonas: d.zonas.map((z, i) => (i === index ? { ...z, [key]: value } : z)) }));
    },
  });
  const barrioField = (id: string, key: 'precio' | 'zona') => ({
    name: `barrios.${id}.${key === 'precio' ? 'precioVentaUsdM2' : 'zona'}`,
    value: draft.barrios[id]?.[key] ?? '',
    onChange: (event: { target: { value: string } }) => {
      const value = event.target.value;
      edit(`barrios.${id}.${key === 'precio' ? 'precioVentaUsdM2' : 'zona'}`, (d) => ({
        ...d,
        barrios: { ...d.barrios, [id]: { ...(d.barrios[id] ?? { precio: '', zona: '' }), [key]: value } },
      }));
    },
  });

  function addZone() {
    setDraft((d) => ({ ...d, zonas: [...d.zonas, { clave: newZoneKey(d.zonas), nombre: '', descripcion: '', factor: '' }] }));
  }
  /** A zone removed takes its references with it: barrios fall back to the default, the default to the first zone left. */
  function removeZone(index: number) {
    setDraft((d) => {
      const gone = d.zonas[index]?.clave;
      const zonas = d.zonas.filter((_, i) => i !== index);
      const barrios = Object.fromEntries(Object.entries(d.barrios).map(([id, b]) => [id, b.zona === gone ? { ...b, zona: '' } : b]));
      return { ...d, zonas, barrios, zonaPorDefecto: d.zonaPorDefecto === gone ? (zonas[0]?.clave ?? '') : d.zonaPorDefecto };
    });
    setErrors({});
  }

  function showErrors(found: Record<string, string>) {
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${CSS.escape(first)}"]`)?.focus();
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (save.isPending) return;
    const valor = documentOf(draft);
    const checked = offerParametersSchema.safeParse(valor);
    if (!checked.success) {
      const found: Record<string, string> = {};
      for (const issue of checked.error.issues) found[issue.path.join('.')] ??= issue.message;
      return showErrors(found);
    }
    save.mutate(
      { valor, version: view.version },
      {
        onError: (error) => {
          if (error instanceof ApiError && error.code === ERROR_CODES.parametersChanged) {
            toast.error('Alguien cambió los parámetros', FIRM_PARAMETERS_MESSAGES.changedMeanwhile);
            onReload();
          } else if (error instanceof ApiError && error.status === 400 && error.field?.startsWith('valor.')) {
            showErrors({ [error.field.slice('valor.'.length)]: error.message });
          } else {
            toast.error(
              'Error al guardar',
              error instanceof ApiError && error.status !== 500 ? error.message : 'Intentá nuevamente: lo que escribiste sigue acá.',
            );
          }
        },
      },
    );
  }

  return (
    <form ref={formRef} onSubmit={submit} noValidate className="grid gap-6">
      <fieldset className="grid gap-4 rounded-lg border border-border p-4">
        <legend className="px-1 font-semibold">Cifras de la oferta</legend>
        <div className="grid items-start gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <Field label="Descuento del contado (%)" error={errors.descuentoContadoPct} description="Entre 0 y 60 %.">
            <NumberInput kind={NUMBER_KINDS.percent} {...text('descuentoContadoPct', 'descuento')} />
          </Field>
          <Field label="Incidencia sobre el precio de venta (%)" error={errors.incidenciaSobreVentaPct} description="Para barrios sin precio propio.">
            <NumberInput kind={NUMBER_KINDS.percent} {...text('incidenciaSobreVentaPct', 'incidencia')} />
          </Field>
          <Field label="Parte en efectivo del mixto (%)" error={errors.mixtoContadoPct} description="Entre 10 y 90 %.">
            <NumberInput kind={NUMBER_KINDS.percent} {...text('mixtoContadoPct', 'mixto')} />
          </Field>
          <Field label="Costo de construcción (US$/m²)" error={errors.costoConstruccionUsdM2}>
            <NumberInput kind={NUMBER_KINDS.wholeMoney} {...text('costoConstruccionUsdM2', 'costo')} />
          </Field>
        </div>
      </fieldset>

      <fieldset className="grid gap-3 rounded-lg border border-border p-4">
        <legend className="px-1 font-semibold">Zonas: m² vendibles por m² de lote</legend>
        {errors.zonas && (
          <p role="alert" className="text-sm font-medium text-danger">
            {errors.zonas}
          </p>
        )}
        <ol className="grid gap-3">
          {draft.zonas.map((zone, index) => (
            <li key={zone.clave} className="grid items-start gap-3 rounded-md bg-surface p-3 sm:grid-cols-[minmax(0,14rem)_minmax(0,1fr)_7rem_auto]">
              <Field label={`Zona ${index + 1}: nombre`} error={errors[`zonas.${index}.nombre`]}>
                <Input {...zoneField(index, 'nombre')} />
              </Field>
              <Field label="Descripción" error={errors[`zonas.${index}.descripcion`]}>
                <Input {...zoneField(index, 'descripcion')} />
              </Field>
              <Field label="Factor" error={errors[`zonas.${index}.factor`]}>
                <NumberInput kind={NUMBER_KINDS.area} {...zoneField(index, 'factor')} />
              </Field>
              <Button
                type="button"
                variant="outline"
                size="sm"
                className="sm:mt-7"
                disabled={draft.zonas.length <= 1}
                onClick={() => removeZone(index)}
                aria-label={`Quitar la zona ${zone.nombre || index + 1}`}
              >
                <Trash2 aria-hidden />
                Quitar
              </Button>
            </li>
          ))}
        </ol>
        <div className="flex flex-wrap items-end gap-4">
          <Button type="button" variant="outline" onClick={addZone} disabled={draft.zonas.length >= MAX_ZONES}>
            <Plus aria-hidden />
            Agregar zona
          </Button>
          <Field label="Zona por defecto («No sé»)" error={errors.zonaPorDefecto} className="min-w-56">
            <NativeSelect
              name="zonaPorDefecto"
              value={draft.zonaPorDefecto}
              onChange={(event) => {
                const value = event.target.value;
                edit('zonaPorDefecto', (d) => ({ ...d, zonaPorDefecto: value }));
              }}
            >
              <ZoneOptions zonas={draft.zonas} />
            </NativeSelect>
          </Field>
        </div>
        {draft.zonas.length >= MAX_ZONES && <p className="text-sm text-muted">{OFFER_MESSAGES.zonesCount}.</p>}
      </fieldset>

      <fieldset className="grid gap-3 rounded-lg border border-border p-4">
        <legend className="px-1 font-semibold">Por barrio</legend>
        <p className="text-sm text-muted">
          Opcional. Sin precio propio, el precio de venta se estima con la incidencia; sin zona, «No sé» usa la zona por defecto
          {defaultZone ? ` (${defaultZone.nombre})` : ''}.
        </p>
        {byLocalidad.map(([localidad, rows]) => (
          <div key={localidad} className="grid gap-2">
            <h3 className="text-sm font-semibold text-ink">{localidad}</h3>
            <ul className="grid gap-2">
              {rows.map((b) => (
                <li key={b.id} className="grid items-start gap-3 border-b border-border pb-3 sm:grid-cols-[minmax(0,12rem)_minmax(0,12rem)_minmax(0,1fr)]">
                  <div className="sm:pt-7">
                    <p className="font-medium">{b.nombre}</p>
                    <p className="text-sm text-muted">Incidencia {formatUsd(b.incidenciaUsdM2)}/m²</p>
                  </div>
                  <Field
                    label={
                      <>
                        Precio de venta nuevo (US$/m²) <span className="sr-only">en {b.nombre}</span>
                      </>
                    }
                    error={errors[`barrios.${b.id}.precioVentaUsdM2`]}
                  >
                    <NumberInput
                      kind={NUMBER_KINDS.wholeMoney}
                      placeholder={`Estimado: ${formatUsd(b.incidenciaUsdM2 / (view.valor.incidenciaSobreVentaPct / 100))}`}
                      {...barrioField(b.id, 'precio')}
                    />
                  </Field>
                  <Field
                    label={
                      <>
                        Zona para «No sé» <span className="sr-only">en {b.nombre}</span>
                      </>
                    }
                    error={errors[`barrios.${b.id}.zona`]}
                  >
                    <NativeSelect {...barrioField(b.id, 'zona')}>
                      <option value="">La zona por defecto</option>
                      <ZoneOptions zonas={draft.zonas} />
                    </NativeSelect>
                  </Field>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </fieldset>

      <Field label="Fuente de los valores" error={errors.fuente} description="Se guarda con los parámetros; hasta 300 caracteres.">
        <Textarea rows={2} {...text('fuente', 'fuente')} />
      </Field>

      <div className="flex flex-wrap items-center gap-4">
        <Button type="submit" loading={save.isPending}>
          {save.isPending ? 'Guardando…' : 'Guardar parámetros'}
        </Button>
        <p className="text-sm text-muted">
          {view.actualizadoEn
            ? `Último cambio: ${view.actualizadoPor ?? 'una cuenta eliminada'}, ${formatDateTime(view.actualizadoEn)}`
            : 'Sin cambios todavía: rigen los valores de referencia de Parcela.'}
        </p>
      </div>
    </form>
  );
}

/** The zone table's rows as options, by key; a row still without a name by its place. */
function ZoneOptions({ zonas }: { zonas: ReadonlyArray<{ clave: string; nombre: string }> }) {
  return zonas.map((z, index) => (
    <option key={z.clave} value={z.clave}>
      {z.nombre || `Zona ${index + 1}`}
    </option>
  ));
}
