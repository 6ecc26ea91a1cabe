import { Calculator, LoaderCircle } from 'lucide-react';
import { type FormEvent, lazy, type Ref, Suspense, useEffect, useId, useRef, useState } from 'react';
import { NUMBER_KINDS } from '../../../domain/shared/typed-number-reader.ts';
import { readM2 } from '../../../domain/valuation/m2.ts';
import { LOCATION_QUALITIES, type LocationQuality } from '../../../domain/valuation/options.ts';
import { locationEffectNote } from '../../../domain/valuation/range.ts';
import { VALUATION_MESSAGES } from '../../../domain/valuation/valuation.ts';
import { Button } from '../../ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../ui/card.tsx';
import { Field } from '../../ui/field.tsx';
import { Label } from '../../ui/label.tsx';
import { NamedOptions } from '../../ui/named-options.tsx';
import { NumberInput } from '../../ui/number-input.tsx';
import { RadioGroup, RadioGroupItem } from '../../ui/radio-group.tsx';
import { RetryNote } from '../../ui/retry-note.tsx';
import { NativeSelect } from '../../ui/select.tsx';
import { toast } from '../../ui/toast.tsx';
import { type ConsultaRequest, useBarrios, useLocalidades } from './api.ts';
import type { LotEstimate } from './lot-estimate.tsx';

// «Calculalos con tu lote» (ADR 143) loads when asked for: /parcela's first load is near its budget.
const loadLotEstimate = () => import('./lot-estimate.tsx');
const LotEstimatePanel = lazy(loadLotEstimate);

export interface CalculatorCardProps {
  /** While set, the form is locked and this message of the spec's sequence is shown. */
  calculatingMessage: string | null;
  onCalculate: (request: ConsultaRequest) => void;
  headingRef?: Ref<HTMLHeadingElement>;
  /** Locality and barrio chosen on arrival (/parcela?calcular=1&localidad=…&barrio=…); unknown ids are dropped. */
  initialPlace?: { localidadId: string; barrioId: string } | undefined;
  /** «¿No está tu barrio?» (ADR 141): the page opens the contact dialog asking where the land is, with the locality chosen. */
  onMissingBarrio?: (localidad: string) => void;
}

/**
 * The calculator (spec §2, §4, §5). Plain state rather than a form library: four fields, no
 * per-field messages (the spec answers with toasts), and it sits in /parcela's first load.
 */
export function CalculatorCard({ calculatingMessage, onCalculate, headingRef, initialPlace, onMissingBarrio }: CalculatorCardProps) {
  const [localidadId, setLocalidadId] = useState(initialPlace?.localidadId ?? '');
  const [barrioId, setBarrioId] = useState(initialPlace?.barrioId ?? '');
  const [m2, setM2] = useState('');
  /** The lot helper's estimate, said under the field while the field keeps its value. */
  const [estimate, setEstimate] = useState<LotEstimate | null>(null);
  const [lotHelperOpen, setLotHelperOpen] = useState(false);
  const lotHelperId = useId();
  const m2Input = useRef<HTMLInputElement>(null);
  const [calidad, setCalidad] = useState<LocationQuality | ''>('');
  const localidades = useLocalidades();
  const barrios = useBarrios(localidadId);
  const qualityId = useId();
  const calculating = calculatingMessage !== null;
  const missing = [localidadId === '' && 'localidad', barrioId === '' && 'barrio', m2.trim() === '' && 'm² vendibles', calidad === '' && 'ubicación'].filter(
    (field): field is string => field !== false,
  );
  const complete = missing.length === 0;
  const missingId = useId();
  const progress = useRef<HTMLDivElement>(null);

  // A place from the address that is not (or no longer) offered is not kept as chosen.
  useEffect(() => {
    if (localidades.data && localidadId !== '' && !localidades.data.some((l) => l.id === localidadId)) {
      setLocalidadId('');
      setBarrioId('');
    }
  }, [localidades.data, localidadId]);
  useEffect(() => {
    if (barrios.data && barrioId !== '' && !barrios.data.some((b) => b.id === barrioId)) setBarrioId('');
  }, [barrios.data, barrioId]);

  // On a phone the messages sit below the fold: bring them into view once the calculation starts.
  useEffect(() => {
    if (!calculating) return;
    const smooth = !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    progress.current?.scrollIntoView?.({ block: 'center', behavior: smooth ? 'smooth' : 'auto' });
  }, [calculating]);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (calculating) return;
    if (!complete || calidad === '') {
      toast.error(VALUATION_MESSAGES.incompleteTitle, VALUATION_MESSAGES.incomplete);
      return;
    }
    // «1.250» is 1250 m² (ADR 024); text it cannot read is answered with the reader's own message.
    const area = readM2(m2);
    if (!area.ok) {
      toast.error(VALUATION_MESSAGES.invalidTitle, area.message);
      return;
    }
    onCalculate({ localidad_id: localidadId, barrio_id: barrioId, m2_vendibles: area.value, ubicacion_calidad: calidad });
  }

  return (
    <Card className="motion-safe:animate-pop-in">
      <CardHeader>
        <CardTitle ref={headingRef} tabIndex={-1} className="flex items-center gap-2 outline-none">
          <Calculator aria-hidden className="size-5 text-brand-700" />
          Calculá el valor de tu terreno
        </CardTitle>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} className="grid gap-4" noValidate aria-busy={calculating || undefined}>
          <Field label="LOCALIDAD">
            <NativeSelect
              name="localidad"
              value={localidadId}
              disabled={calculating}
              onChange={(event) => {
                setLocalidadId(event.target.value);
                setBarrioId('');
              }}
            >
              <option value="">{localidades.isPending ? 'Cargando localidades...' : 'Elegí una localidad'}</option>
              <NamedOptions items={localidades.data} />
            </NativeSelect>
          </Field>
          {localidades.isError && (
            <RetryNote className="-mt-2" retrying={localidades.isFetching} onRetry={() => void localidades.refetch()}>
              {VALUATION_MESSAGES.localidadesFailed}
            </RetryNote>
          )}
          <Field label="BARRIO" description={localidadId === '' ? 'Primero elegí una localidad.' : undefined}>
            <NativeSelect name="barrio" value={barrioId} disabled={calculating || localidadId === ''} onChange={(event) => setBarrioId(event.target.value)}>
              <option value="">{localidadId !== '' && barrios.isPending ? 'Cargando barrios...' : 'Elegí un barrio'}</option>
              {barrios.data?.map((b) => (
                <option key={b.id} value={b.id}>
                  {b.nombre}
                </option>
              ))}
            </NativeSelect>
          </Field>
          {onMissingBarrio && (
            <Button
              type="button"
              variant="link"
              size="sm"
              className="-mt-3 justify-self-start px-0"
              disabled={calculating}
              onClick={() => onMissingBarrio(localidades.data?.find((l) => l.id === localidadId)?.nombre ?? '')}
            >
              ¿No está tu barrio?
            </Button>
          )}
          {barrios.isError && (
            <RetryNote className="-mt-2" onRetry={() => void barrios.refetch()}>
              {VALUATION_MESSAGES.barriosFailed}
            </RetryNote>
          )}
          <Field
            label="M² VENDIBLES"
            description={`Los m² que se pueden construir y vender en tu lote según su zona, no la superficie del terreno. Usá punto para los miles y coma para los decimales: 1.250 o 250,5.${
              estimate && estimate.text === m2 ? ` ${estimate.note}` : ''
            }`}
          >
            <NumberInput
              ref={m2Input}
              kind={NUMBER_KINDS.area}
              name="m2"
              placeholder="Ej.: 250"
              value={m2}
              disabled={calculating}
              onChange={(event) => setM2(event.target.value)}
            />
          </Field>
          <Button
            type="button"
            variant="link"
            size="sm"
            wrap
            className="-mt-3 justify-self-start px-0 text-left"
            disabled={calculating}
            aria-expanded={lotHelperOpen}
            aria-controls={lotHelperOpen ? lotHelperId : undefined}
            onPointerEnter={() => void loadLotEstimate()}
            onFocus={() => void loadLotEstimate()}
            onClick={() => setLotHelperOpen((open) => !open)}
          >
            ¿No sabés los m² vendibles? Calculalos con tu lote
          </Button>
          {lotHelperOpen && (
            <Suspense fallback={<p className="text-sm text-muted">Cargando…</p>}>
              <LotEstimatePanel
                id={lotHelperId}
                barrioId={barrioId}
                barrioName={barrios.data?.find((b) => b.id === barrioId)?.nombre}
                onUse={(value) => {
                  setM2(value.text);
                  setEstimate(value);
                  setLotHelperOpen(false);
                  m2Input.current?.focus();
                }}
              />
            </Suspense>
          )}
          <Field label="UBICACIÓN" id={qualityId} description={locationEffectNote()}>
            {(control, { labelId }) => (
              <RadioGroup
                aria-labelledby={labelId}
                aria-describedby={control['aria-describedby']}
                value={calidad}
                onValueChange={(value) => setCalidad(value as LocationQuality)}
                disabled={calculating}
                className="grid-cols-2"
              >
                {LOCATION_QUALITIES.map((q, index) => (
                  <div key={q} className="flex items-center gap-2">
                    <RadioGroupItem value={q} id={`${qualityId}-${index}`} />
                    <Label htmlFor={`${qualityId}-${index}`}>{q}</Label>
                  </div>
                ))}
              </RadioGroup>
            )}
          </Field>
          {/* Dimmed until every field is filled (spec §4), yet pressing it says which rule failed (spec §8:
              'Campos incompletos'): aria-disabled keeps it announced as unavailable without swallowing the press. */}
          <Button
            type="submit"
            size="lg"
            disabled={calculating}
            aria-disabled={!complete || undefined}
            aria-describedby={complete ? undefined : missingId}
            className="w-full tracking-wide aria-disabled:pointer-events-auto! aria-disabled:cursor-not-allowed"
          >
            CALCULAR
          </Button>
          {/* Says, as it changes, why CALCULAR is not available yet. */}
          <p id={missingId} aria-live="polite" className="-mt-2 min-h-5 text-center text-sm text-muted">
            {!complete && !calculating && `Para calcular, completá: ${spanishList(missing)}.`}
          </p>
          <div ref={progress} role="status" className="min-h-6 scroll-m-24 text-center text-sm font-medium text-brand-800">
            {calculatingMessage && (
              <span className="inline-flex items-center gap-2">
                <LoaderCircle aria-hidden className="size-4 motion-safe:animate-spin" />
                {calculatingMessage}
              </span>
            )}
          </div>
        </form>
      </CardContent>
    </Card>
  );
}

/** 'a', 'a y b', 'a, b y c'. */
function spanishList(items: readonly string[]): string {
  return items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} y ${items.at(-1)}`;
}
