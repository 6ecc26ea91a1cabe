import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { closingCostsTableSchema } from '../domain/valuation/closing-costs.schemas.ts';
import { DEFAULT_CLOSING_COSTS } from '../domain/valuation/closing-costs-defaults.ts';
import { accountsRoutes } from './areas/accounts/accounts.routes.ts';
import { createAuditService } from './areas/accounts/audit.service.ts';
import { auditPersonalData } from './areas/accounts/audit-personal-data.ts';
import { createUsersService } from './areas/accounts/users.service.ts';
import { carouselRoutes } from './areas/carousel/carousel.routes.ts';
import { createCarouselService } from './areas/carousel/carousel.service.ts';
import { exchangeRatesRoutes } from './areas/exchange-rates/exchange-rates.routes.ts';
import { createExchangeRatesService, type RateSources } from './areas/exchange-rates/exchange-rates.service.ts';
import { fundRoutes } from './areas/fund/fund.routes.ts';
import { createFundService } from './areas/fund/fund.service.ts';
import { LAND_LEADS } from './areas/fund/leads.ts';
import { landInquiriesPersonalData } from './areas/fund/personal-data.ts';
import { neighbourhoodRoutes } from './areas/neighbourhood/neighbourhood.routes.ts';
import { createNeighbourhoodService } from './areas/neighbourhood/neighbourhood.service.ts';
import { barrioCommentsPersonalData } from './areas/neighbourhood/personal-data.ts';
import { propertiesRoutes } from './areas/properties/properties.routes.ts';
import { createPropertiesService } from './areas/properties/properties.service.ts';
import { requestsRoutes } from './areas/requests/requests.routes.ts';
import { createRequestsService } from './areas/requests/requests.service.ts';
import { settingsRoutes } from './areas/settings/settings.routes.ts';
import { createSettingsService } from './areas/settings/settings.service.ts';
import { cashRoutes } from './areas/tasks/cash.routes.ts';
import { createTasksCashService } from './areas/tasks/cash.service.ts';
import { checklistRoutes } from './areas/tasks/checklist.routes.ts';
import { createChecklistService } from './areas/tasks/checklist.service.ts';
import { tasksClientRoutes } from './areas/tasks/client.routes.ts';
import { createTasksClientService } from './areas/tasks/client.service.ts';
import { createTasksMetricsService } from './areas/tasks/metrics.service.ts';
import { taskPhotosRoutes } from './areas/tasks/photos.routes.ts';
import { createTaskPhotosService } from './areas/tasks/photos.service.ts';
import { recurrenceRoutes } from './areas/tasks/recurrence.routes.ts';
import { createRecurrenceService } from './areas/tasks/recurrence.service.ts';
import { tasksRoutes } from './areas/tasks/tasks.routes.ts';
import { createTasksService } from './areas/tasks/tasks.service.ts';
import { createWorks } from './areas/tasks/works.ts';
import { valuationRoutes } from './areas/valuation/valuation.routes.ts';
import { createValuationService, REPORT_ATTACHMENT_KIND } from './areas/valuation/valuation.service.ts';
import { VALUATION_LEADS } from './areas/valuation-admin/leads.ts';
import { valuationContactsPersonalData } from './areas/valuation-admin/personal-data.ts';
import { valuationAdminRoutes } from './areas/valuation-admin/valuation-admin.routes.ts';
import { createValuationAdminService } from './areas/valuation-admin/valuation-admin.service.ts';
import type { Auth } from './platform/auth/auth.ts';
import type { Database } from './platform/db/client.ts';
import { createFirmParameters } from './platform/firm-parameters.ts';
import { leadPipelineRoutes } from './platform/leads/lead-pipeline.routes.ts';
import { createLeadPipeline } from './platform/leads/pipeline.ts';
import { attachmentResolver } from './platform/mail/attachments.ts';
import { createMailDigest } from './platform/mail/digest.ts';
import { outboxPersonalData } from './platform/mail/personal-data.ts';
import { mailPreferencesRoutes } from './platform/mail/preferences.routes.ts';
import { createMailPreferences } from './platform/mail/preferences.ts';
import { createPersonalDataEraser } from './platform/personal-data/eraser.ts';
import { personalDataRoutes } from './platform/personal-data/personal-data.routes.ts';
import { announcingWrites, createPublicDataChanges } from './platform/public-data.ts';
import type { Storage } from './platform/storage/storage.ts';

export interface ServiceDeps {
  db: Database;
  storage: Storage;
  auth: Auth;
  log: FastifyBaseLogger;
  /** Where the links of staff alerts point (PUBLIC_URL, ADR 087). */
  publicUrl: string;
  /** The app's secret (AUTH_SECRET): signs the mails' unsubscribe links (ADR 093). */
  secret: string;
  /** Where exchange rates are read (FX_URL, FX_BCRA_URL; ADR 120). */
  fx?: RateSources;
}

/**
 * Every service of the server, built once (ADR 091): the routes plugins and the page renderer get
 * them from here, so a cache or a listener a service keeps is the same for both. Plain calls, one
 * line per service: no container, no autoload.
 */
export function composeServices({ db, storage, auth, log, publicUrl, secret, fx }: ServiceDeps) {
  // What mail each account wants, and the one-click unsubscribe links every staff mail carries (ADR 093).
  const mailPreferences = createMailPreferences({ db, secret, publicUrl });
  // Services that take in leads, inquiries, requests, tasks or comments mail the staff who handle them.
  const alerts = { publicUrl, unsubscribe: mailPreferences.links };
  // The owners of public data say when it changed; the page renderer listens (platform/public-data.ts).
  const changes = createPublicDataChanges();
  const audit = createAuditService({ db });
  // The firm's editable figures (ADR 142): the offer's parameters (fund) and the deed's costs (valuation admin).
  const firmParameters = createFirmParameters({ db, audit });
  const valuationAdmin = createValuationAdminService({ db, audit, changes, firmParameters });
  const fund = createFundService({ db, storage, audit, log, changes, alerts, firmParameters });
  // «Crear obra»: the requests area asks the tasks area through its WorksPort (ADR 128).
  const requests = createRequestsService({ db, audit, alerts, works: createWorks() });
  // Recurring tasks (ADR 115): a move to Hecha runs its worker's cycle at once.
  const recurrence = createRecurrenceService({ db, log });
  const tasks = createTasksService({ db, alerts, afterDone: recurrence.afterDone });
  // Site photos of tasks (ADR 117): private storage; the client panel reads the shared ones.
  const photos = createTaskPhotosService({ db, storage });
  // «Costo total para cerrar» (ADR 144): the firm's table and the stored rates, read at request time.
  const valuation = createValuationService({
    db,
    changes,
    alerts,
    closingCosts: { table: () => firmParameters.read('costos-cierre', closingCostsTableSchema, DEFAULT_CLOSING_COSTS), rates: () => exchangeRates.latest() },
  });
  const properties = createPropertiesService({ db, storage, audit, changes });
  // A barrio page lists the barrio's listings and plots (ADR 107); comments are public data too.
  const neighbourhood = announcingWrites(
    createNeighbourhoodService({
      db,
      audit,
      alerts,
      sources: { listingsIn: (barrio, query) => properties.listPublishedInBarrio(barrio, query), plots: () => fund.listPublic() },
    }),
    ['postComment', 'setCommentActive'],
    changes,
    'comments',
  );
  // «Eliminar los datos de esta persona» (ADR 139): every area that keeps people's data gives its holder.
  const personalData = createPersonalDataEraser({
    db,
    storage,
    audit,
    changes,
    log,
    holders: [valuationContactsPersonalData, landInquiriesPersonalData, barrioCommentsPersonalData, outboxPersonalData, auditPersonalData],
  });
  // Every lead list's pipeline (ADR 140): the area names its table, platform/leads follows it.
  const valuationLeads = createLeadPipeline({ db, source: VALUATION_LEADS.source });
  const landLeads = createLeadPipeline({ db, source: LAND_LEADS.source });
  // The stored exchange rates (ADR 120): their own area; the cash form prefills from its API, a movement keeps its own rate.
  const exchangeRates = createExchangeRatesService({ db, audit, sources: fx, log });
  return {
    exchangeRates,
    personalData,
    valuationLeads,
    landLeads,
    changes,
    audit,
    mailPreferences,
    // Files the mail worker draws at send time, by kind (platform/mail/attachments.ts, ADR 094).
    mailAttachments: attachmentResolver({ [REPORT_ATTACHMENT_KIND]: (id) => valuation.reportAttachment(id) }),
    // The morning digest: each area gives its section, the platform composes one mail per person (ADR 093).
    digest: createMailDigest({
      db,
      publicUrl,
      links: mailPreferences.links,
      log,
      providers: [
        { role: 'tareas_admin', section: tasks.digestSection },
        { role: 'crm', section: requests.digestSection },
        { role: 'fondo', section: fund.digestSection },
        { role: 'admin', section: valuationAdmin.digestSection },
      ],
    }),
    users: createUsersService({ db, auth, audit }),
    settings: createSettingsService({ db, audit, changes }),
    valuation,
    valuationAdmin,
    neighbourhood,
    properties,
    carousel: createCarouselService({ db, storage, audit, log, changes }),
    fund,
    requests,
    tasks,
    recurrence,
    checklist: createChecklistService({ db }),
    photos,
    cash: createTasksCashService({ db, audit, storage }),
    metrics: createTasksMetricsService({ db }),
    clients: createTasksClientService({ db, sharedPhotos: photos.sharedOfProject }),
  };
}

export type Services = ReturnType<typeof composeServices>;

/** The areas' routes, each handed its services. */
export async function registerAreas(app: FastifyInstance, services: Services): Promise<void> {
  await app.register(settingsRoutes, { service: services.settings });
  await app.register(valuationRoutes, { service: services.valuation });
  await app.register(valuationAdminRoutes, { service: services.valuationAdmin });
  await app.register(neighbourhoodRoutes, { service: services.neighbourhood });
  await app.register(propertiesRoutes, { service: services.properties });
  await app.register(carouselRoutes, { service: services.carousel });
  await app.register(accountsRoutes, { users: services.users, audit: services.audit });
  await app.register(fundRoutes, { service: services.fund });
  await app.register(requestsRoutes, { requests: services.requests });
  await app.register(tasksRoutes, { tasks: services.tasks, cash: services.cash, metrics: services.metrics });
  await app.register(cashRoutes, { cash: services.cash });
  await app.register(exchangeRatesRoutes, { rates: services.exchangeRates });
  await app.register(tasksClientRoutes, { clients: services.clients });
  await app.register(recurrenceRoutes, { recurrence: services.recurrence });
  await app.register(checklistRoutes, { checklist: services.checklist });
  await app.register(taskPhotosRoutes, { photos: services.photos });
  await app.register(mailPreferencesRoutes, { service: services.mailPreferences });
  await app.register(personalDataRoutes, { eraser: services.personalData });
  // A lead's history is what the personal-data holders keep of the person (ADR 139, ADR 140).
  const personHistory = services.personalData.history;
  await app.register(leadPipelineRoutes, { leads: VALUATION_LEADS, pipeline: services.valuationLeads, personHistory });
  await app.register(leadPipelineRoutes, { leads: LAND_LEADS, pipeline: services.landLeads, personHistory });
}
