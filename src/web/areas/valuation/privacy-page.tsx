import { BRAND } from '../../../domain/brand.ts';
import { publicSettingsQueryOptions, usePublicSettings } from '../../lib/public-settings.ts';
import type { PageHandle } from '../../shared/page-handle.ts';
import { LegalPage } from './legal-page.tsx';

/** /legal/privacidad: what this product collects and why, under Ley 25.326 (DESIGN.md §2). */
function PrivacyPage() {
  const { data: settings } = usePublicSettings();
  const email = settings?.email_contacto;
  return (
    <LegalPage title="Política de privacidad" updated="noviembre de 2026">
      <section aria-labelledby="responsable">
        <h2 id="responsable">Responsable</h2>
        <p>
          {BRAND.firm} es responsable de la base de datos con la información que nos dejás en este sitio. Podés escribirnos
          {email ? (
            <>
              {' '}
              a{' '}
              <a href={`mailto:${email}`} className="text-brand-700 underline">
                {email}
              </a>
            </>
          ) : null}{' '}
          por cualquier consulta sobre tus datos.
        </p>
      </section>
      <section aria-labelledby="que-datos">
        <h2 id="que-datos">Qué datos recopilamos</h2>
        <ul>
          <li>Formularios de contacto ('Hablar con un analista', consultas por terrenos): nombre, email, teléfono y el comentario que escribas.</li>
          <li>Consultas de valuación: localidad, barrio, m² vendibles y ubicación del terreno. No incluyen datos que te identifiquen.</li>
          <li>Comentarios en la página de barrios: el nombre que publiques y, si lo das, tu email (nunca se muestra).</li>
          <li>Cuentas de la plataforma de propiedades y del personal: nombre, email, usuario y la contraseña, guardada cifrada.</li>
          <li>Cookies técnicas: la de sesión, si iniciás sesión, y un identificador anónimo para contar un solo "me gusta" por visitante.</li>
        </ul>
      </section>
      <section aria-labelledby="para-que">
        <h2 id="para-que">Para qué los usamos</h2>
        <p>
          Para responder tus pedidos de contacto, preparar ofertas y valuaciones, moderar la comunidad y mantener la seguridad del sitio. No vendemos ni cedemos
          tus datos a terceros, ni los usamos para publicidad. Los conservamos mientras sean necesarios para esas finalidades.
        </p>
      </section>
      <section aria-labelledby="derechos">
        <h2 id="derechos">Tus derechos</h2>
        <p>
          Podés pedir acceso, rectificación, actualización o supresión de tus datos escribiendo al email de contacto. Respondemos los pedidos de acceso dentro
          de los 10 días corridos y los de rectificación o supresión dentro de los 5 días hábiles (arts. 14 y 16 de la Ley 25.326).
        </p>
        <p className="mt-2">
          El titular de los datos personales tiene la facultad de ejercer el derecho de acceso a los mismos en forma gratuita a intervalos no inferiores a seis
          meses, salvo que se acredite un interés legítimo al efecto conforme lo establecido en el artículo 14, inciso 3 de la Ley Nº 25.326.
        </p>
        <p className="mt-2">
          La Agencia de Acceso a la Información Pública, en su carácter de Órgano de Control de la Ley Nº 25.326, tiene la atribución de atender las denuncias y
          reclamos que interpongan quienes resulten afectados en sus derechos por incumplimiento de las normas vigentes en materia de protección de datos
          personales.
        </p>
      </section>
    </LegalPage>
  );
}

export const Component = PrivacyPage;

const PRIVACY_TITLE = 'Política de privacidad';
const PRIVACY_DESCRIPTION = `Qué datos personales recopila ${BRAND.firm}, para qué los usa y cómo ejercer tus derechos (Ley 25.326).`;

export const handle: PageHandle = {
  queries: () => [publicSettingsQueryOptions()],
  meta: () => ({ title: PRIVACY_TITLE, description: PRIVACY_DESCRIPTION }),
};
