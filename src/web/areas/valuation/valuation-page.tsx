import { Search } from 'lucide-react';
import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { FIRM_FIGURES } from '../../../domain/firm/figures.ts';
import { ERROR_CODES } from '../../../domain/shared/api-error.ts';
import { formatUsd } from '../../../domain/shared/money.ts';
import { CALCULATING_MESSAGES, CALCULATING_STEP_MS, CALCULATOR_OPEN_DELAY_MS, type Consulta, VALUATION_MESSAGES } from '../../../domain/valuation/valuation.ts';
import { ApiError } from '../../lib/api.ts';
import { preloadable } from '../../lib/preloadable.ts';
import { publicSettingsQueryOptions } from '../../lib/public-settings.ts';
import type { PageHandle } from '../../shared/page-handle.ts';
import { PublicFooter, PublicHeader } from '../../shared/public-site-chrome.tsx';
import { Button } from '../../ui/button.tsx';
import { NEEDS_SCRIPT, NeedsScriptNote } from '../../ui/needs-script.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { toast } from '../../ui/toast.tsx';
import { useOnceInView } from '../../ui/use-once-in-view.ts';
import { type ConsultaRequest, preciosQueryOptions, useCreateConsulta } from './api.ts';
import { PriceTable } from './price-table.tsx';

// The calculator (Radix radio group), its result and the contact dialog load on use: a first visit
// downloads what draws the page. The calculator starts loading when its buttons come into view
// (once the browser is idle), are pointed at or focused, and at the latest when the spec's 300 ms
// 'Preparando calculadora...' starts; being preloadable, it then shows without a second wait.
const { Component: ContactDialog, preload: loadContactDialog } = preloadable(() => import('./contact-dialog.tsx').then((m) => m.default));
const { Component: CalculatorCard, preload: loadCalculator } = preloadable(() => import('./calculator-card.tsx').then((m) => m.CalculatorCard));
const { Component: ResultCard, preload: loadResult } = preloadable(() => import('./result-card.tsx').then((m) => m.ResultCard));

/** Calls `preload` once the element is on screen and the browser has a moment (not in the way of the first paint). */
function usePreloadInView(preload: () => Promise<unknown>) {
  const idle = useRef<number>(undefined);
  useEffect(
    () => () => {
      if (idle.current !== undefined) (typeof cancelIdleCallback === 'function' ? cancelIdleCallback : clearTimeout)(idle.current);
    },
    [],
  );
  return useOnceInView(() => {
    const start = () => void preload().catch(() => undefined);
    idle.current = typeof requestIdleCallback === 'function' ? requestIdleCallback(start, { timeout: 2000 }) : window.setTimeout(start, 200);
  });
}

type Phase = { name: 'idle' } | { name: 'opening' } | { name: 'form'; step: number | null } | { name: 'result'; consulta: Consulta };

/** The spec's toast for a failed calculation: its title depends on what went wrong (§8). */
function showCalculationError(error: unknown) {
  // By the API's code, never its text.
  if (error instanceof ApiError && error.code === ERROR_CODES.valuationIncomplete) {
    toast.error(VALUATION_MESSAGES.incompleteTitle, VALUATION_MESSAGES.incomplete);
  } else if (error instanceof ApiError && error.status === 400 && error.field === 'm2_vendibles') {
    // The m² the server could not read or refused (ADR 024): its message says why.
    toast.error(VALUATION_MESSAGES.invalidTitle, error.message);
  } else if (error instanceof ApiError && error.status === 429) {
    toast.error(VALUATION_MESSAGES.calculationErrorTitle, error.message);
  } else {
    toast.error(VALUATION_MESSAGES.calculationErrorTitle, VALUATION_MESSAGES.calculationError);
  }
}

const wait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => clearTimeout(timer));
  });

/** /parcela: 'Cuánto vale mi terreno', the calculator, the price table and the contact dialog. */
function ValuationPage() {
  const [phase, setPhase] = useState<Phase>({ name: 'idle' });
  const [formKey, setFormKey] = useState(0);
  const [contactOpen, setContactOpen] = useState(false);
  // «¿No está tu barrio?» (ADR 141): the same dialog asks where the land is.
  const [missingZone, setMissingZone] = useState<{ localidad: string } | undefined>(undefined);
  const [announcement, setAnnouncement] = useState('');
  const createConsulta = useCreateConsulta();
  // Each card's heading takes focus when it appears (the button that was pressed is gone). A ref
  // callback rather than an effect: the cards load on demand, so they may mount after the phase changes.
  const headingRef = useCallback((heading: HTMLHeadingElement | null) => heading?.focus(), []);
  const lifetime = useRef<AbortController>(null);
  const [searchParams] = useSearchParams();
  const openOnArrival = searchParams.get('calcular') === '1';
  const preloadWhenSeen = usePreloadInView(loadCalculator);

  useEffect(() => {
    const controller = new AbortController();
    lifetime.current = controller;
    return () => controller.abort();
  }, []);

  async function open() {
    const signal = lifetime.current?.signal;
    if (!signal || phase.name !== 'idle') return;
    setPhase({ name: 'opening' });
    // Both at once: the card's code loads during the spec's pause (a failure shows in the error boundary).
    await Promise.all([wait(CALCULATOR_OPEN_DELAY_MS, signal), loadCalculator().catch(() => undefined)]);
    if (!signal.aborted) setPhase({ name: 'form', step: null });
  }

  // /parcela?calcular=1 ('Realizar Nueva Consulta', the home's call to action) lands with the
  // calculator open. After hydration: the server renders the page as everyone first sees it.
  const openRef = useRef(open);
  openRef.current = open;
  useEffect(() => {
    if (openOnArrival) void openRef.current();
  }, [openOnArrival]);

  async function calculate(request: ConsultaRequest) {
    const signal = lifetime.current?.signal;
    if (!signal) return;
    setAnnouncement('');
    setPhase({ name: 'form', step: 0 });
    void loadResult().catch(() => undefined);
    const answer = createConsulta.mutateAsync(request).then(
      (consulta) => ({ consulta }),
      (error: unknown) => ({ error }),
    );
    // The four messages of the spec, 800 ms each; the API has long answered by then.
    for (let step = 1; step < CALCULATING_MESSAGES.length; step++) {
      await wait(CALCULATING_STEP_MS, signal);
      if (signal.aborted) return;
      setPhase({ name: 'form', step });
    }
    await wait(CALCULATING_STEP_MS, signal);
    const outcome = await answer;
    if (signal.aborted) return;
    if ('error' in outcome) {
      showCalculationError(outcome.error);
      setPhase({ name: 'form', step: null });
      return;
    }
    const c = outcome.consulta;
    setAnnouncement(`Valuación exitosa. Valor de lista ${formatUsd(c.valor_lista_usd)}. Valor de mercado ${formatUsd(c.valor_mercado_usd)}.`);
    setPhase({ name: 'result', consulta: c });
  }

  function startOver() {
    setAnnouncement('');
    setFormKey((k) => k + 1);
    setPhase({ name: 'form', step: null });
  }

  return (
    <div className="flex min-h-dvh flex-col bg-white">
      <PublicHeader />
      <main id="contenido" className="flex-1">
        <section aria-labelledby="titulo" className="bg-linear-to-b from-brand-50 to-white px-4 pt-10 pb-12">
          <div className="mx-auto grid max-w-xl gap-6">
            <div className="text-center">
              <h1 id="titulo" className="text-3xl font-bold text-brand-900 sm:text-4xl">
                ¿Cuánto vale mi terreno?
              </h1>
              <p className="mt-2 text-muted">Valor de lista y de mercado en segundos, con valores de incidencia reales por barrio.</p>
            </div>

            {phase.name === 'idle' && (
              <div ref={preloadWhenSeen} className="grid gap-3">
                <button
                  type="button"
                  onClick={open}
                  onPointerEnter={() => void loadCalculator()}
                  onFocus={() => void loadCalculator()}
                  {...NEEDS_SCRIPT}
                  className="flex h-14 w-full items-center gap-3 rounded-full border border-input bg-white px-5 text-left text-muted shadow-sm hover:border-brand-600"
                >
                  <Search aria-hidden className="size-5 text-brand-700" />
                  <span>Cuánto vale mi terreno</span>
                </button>
                <div className="grid gap-2 sm:grid-cols-2" {...NEEDS_SCRIPT}>
                  <Button size="lg" onClick={open} onPointerEnter={() => void loadCalculator()} onFocus={() => void loadCalculator()}>
                    Calcular Valor
                  </Button>
                  <Button
                    size="lg"
                    variant="outline"
                    onClick={() => {
                      setMissingZone(undefined);
                      setContactOpen(true);
                    }}
                    onPointerEnter={() => void loadContactDialog()}
                    onFocus={() => void loadContactDialog()}
                  >
                    Contactar Especialista
                  </Button>
                </div>
                <NeedsScriptNote>
                  La calculadora y el contacto con un especialista necesitan JavaScript. Los valores por m² de cada barrio están en la tabla de precios, más
                  abajo.
                </NeedsScriptNote>
              </div>
            )}
            {phase.name === 'opening' && <Preparing />}
            <Suspense fallback={<Preparing />}>
              {phase.name === 'form' && (
                <CalculatorCard
                  key={formKey}
                  headingRef={headingRef}
                  calculatingMessage={phase.step === null ? null : (CALCULATING_MESSAGES[phase.step] ?? null)}
                  onCalculate={calculate}
                  onMissingBarrio={(localidad) => {
                    setMissingZone({ localidad });
                    setContactOpen(true);
                  }}
                  // «Valuá tu terreno en {barrio}» of a barrio page (ADR 107): the first form starts with its place chosen.
                  initialPlace={formKey === 0 ? { localidadId: searchParams.get('localidad') ?? '', barrioId: searchParams.get('barrio') ?? '' } : undefined}
                />
              )}
              {phase.name === 'result' && <ResultCard consulta={phase.consulta} onNew={startOver} headingRef={headingRef} />}
            </Suspense>
            <p aria-live="polite" className="sr-only">
              {announcement}
            </p>
          </div>
        </section>

        <section aria-labelledby="respaldo-titulo" className="bg-brand-900 px-4 py-10 text-white">
          <h2 id="respaldo-titulo" className="text-center text-sm font-semibold tracking-widest text-brand-100 uppercase">
            Nos respaldan
          </h2>
          <ul className="mx-auto mt-6 grid max-w-3xl gap-6 text-center sm:grid-cols-3">
            {FIRM_FIGURES.map((item) => (
              <li key={item.label}>
                <p className="text-4xl font-bold">{item.value}</p>
                <p className="mt-1 text-brand-100">{item.label}</p>
              </li>
            ))}
          </ul>
        </section>

        <PriceTable />
      </main>
      <PublicFooter>
        <button type="button" onClick={() => setContactOpen(true)} {...NEEDS_SCRIPT} className="justify-self-start underline-offset-4 hover:underline">
          Contacto
        </button>
      </PublicFooter>
      {contactOpen && (
        <Suspense fallback={null}>
          <ContactDialog
            open={contactOpen}
            onOpenChange={(open) => {
              setContactOpen(open);
              if (!open) setMissingZone(undefined);
            }}
            {...(missingZone ? { missingZone } : {})}
          />
        </Suspense>
      )}
    </div>
  );
}

function Preparing() {
  return (
    <p className="flex items-center justify-center gap-2 py-6 font-medium text-brand-800">
      <Spinner aria-label="Preparando calculadora" />
      Preparando calculadora...
    </p>
  );
}

export const Component = ValuationPage;

const VALUATION_TITLE = 'Cuánto vale mi terreno';
const VALUATION_DESCRIPTION = 'Calculá en segundos el valor de lista y de mercado de tu terreno en Buenos Aires, con valores de incidencia por barrio.';

/** Rendered on the server with the price table (docs/decisions/008). */
export const handle: PageHandle = {
  queries: () => [preciosQueryOptions(), publicSettingsQueryOptions()],
  meta: () => ({ title: VALUATION_TITLE, description: VALUATION_DESCRIPTION }),
};
