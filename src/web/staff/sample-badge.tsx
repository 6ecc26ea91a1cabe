import { FlaskConical } from 'lucide-react';
import { Badge } from '../ui/badge.tsx';

const EXPLANATION = 'Contenido de ejemplo cargado con la instalación de muestra: reemplazalo por el tuyo o eliminalo.';

/** Marks sample content (es_muestra) in staff lists; visitors never see it. */
export function SampleBadge() {
  return (
    <Badge variant="outline" title={EXPLANATION} className="border-dashed text-muted">
      <FlaskConical aria-hidden="true" />
      Ejemplo
      <span className="sr-only">. {EXPLANATION}</span>
    </Badge>
  );
}
