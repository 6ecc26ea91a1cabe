import { MessageCircle } from 'lucide-react';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { BRAND } from '../../../domain/brand.ts';
import { DATACENTER, datacenterOutputs, USD_PER_M2 } from '../../../domain/fund/datacenter.ts';
import { PAGE_QUERY_PARAMS } from '../../../domain/shared/form-post.ts';
import { formatMoney, formatNumber, formatUsd } from '../../../domain/shared/money.ts';
import { NUMBER_KINDS, readTypedNumber } from '../../../domain/shared/typed-number-reader.ts';
import { whatsappLink } from '../../../domain/shared/whatsapp.ts';
import { publicSettingsQueryOptions, usePublicSettings } from '../../lib/public-settings.ts';
import { paths } from '../../paths.ts';
import { FundSiteFooter, FundSiteHeader } from '../../shared/fund-site-chrome.tsx';
import type { PageHandle } from '../../shared/page-handle.ts';
import { Button } from '../../ui/button.tsx';
import { NumberInput } from '../../ui/number-input.tsx';

const TITLE = 'Data centers de IA en la Patagonia';
const DESCRIPTION =
  'Tierra, energía y clima frío para data centers de inteligencia artificial en la Patagonia: calculá cuántos m², galpones, racks y CPUs entran en tu potencia.';

const kw = (value: number) => `${formatNumber(value)} kW`;
const m2 = (value: number) => `${formatNumber(value)} m²`;

/** /datacenter: the pitch and the capacity calculator (spec §2, §9; rules in src/domain/fund/datacenter.ts). */
function DatacenterPage() {
  return (
    <div className="flex min-h-dvh flex-col bg-white">
      <FundSiteHeader />
      <main id="contenido" className="flex-1">
        <Hero />
        <Pitch />
        <Calculator />
        <Links />
      </main>
      <FundSiteFooter />
    </div>
  );
}

function Hero() {
  return (
    <section aria-labelledby="titulo" className="bg-linear-to-br from-brand-950 to-brand-800 px-4 py-14 text-white sm:py-20">
      <div className="mx-auto grid max-w-6xl gap-5">
        <p className="text-sm font-semibold tracking-widest text-brand-100 uppercase">Infraestructura para inteligencia artificial</p>
        <h1 id="titulo" className="max-w-3xl text-3xl font-bold leading-tight sm:text-5xl">
          {TITLE}
        </h1>
        <p className="max-w-2xl text-lg text-white/90">
          Tierra lista para desarrollar, energía abundante y un clima frío que enfría servidores casi sin costo. Reservá la capacidad que tu proyecto de IA
          necesita.
        </p>
        <p className="max-w-2xl rounded-lg bg-white/10 px-4 py-3 text-white">
          Capacidad disponible: <strong>{formatNumber(DATACENTER.capacityWarehouses)} galpones</strong> · <strong>{m2(DATACENTER.capacityM2)}</strong> · hasta{' '}
          <strong>{kw(DATACENTER.maxKw)}</strong>
        </p>
        <div>
          <Button asChild size="lg" variant="secondary">
            <a href="#calculadora">Calcular capacidad</a>
          </Button>
        </div>
      </div>
    </section>
  );
}

// No icons on this page beyond the chat one: each joins the chunk every public page loads.
const REASONS = [
  { title: 'Clima frío todo el año', text: 'Temperaturas bajas que reducen el gasto de refrigeración de los racks.' },
  { title: 'Energía disponible', text: 'Potencia de 500 kW a 375.000 kW, de un rack de pruebas a un campus completo.' },
  { title: 'Galpones de 3.000 m²', text: 'Módulos iguales que crecen con tu demanda, sobre tierra del fondo.' },
] as const;

function Pitch() {
  return (
    <section aria-labelledby="por-que" className="px-4 py-12">
      <div className="mx-auto grid max-w-6xl gap-6">
        <h2 id="por-que" className="text-2xl font-bold text-brand-900">
          ¿Por qué la Patagonia?
        </h2>
        <ul className="grid gap-4 sm:grid-cols-3">
          {REASONS.map(({ title, text }) => (
            <li key={title} className="grid content-start gap-2 rounded-lg border-t-4 border-brand-700 bg-surface p-5">
              <h3 className="font-semibold">{title}</h3>
              <p className="text-sm text-muted">{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/** /datacenter?potencia=1.500 is drawn on the server with its figures (ADR 101). */
const POWER_PARAM = PAGE_QUERY_PARAMS.datacenterPower;

/** A typed power, read the Argentine way; a message when it cannot be read. */
function readPower(text: string): { kw: number } | { message: string } | null {
  const read = readTypedNumber(text.replace(/\s*kw$/i, ''), NUMBER_KINDS.whole);
  if (read.ok) return { kw: read.value };
  if (read.empty) return null;
  return { message: read.message };
}

function Calculator() {
  const sliderId = useId();
  const typedId = useId();
  const [params] = useSearchParams();
  const asked = params.get(POWER_PARAM) ?? '';
  const first = readPower(asked);
  const [power, setPower] = useState<number>(first && 'kw' in first ? first.kw : DATACENTER.defaultKw);
  const [typed, setTyped] = useState(asked);
  const [typedError, setTypedError] = useState(first && 'message' in first ? first.message : '');
  const out = datacenterOutputs(power);

  // Typed and slider say the same: the typed power is placed on the slider's grid (clamped, 500 kW steps).
  function type(text: string) {
    setTyped(text);
    const read = readPower(text);
    setTypedError(read && 'message' in read ? read.message : '');
    if (read && 'kw' in read) setPower(read.kw);
  }
  function submit(event: FormEvent) {
    // With scripts the figures follow each keystroke; without them this GET form asks the server.
    event.preventDefault();
    setTyped(formatNumber(out.kw));
  }
  // The slider announces its own value; the results are summed up once the value rests.
  const [summary, setSummary] = useState('');
  useEffect(() => {
    const timer = setTimeout(
      () =>
        setSummary(
          `${kw(out.kw)}: ${m2(out.m2)}, ${formatNumber(out.galpones)} galpones, ${formatNumber(out.racks)} racks, precio ${formatUsd(out.precioUsd)} por mes.`,
        ),
      600,
    );
    return () => clearTimeout(timer);
  }, [out.kw, out.m2, out.galpones, out.racks, out.precioUsd]);

  const results = [
    { label: 'Superficie', value: m2(out.m2) },
    { label: 'Galpones', value: formatNumber(out.galpones) },
    { label: 'Racks', value: formatNumber(out.racks) },
    { label: 'CPUs', value: formatNumber(out.cpus) },
  ];

  return (
    <section id="calculadora" aria-labelledby="calculadora-titulo" className="scroll-mt-4 bg-brand-50 px-4 py-12">
      <div className="mx-auto grid max-w-3xl gap-6">
        <div className="grid gap-2">
          <h2 id="calculadora-titulo" className="text-2xl font-bold text-brand-900">
            Calculadora de capacidad
          </h2>
          <p className="text-muted">
            Cada m² aloja {formatNumber(DATACENTER.kwPerM2)} kW; un galpón tiene {m2(DATACENTER.m2PerWarehouse)}; un rack ocupa unos {m2(DATACENTER.m2PerRack)}{' '}
            y lleva {formatNumber(DATACENTER.cpusPerRack)} CPUs.
          </p>
        </div>
        <div className="grid gap-3 rounded-lg border border-border bg-white p-5 shadow-sm">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <label htmlFor={sliderId} className="font-medium">
              Potencia
            </label>
            <output htmlFor={sliderId} className="text-2xl font-bold text-brand-800">
              {kw(out.kw)}
            </output>
          </div>
          <input
            id={sliderId}
            type="range"
            min={DATACENTER.minKw}
            max={DATACENTER.maxKw}
            step={DATACENTER.stepKw}
            value={out.kw}
            aria-valuetext={kw(out.kw)}
            onChange={(event) => {
              setPower(Number(event.target.value));
              setTyped(formatNumber(Number(event.target.value)));
              setTypedError('');
            }}
            className="h-11 w-full cursor-pointer accent-brand-700"
          />
          <div className="flex justify-between text-xs text-muted" aria-hidden>
            <span>{kw(DATACENTER.minKw)}</span>
            <span>{kw(DATACENTER.maxKw)}</span>
          </div>
          {/* A typed entry beside the slider; without JavaScript it is a GET form the server answers (power is not personal data). */}
          <form method="get" action={`${paths.datacenter}#calculadora`} onSubmit={submit} className="flex flex-wrap items-start gap-2">
            <div className="grid min-w-0 flex-1 gap-1">
              <label htmlFor={typedId} className="text-sm font-medium">
                Potencia en kW (escribila)
              </label>
              <NumberInput
                id={typedId}
                kind={NUMBER_KINDS.whole}
                name={POWER_PARAM}
                value={typed}
                placeholder={formatNumber(DATACENTER.defaultKw)}
                onChange={(event) => type(event.target.value)}
                aria-invalid={typedError ? true : undefined}
                aria-describedby={typedError ? `${typedId}-error` : undefined}
              />
              {typedError && (
                <p id={`${typedId}-error`} role="alert" className="text-sm text-danger">
                  {typedError}
                </p>
              )}
            </div>
            <Button type="submit" variant="outline" className="mt-6">
              Calcular
            </Button>
          </form>
          <dl className="grid grid-cols-2 gap-3 pt-2 sm:grid-cols-4">
            {results.map(({ label, value }) => (
              <div key={label} className="grid gap-1 rounded-md bg-surface p-3">
                <dt className="text-sm text-muted">{label}</dt>
                <dd className="text-lg font-semibold text-ink">{value}</dd>
              </div>
            ))}
          </dl>
          <div className="grid gap-1 rounded-md bg-brand-900 p-4 text-white">
            <p className="text-sm text-brand-100">Precio estimado, en dólares estadounidenses por mes</p>
            <p className="text-3xl font-bold">
              {formatUsd(out.precioUsd)} <span className="text-base font-semibold">por mes</span>
            </p>
            <p className="text-sm text-brand-100">
              {formatUsd(DATACENTER.usdPerWarehouse)} por galpón por mes (≈ {formatMoney(USD_PER_M2, 'USD')} por m² por mes). Capacidad total:{' '}
              {formatNumber(DATACENTER.capacityWarehouses)} galpones, {m2(DATACENTER.capacityM2)}.
            </p>
          </div>
          <p aria-live="polite" className="sr-only">
            {summary}
          </p>
          <ContactButton kwValue={out.kw} />
        </div>
      </div>
    </section>
  );
}

function ContactButton({ kwValue }: { kwValue: number }) {
  const phone = usePublicSettings().data?.whatsapp_empresa;
  const text = `Hola, me interesa reservar capacidad para un data center de IA en la Patagonia: ${kw(kwValue)}.`;
  if (!phone) {
    return (
      <Button size="lg" disabled>
        <MessageCircle aria-hidden />
        Quiero reservar capacidad
      </Button>
    );
  }
  return (
    <Button asChild size="lg">
      <a href={whatsappLink(phone, text)} target="_blank" rel="noopener noreferrer">
        <MessageCircle aria-hidden />
        Quiero reservar capacidad
        <span className="sr-only"> (abre WhatsApp en una pestaña nueva)</span>
      </a>
    </Button>
  );
}

function Links() {
  return (
    <section aria-labelledby="mas" className="px-4 py-12">
      <div className="mx-auto grid max-w-6xl gap-4 sm:grid-cols-2">
        <h2 id="mas" className="sr-only">
          Más de {BRAND.firm}
        </h2>
        <Link to={paths.land} className="grid gap-1 rounded-lg border border-border p-5 hover:border-brand-600">
          <span className="font-semibold text-brand-800">Invertí en tierra →</span>
          <span className="text-sm text-muted">Los terrenos del fondo, su avance de inversión y cómo sumarte.</span>
        </Link>
        <Link to={paths.valuation} className="grid gap-1 rounded-lg border border-border p-5 hover:border-brand-600">
          <span className="font-semibold text-brand-800">¿Cuánto vale tu terreno? →</span>
          <span className="text-sm text-muted">Valor de lista y de mercado en segundos, por barrio.</span>
        </Link>
      </div>
    </section>
  );
}

export const Component = DatacenterPage;

/** Rendered on the server (docs/decisions/008): the calculator starts at 500 kW in the first HTML. */
export const handle: PageHandle = {
  queries: () => [publicSettingsQueryOptions()],
  meta: () => ({ title: TITLE, description: DESCRIPTION }),
};
