import { Link } from 'react-router';
import { BRAND } from '../../../domain/brand.ts';
import { publicSettingsQueryOptions, usePublicSettings } from '../../lib/public-settings.ts';
import { paths } from '../../paths.ts';
import type { PageHandle } from '../../shared/page-handle.ts';
import { Spinner } from '../../ui/spinner.tsx';
import { LegalPage } from './legal-page.tsx';

/** /legal/terminos: the configured legal text (texto_legal) and the terms of use of the site. */
function TermsPage() {
  const { data: settings, isPending, isError } = usePublicSettings();
  return (
    <LegalPage title="Términos y condiciones" updated="noviembre de 2026">
      <section aria-labelledby="alcance-valuacion">
        <h2 id="alcance-valuacion">Alcance de las valuaciones</h2>
        {isPending ? (
          <Spinner aria-label="Cargando el texto legal" />
        ) : isError ? (
          <p className="text-danger">No se pudo cargar el texto legal. Intentá nuevamente en unos minutos.</p>
        ) : (
          <p className="whitespace-pre-line">{settings.texto_legal}</p>
        )}
      </section>
      <section aria-labelledby="uso">
        <h2 id="uso">Uso del sitio</h2>
        <p>
          Las valuaciones se calculan con los valores de incidencia por barrio publicados en la tabla de precios y con el ajuste de mercado vigente al momento
          de la consulta. Cada consulta queda guardada con los valores de ese momento y puede compartirse con su enlace.
        </p>
        <p className="mt-2">
          {BRAND.firm} puede actualizar los valores de incidencia y el ajuste de mercado en cualquier momento; esos cambios no modifican las consultas ya
          realizadas.
        </p>
      </section>
      <section aria-labelledby="datos">
        <h2 id="datos">Datos personales</h2>
        <p>
          El tratamiento de los datos que nos dejás se rige por nuestra{' '}
          <Link to={paths.legalPrivacy} className="text-brand-700 underline">
            política de privacidad
          </Link>
          , conforme a la Ley 25.326 de Protección de los Datos Personales.
        </p>
      </section>
    </LegalPage>
  );
}

export const Component = TermsPage;

const TERMS_TITLE = 'Términos y condiciones';
const TERMS_DESCRIPTION = `Términos y condiciones de uso de los servicios en línea de ${BRAND.firm}.`;

export const handle: PageHandle = {
  queries: () => [publicSettingsQueryOptions()],
  meta: () => ({ title: TERMS_TITLE, description: TERMS_DESCRIPTION }),
};
