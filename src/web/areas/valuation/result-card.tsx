import { CircleCheck, FileText, MessageCircle, RotateCcw, Share2 } from 'lucide-react';
import type { Ref } from 'react';
import { Link } from 'react-router';
import { formatNumber } from '../../../domain/shared/money.ts';
import { whatsappLink } from '../../../domain/shared/whatsapp.ts';
import { type Consulta, offerMessage, placeName, shareMessage } from '../../../domain/valuation/valuation.ts';
import { usePublicSettings } from '../../lib/public-settings.ts';
import { paths } from '../../paths.ts';
import { Button } from '../../ui/button.tsx';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '../../ui/card.tsx';
import { ValuationFigures } from './valuation-figures.tsx';

export const resultUrl = (id: string) => `${window.location.origin}${paths.result(id)}`;

/** 'VALUACIÓN EXITOSA': both values and the next steps. */
export function ResultCard({ consulta, onNew, headingRef }: { consulta: Consulta; onNew: () => void; headingRef?: Ref<HTMLHeadingElement> }) {
  const { data: settings } = usePublicSettings();
  return (
    <Card className="motion-safe:animate-pop-in">
      <CardHeader>
        <CardTitle ref={headingRef} tabIndex={-1} className="flex items-center gap-2 tracking-wide text-brand-800 outline-none">
          <CircleCheck aria-hidden className="size-6 text-success" />
          VALUACIÓN EXITOSA
        </CardTitle>
        <p className="text-sm text-muted">
          {placeName(consulta.barrio_nombre, consulta.localidad_nombre)} · {formatNumber(consulta.m2_vendibles)} m² vendibles · Ubicación{' '}
          {consulta.ubicacion_calidad}
        </p>
      </CardHeader>
      <CardContent>
        <ValuationFigures consulta={consulta} />
      </CardContent>
      <CardFooter>
        <div className="grid w-full gap-2 sm:grid-cols-2">
          <Button asChild>
            <a href={whatsappLink(settings?.whatsapp_empresa ?? '', offerMessage(consulta))} target="_blank" rel="noopener noreferrer">
              <MessageCircle aria-hidden />
              Solicitar oferta directa
            </a>
          </Button>
          <Button variant="outline" asChild>
            <a href={whatsappLink('', shareMessage(consulta, resultUrl(consulta.id)))} target="_blank" rel="noopener noreferrer">
              <Share2 aria-hidden />
              Compartir por WhatsApp
            </a>
          </Button>
          <Button variant="outline" asChild>
            <Link to={paths.result(consulta.id)}>
              <FileText aria-hidden />
              Ver informe
            </Link>
          </Button>
          <Button variant="secondary" onClick={onNew}>
            <RotateCcw aria-hidden />
            Nueva Consulta
          </Button>
        </div>
      </CardFooter>
    </Card>
  );
}
