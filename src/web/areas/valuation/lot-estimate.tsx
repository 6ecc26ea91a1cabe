import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { defaultZoneKey, LOT_M2_MAX, LOT_M2_MESSAGES, LOT_M2_MIN, sellableFromLot, UNKNOWN_ZONE, type Zone } from '../../../domain/fund/zones.ts';
import { checkTypedNumber, formatTypedNumber, NUMBER_KINDS, typedNumberText } from '../../../domain/shared/typed-number-reader.ts';
import { api } from '../../lib/api.ts';
import { Button } from '../../ui/button.tsx';
import { Field } from '../../ui/field.tsx';
import { NumberInput } from '../../ui/number-input.tsx';
import { RetryNote } from '../../ui/retry-note.tsx';
import { NativeSelect } from '../../ui/select.tsx';

/** GET /api/oferta/zonas (the fund's zone table, ADR 143): the public side, no prices. */
interface ZoneTable {
  zonas: Zone[];
  zonaPorDefecto: string;
  porBarrio: Record<string, string>;
}

const LOT_RULES = {
  kind: NUMBER_KINDS.area,
  min: LOT_M2_MIN,
  max: LOT_M2_MAX,
  messages: { required: 'Indicá la superficie del lote en m²', min: LOT_M2_MESSAGES.tooSmall, max: LOT_M2_MESSAGES.tooLarge },
};

export interface LotEstimate {
  /** The sellable m² as the field shows them («806», «1.250,5»). */
  text: string;
  /** How they were estimated, said under the field while it keeps that value. */
  note: string;
}

/**
 * «Calculalos con tu lote» (ADR 143): lot m² × the zone's factor, an estimate that fills the
 * calculator's «m² vendibles». Loaded only when the person asks for it (/parcela's first load is
 * near its budget), with the zone table fetched then.
 */
export default function LotEstimatePanel({
  id,
  barrioId,
  barrioName,
  onUse,
}: {
  id: string;
  barrioId: string;
  barrioName: string | undefined;
  onUse: (estimate: LotEstimate) => void;
}) {
  const zones = useQuery({ queryKey: ['oferta', 'zonas'], queryFn: () => api.get<ZoneTable>('/api/oferta/zonas'), meta: { silent: true } });
  const [lot, setLot] = useState('');
  const [zoneKey, setZoneKey] = useState(UNKNOWN_ZONE);
  const headingId = useId();

  const table = zones.data;
  const unknownKey = table ? defaultZoneKey(table, barrioId) : undefined;
  const zone = table?.zonas.find((z) => z.clave === (zoneKey === UNKNOWN_ZONE ? unknownKey : zoneKey));
  const reading = lot.trim() === '' ? null : checkTypedNumber(lot, LOT_RULES);
  const sellable = reading?.ok && zone ? sellableFromLot(reading.value, zone) : null;
  const unknownLabel = `No sé (${barrioName ? `lo habitual en ${barrioName}` : 'la zona más común'})`;

  return (
    <section id={id} aria-labelledby={headingId} className="grid gap-3 rounded-md border border-border bg-surface-muted p-3">
      <h3 id={headingId} className="text-sm font-semibold">
        Estimá los m² vendibles con tu lote
      </h3>
      {zones.isPending && <p className="text-sm text-muted">Cargando las zonas…</p>}
      {zones.isError && (
        <RetryNote retrying={zones.isFetching} onRetry={() => void zones.refetch()}>
          No se pudieron cargar las zonas.
        </RetryNote>
      )}
      {table && (
        <>
          <Field label="Superficie del lote (m²)" error={reading && !reading.ok ? reading.message : undefined}>
            <NumberInput kind={NUMBER_KINDS.area} name="lote_m2" placeholder="Ej.: 260" value={lot} onChange={(event) => setLot(event.target.value)} />
          </Field>
          <Field label="¿Qué se puede construir?" description="La zona del Código Urbanístico, si la conocés. Cada zona tiene una altura máxima.">
            <NativeSelect name="zona" value={zoneKey} onChange={(event) => setZoneKey(event.target.value)}>
              <option value={UNKNOWN_ZONE}>{unknownLabel}</option>
              {table.zonas.map((z) => (
                <option key={z.clave} value={z.clave}>
                  {z.nombre}: {z.descripcion}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <p aria-live="polite" className="min-h-5 text-sm">
            {sellable !== null && zone && reading?.ok && (
              <>
                Aproximadamente <strong>{formatTypedNumber(sellable, NUMBER_KINDS.area)} vendibles</strong>:{' '}
                {formatTypedNumber(reading.value, NUMBER_KINDS.area)} de lote × {typedNumberText(zone.factor, NUMBER_KINDS.area)} ({zone.nombre}).
              </>
            )}
          </p>
          <Button
            type="button"
            size="sm"
            className="justify-self-start"
            disabled={sellable === null}
            onClick={() => {
              if (sellable === null || !zone || !reading?.ok) return;
              onUse({
                text: typedNumberText(sellable, NUMBER_KINDS.area),
                note: `Estimado con tu lote: ${formatTypedNumber(reading.value, NUMBER_KINDS.area)} × ${typedNumberText(zone.factor, NUMBER_KINDS.area)} (${zone.nombre}). Es una aproximación: si un arquitecto te dio el dato, usá ese.`,
              });
            }}
          >
            {sellable === null ? 'Usar este valor' : `Usar ${formatTypedNumber(sellable, NUMBER_KINDS.area)}`}
          </Button>
        </>
      )}
    </section>
  );
}
