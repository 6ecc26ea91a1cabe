import { INVALID_CREDENTIALS_MESSAGE } from '../accounts/sign-in-messages.ts';
import { BRAND } from '../brand.ts';

/** One of the ten cards of the 'Servicios' grid (spec §2: firm landing page). */
export interface FirmService {
  /** Stable key (also picks the card's icon on the web side). */
  id: string;
  titulo: string;
  /** Always visible. */
  resumen: string;
  /** Shown with 'Leer más'. */
  detalle: string[];
}

export const FIRM_SERVICES: readonly FirmService[] = [
  {
    id: 'desarrollos',
    titulo: 'Desarrollos inmobiliarios',
    resumen: 'Convertimos terrenos en edificios de vivienda y oficinas, de la idea a la escritura.',
    detalle: ['Estudio de factibilidad y de mercado', 'Proyecto, financiación y comercialización', 'Entrega llave en mano con escrituración'],
  },
  {
    id: 'obra-nueva',
    titulo: 'Construcción de obra nueva',
    resumen: 'Casas, edificios y locales construidos con equipo propio y plazos acordados por contrato.',
    detalle: ['Estructuras de hormigón armado', 'Cronograma y certificados de avance mensuales', 'Garantía escrita sobre la obra terminada'],
  },
  {
    id: 'direccion',
    titulo: 'Dirección de obra',
    resumen: 'Profesionales matriculados que controlan calidad, costos y plazos en cada etapa.',
    detalle: ['Visitas semanales con informe fotográfico', 'Control de certificados y de materiales', 'Representación técnica ante el municipio'],
  },
  {
    id: 'arquitectura',
    titulo: 'Proyecto y arquitectura',
    resumen: 'Diseñamos el proyecto que mejor aprovecha tu terreno y el código urbanístico.',
    detalle: ['Anteproyecto y renders', 'Planos de arquitectura, estructura e instalaciones', 'Cómputo y presupuesto detallado'],
  },
  {
    id: 'valuacion',
    titulo: 'Tasación de terrenos',
    resumen: 'Valuamos tu lote según la incidencia por m² de la zona y su potencial constructivo.',
    detalle: ['Análisis de metros vendibles', 'Comparables de operaciones recientes', 'Informe firmado por un profesional'],
  },
  {
    id: 'compraventa',
    titulo: 'Compra y venta de propiedades',
    resumen: 'Compramos terrenos para desarrollar y vendemos las unidades que construimos.',
    detalle: ['Compra de lotes al contado o por permuta', 'Venta de unidades en pozo y terminadas', 'Asesoramiento legal y notarial'],
  },
  {
    id: 'permisos',
    titulo: 'Permisos y planos',
    resumen: 'Gestionamos planos, permisos de obra y finales ante cada municipio.',
    detalle: ['Registro y aprobación de planos', 'Permisos de demolición y de obra', 'Final de obra y subdivisión en propiedad horizontal'],
  },
  {
    id: 'reformas',
    titulo: 'Reformas y reciclajes',
    resumen: 'Renovamos casas, PH y locales sin sorpresas en el presupuesto.',
    detalle: ['Reciclajes integrales', 'Ampliaciones y cambios de distribución', 'Cocinas, baños y terminaciones'],
  },
  {
    id: 'inversion',
    titulo: 'Fondo de inversión en tierras',
    resumen: 'Invertí junto a otros inversores en terrenos con proyecto aprobado.',
    detalle: ['Lotes seleccionados por su potencial', 'Informes de avance periódicos', 'Participación proporcional en el resultado'],
  },
  {
    id: 'mantenimiento',
    titulo: 'Mantenimiento de edificios',
    resumen: 'Cuidamos consorcios, oficinas y locales para que sigan como el primer día.',
    detalle: ['Humedades, pintura e impermeabilización', 'Mantenimiento preventivo programado', 'Atención de urgencias'],
  },
];

/** Prefilled chat text of 'Hablemos sobre tu proyecto' (hero). */
export const HERO_GREETING = `¡Hola ${BRAND.firm}! Quiero hablar sobre mi proyecto.`;
/** Prefilled chat text of 'Contactar ahora' (closing call to action). */
export const CONTACT_GREETING = `¡Hola ${BRAND.firm}! Vi su página y quiero hacer una consulta.`;

/** Firm login dialog (spec §5: username and password required). */
export const FIRM_LOGIN_MESSAGES = {
  usernameRequired: 'Ingresá tu usuario',
  passwordRequired: 'Ingresá tu contraseña',
  success: 'Has iniciado sesión correctamente',
  invalid: INVALID_CREDENTIALS_MESSAGE,
  failure: 'Hubo un problema al iniciar sesión',
} as const;
