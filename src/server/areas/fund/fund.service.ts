import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import { describeChanges } from '../../../domain/accounts/audit.ts';
import {
  type Inquiry,
  inquiriesCsvHeader,
  inquiryCsvLine,
  inquiryInputSchema,
  LAND_MESSAGES,
  type LandState,
  MAX_PLOTS,
  type offerContactSchema,
  type Plot,
  type PlotFields,
  type PlotPatch,
  PREFEASIBILITY_MAX_BYTES,
  type PublicPlot,
} from '../../../domain/fund/land.ts';
import {
  DEFAULT_OFFER_PARAMETERS,
  type LandOffer,
  landOffer,
  landOfferSchema,
  OFFER_MESSAGES,
  type OfferParameters,
  type OfferParametersView,
  type OfferRequest,
  type OfferZonesResponse,
  offerParametersSchema,
  offerZoneProblem,
  publicOfferZones,
} from '../../../domain/fund/offer.ts';
import { describeLeadFilter, FOLLOW_UPS_DUE_QUERY, type LeadFilter, type LeadListQuery, leadsCsvFileName } from '../../../domain/leads/pipeline.ts';
import { STAFF_SCREENS } from '../../../domain/mail/digest.ts';
import { ERROR_CODES, UPLOAD_MESSAGES } from '../../../domain/shared/api-error.ts';
import { buenosAiresDay } from '../../../domain/shared/dates.ts';
import { DOCUMENT_TYPES, detectDocumentKind, documentFileName, documentKindOfKey } from '../../../domain/shared/documents.ts';
import { FIRM_PARAMETERS_MESSAGES } from '../../../domain/shared/firm-parameters.ts';
import { variantWidthsOf } from '../../../domain/shared/images.ts';
import { moveItem } from '../../../domain/shared/ordering.ts';
import { pageOffset } from '../../../domain/shared/pagination.ts';
import { type AuditActor, type AuditRecorder, auditEntry } from '../../platform/audit-port.ts';
import { csvFromBatches } from '../../platform/csv-download.ts';
import type { Database, Executor } from '../../platform/db/client.ts';
import { contactosTerrenos } from '../../platform/db/schema/index.ts';
import { Conflict, InsufficientStorage, Invalid, invalidFrom, isStorageFull, NotFound, TooLarge, Unsupported } from '../../platform/errors.ts';
import type { FirmParametersStore } from '../../platform/firm-parameters.ts';
import { leadsDigestSection } from '../../platform/leads/digest-section.ts';
import { LEADS_CSV_BATCH, toLeadPipeline } from '../../platform/leads/pipeline.ts';
import { DIGEST_TOP, type DigestClock, type DigestSection } from '../../platform/mail/digest-section.ts';
import { alertStaff, type StaffAlerts } from '../../platform/mail/staff-alert.ts';
import { announcingWrites, type PublicDataChanges, UNWATCHED } from '../../platform/public-data.ts';
import type { UploadedFile } from '../../platform/scan/upload-parts.ts';
import type { UploadCheck } from '../../platform/scan/upload-screen.ts';
import { deletePublicImage, storePublicImage } from '../../platform/storage/images.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import * as repo from './fund.repo.ts';
import { inquiryAlertSubject, renderInquiryAlert } from './inquiry-alert.mail.ts';

/** Land owners' inquiries per client address, on the API and /terrenos's own post (ADR 100); the offer's «Quiero que me contacten» too. */
export const INQUIRY_RATE_LIMIT = { max: 5, timeWindow: '10 minutes' } as const;
/** Offers asked per client address: an owner tries a few zones and lots, a script does not get the firm's table for free (ADR 143). */
export const OFFER_RATE_LIMIT = { max: 30, timeWindow: '10 minutes' } as const;

type OfferContactFields = z.output<typeof offerContactSchema>;

/** Plot images are public (/uploads/terrenos/…); pre-feasibility files are not (never under public/). */
export const PLOT_IMAGE_FOLDER = 'terrenos';
export const PREFEASIBILITY_FOLDER = 'privado/prefactibilidad';

export interface PrefeasibilityDownload {
  stream: Readable;
  size: number;
  mime: string;
  filename: string;
}

function toPublicPlot(row: repo.PlotRow): PublicPlot {
  return {
    id: row.id,
    titulo: row.titulo,
    ubicacion: row.ubicacion,
    valor_terreno: row.valorTerreno,
    inversion_total_necesaria: row.inversionTotalNecesaria,
    porcentaje_inversion_completa: row.porcentajeInversionCompleta,
    cantidad_inversores: row.cantidadInversores,
    estado: row.estado as LandState,
    m2_vendibles: row.m2Vendibles,
    descripcion: row.descripcion,
    imagen_url: row.imagenUrl,
  };
}

function toPlot(row: repo.PlotRow): Plot {
  return {
    ...toPublicPlot(row),
    activo: row.activo,
    orden: row.orden,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

function toInquiry({ inquiry: row, pipeline }: repo.InquiryListRow, today: string): Inquiry {
  return {
    id: row.id,
    nombre: row.nombre,
    email: row.email,
    telefono: row.telefono,
    ubicacion_terreno: row.ubicacionTerreno,
    m2_vendibles_estimados: row.m2VendiblesEstimados,
    tiene_prefactibilidad: row.tienePrefactibilidad,
    archivo_nombre: row.archivoPrefactibilidadKey ? row.archivoPrefactibilidadNombre : null,
    oferta: storedOffer(row.oferta),
    seguimiento: toLeadPipeline(pipeline, today),
    created_at: row.createdAt.toISOString(),
  };
}

/** The offer a lead stored (ADR 143); a document that no longer reads as one is left out rather than failing the list. */
function storedOffer(value: unknown): LandOffer | null {
  if (value === null || value === undefined) return null;
  const parsed = landOfferSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** Barrio settings with neither a price nor a zone say nothing: the stored document leaves them out. */
function withoutEmptyBarrios(valor: OfferParameters): OfferParameters {
  return { ...valor, barrios: Object.fromEntries(Object.entries(valor.barrios).filter(([, b]) => b.precioVentaUsdM2 !== null || b.zona !== null)) };
}

const plotColumns = (fields: PlotFields) => ({
  titulo: fields.titulo,
  ubicacion: fields.ubicacion,
  valorTerreno: fields.valor_terreno,
  inversionTotalNecesaria: fields.inversion_total_necesaria,
  porcentajeInversionCompleta: fields.porcentaje_inversion_completa,
  cantidadInversores: fields.cantidad_inversores,
  m2Vendibles: fields.m2_vendibles,
  estado: fields.estado,
  descripcion: fields.descripcion,
  activo: fields.activo,
});

/** Positions 1..n in the given order (orden = count + 1 numbers new plots from 1). */
async function writePositions(tx: Executor, rows: ReadonlyArray<{ id: string; orden: number }>): Promise<void> {
  for (const [index, row] of rows.entries()) if (row.orden !== index + 1) await repo.setPlotOrder(tx, row.id, index + 1);
}

const plotDetail = (row: repo.PlotRow) => `«${row.titulo}» (${row.id})`;

/** The plot's values under the form's field names, to compare with what the form sent. */
const plotFieldsOf = (plot: Plot, fields: PlotFields): Record<string, unknown> =>
  Object.fromEntries(Object.keys(fields).map((key) => [key, plot[key as keyof Plot]]));

/**
 * The land fund: plots for /terrenos and the fund admin, land owners' inquiries and their private
 * files. Plot creation, edits, deletion and every download of a pre-feasibility file are audited.
 */
export function createFundService({
  db,
  storage,
  audit,
  log,
  changes = UNWATCHED,
  alerts,
  firmParameters,
}: {
  db: Database;
  storage: Storage;
  audit: AuditRecorder;
  /** The offer's parameters (ADR 142, 143). */
  firmParameters: FirmParametersStore;
  log?: FastifyBaseLogger;
  changes?: PublicDataChanges;
  /** Mail the fund and the admins about each land owner's inquiry (ADR 087); absent (tests of the service alone), no mail. */
  alerts?: StaffAlerts;
}) {
  async function removeImageFiles(url: string | null): Promise<void> {
    if (!url) return;
    try {
      await deletePublicImage(storage, { url, anchos: variantWidthsOf(url) });
    } catch (error) {
      // The row no longer points at them; a leftover file is only disk space.
      log?.warn({ err: error, url }, 'no se pudieron borrar los archivos de la imagen de un terreno');
    }
  }

  const readOfferParameters = () => firmParameters.read('oferta', offerParametersSchema, DEFAULT_OFFER_PARAMETERS);

  /** The offer for `request`, computed here from the barrio's incidence and the firm's parameters; 400 for a barrio or zone not offered. */
  async function offerFor(request: OfferRequest): Promise<{ offer: LandOffer; place: string }> {
    const [barrio, { valor: params }] = await Promise.all([repo.findActiveBarrio(db, request.barrio_id), readOfferParameters()]);
    if (!barrio) throw Invalid(OFFER_MESSAGES.barrioUnavailable, { field: 'barrio_id' });
    const zoneProblem = offerZoneProblem(request, params);
    if (zoneProblem) throw Invalid(zoneProblem, { field: 'zona' });
    return { offer: landOffer(request, barrio, params), place: `${barrio.nombre}, ${barrio.localidad}` };
  }

  const service = {
    /**
     * The fund's section of the morning digest (ADR 093): land owners' inquiries. They have no
     * «respondida» state yet, so the digest lists those that arrived since the previous one.
     */
    digestSection: (clock: DigestClock): Promise<DigestSection> =>
      leadsDigestSection(db, clock, {
        title: 'Consultas de dueños de terrenos',
        table: contactosTerrenos,
        arrived: repo.pageInquiriesBetween(db, clock.since, clock.until, DIGEST_TOP),
        line: (row) => `${row.nombre} · ${row.ubicacionTerreno}`,
        path: STAFF_SCREENS.fund,
        duePath: `${STAFF_SCREENS.fund}?tab=contactos&${FOLLOW_UPS_DUE_QUERY}`,
      }),

    async listPublic(): Promise<PublicPlot[]> {
      return (await repo.listActivePlots(db, MAX_PLOTS)).map(toPublicPlot);
    },

    async listForAdmin(): Promise<Plot[]> {
      return (await repo.listPlots(db, MAX_PLOTS)).map(toPlot);
    },

    /**
     * A new plot at the end: orden = count + 1, counted under a lock inside the insert's
     * transaction, so simultaneous creations never share an orden.
     */
    async createPlot(fields: PlotFields, actor: AuditActor): Promise<Plot> {
      const row = await db.transaction(async (tx) => {
        await repo.lockPositions(tx);
        const n = await repo.countPlots(tx);
        if (n >= MAX_PLOTS) throw Conflict(LAND_MESSAGES.fundFull);
        const inserted = await repo.insertPlot(tx, { ...plotColumns(fields), orden: n + 1 });
        await audit.record(auditEntry(actor, 'terreno_creado', `${plotDetail(inserted)}, ${fields.ubicacion}, ${fields.estado}`), tx);
        return inserted;
      });
      return toPlot(row);
    },

    /** Edit: every field of the form (its position and image have their own calls); audited with what changed, before → after. */
    async updatePlot(id: string, fields: PlotFields, actor: AuditActor): Promise<Plot> {
      const row = await db.transaction(async (tx) => {
        const before = await repo.findPlot(tx, id);
        if (!before) throw NotFound(LAND_MESSAGES.plotNotFound);
        const after = await repo.updatePlot(tx, id, plotColumns(fields));
        if (!after) throw NotFound(LAND_MESSAGES.plotNotFound);
        const changes = describeChanges(plotFieldsOf(toPlot(before), fields), fields);
        if (changes) await audit.record(auditEntry(actor, 'terreno_modificado', `${plotDetail(after)}: ${changes}`), tx);
        return after;
      });
      return toPlot(row);
    },

    /** Moves a plot to position `orden` (1 = first; positions stay 1..n) and/or toggles activo. */
    async patchPlot(id: string, change: PlotPatch, actor: AuditActor): Promise<Plot> {
      const row = await db.transaction(async (tx) => {
        await repo.lockPositions(tx);
        const current = await repo.findPlot(tx, id);
        if (!current) throw NotFound(LAND_MESSAGES.plotNotFound);
        if (change.activo !== undefined && change.activo !== current.activo) {
          await repo.updatePlot(tx, id, { activo: change.activo });
          // Showing or hiding a plot on /terrenos is a business change; moving it in the list is not.
          await audit.record(
            auditEntry(actor, 'terreno_modificado', `${plotDetail(current)}: activo: ${current.activo ? 'sí' : 'no'} → ${change.activo ? 'sí' : 'no'}`),
            tx,
          );
        }
        if (change.orden !== undefined) {
          const positions = await repo.listPositions(tx);
          const from = positions.findIndex((p) => p.id === id);
          await writePositions(tx, moveItem(positions, from, change.orden - 1));
        }
        return repo.findPlot(tx, id);
      });
      if (!row) throw NotFound(LAND_MESSAGES.plotNotFound);
      return toPlot(row);
    },

    /** Deletes a plot, closes the gap in the positions, then removes its image files. */
    async deletePlot(id: string, actor: AuditActor): Promise<void> {
      const removed = await db.transaction(async (tx) => {
        await repo.lockPositions(tx);
        const row = await repo.deletePlot(tx, id);
        if (!row) throw NotFound(LAND_MESSAGES.plotNotFound);
        await audit.record(auditEntry(actor, 'terreno_eliminado', plotDetail(row)), tx);
        await writePositions(tx, await repo.listPositions(tx));
        return row;
      });
      await removeImageFiles(removed.imagenUrl);
    },

    /** Replaces a plot's image through the public image pipeline (415 for anything but a raster image; `check` before storing). */
    async setPlotImage(id: string, file: UploadedFile | undefined, check: UploadCheck): Promise<Plot> {
      if (!file) throw Invalid('Elegí una imagen para el terreno', { field: 'imagen' });
      if (!(await repo.findPlot(db, id))) throw NotFound(LAND_MESSAGES.plotNotFound);
      const image = await storePublicImage(storage, PLOT_IMAGE_FOLDER, file.data, check);
      let previous: string | null = null;
      let row: repo.PlotRow | undefined;
      try {
        row = await db.transaction(async (tx) => {
          previous = (await repo.findPlot(tx, id))?.imagenUrl ?? null;
          return repo.updatePlot(tx, id, { imagenUrl: image.url });
        });
      } catch (error) {
        await deletePublicImage(storage, image);
        throw error;
      }
      if (!row) {
        // Deleted meanwhile.
        await deletePublicImage(storage, image);
        throw NotFound(LAND_MESSAGES.plotNotFound);
      }
      await removeImageFiles(previous);
      return toPlot(row);
    },

    async removePlotImage(id: string): Promise<Plot> {
      const current = await repo.findPlot(db, id);
      if (!current) throw NotFound(LAND_MESSAGES.plotNotFound);
      const row = await repo.updatePlot(db, id, { imagenUrl: null });
      if (!row) throw NotFound(LAND_MESSAGES.plotNotFound);
      await removeImageFiles(current.imagenUrl);
      return toPlot(row);
    },

    /**
     * A land owner's inquiry from /terrenos. The optional pre-feasibility file is checked by its
     * first bytes (PDF, JPEG, PNG, WebP; 415 otherwise), then by `check` (active PDF content, malware:
     * 422 or 503, ADR 083), and only then stored outside public storage under a server-chosen name;
     * a file means the owner has pre-feasibility.
     */
    async createInquiry(rawFields: Record<string, string>, file: UploadedFile | undefined, check: UploadCheck): Promise<{ id: string }> {
      const parsed = inquiryInputSchema.safeParse(rawFields);
      if (!parsed.success) throw invalidFrom(parsed.error);
      const fields = parsed.data;
      let key: string | null = null;
      let filename: string | null = null;
      if (file) {
        if (file.data.length > PREFEASIBILITY_MAX_BYTES) throw TooLarge(LAND_MESSAGES.fileTooLarge);
        const kind = detectDocumentKind(file.data);
        if (!kind) throw Unsupported(LAND_MESSAGES.fileRejected);
        await check(file.data, kind === 'pdf' ? 'pdf' : 'image');
        key = `${PREFEASIBILITY_FOLDER}/${randomUUID()}.${DOCUMENT_TYPES[kind].extension}`;
        filename = documentFileName(file.filename, kind, 'prefactibilidad');
        try {
          await storage.put(key, file.data);
        } catch (error) {
          // Nothing half-written stays behind; a full disk or bucket is 507, not 500.
          await storage.delete(key).catch(() => {});
          if (isStorageFull(error)) throw InsufficientStorage(UPLOAD_MESSAGES.storageFull);
          throw error;
        }
      }
      const mail = alerts && (await renderInquiryAlert(fields, key !== null, alerts.publicUrl));
      try {
        const row = await db.transaction(async (tx) => {
          const inserted = await repo.insertInquiry(tx, {
            nombre: fields.nombre,
            email: fields.email,
            telefono: fields.telefono,
            ubicacionTerreno: fields.ubicacion_terreno,
            m2VendiblesEstimados: fields.m2_vendibles_estimados,
            tienePrefactibilidad: fields.tiene_prefactibilidad || key !== null,
            archivoPrefactibilidadKey: key,
            archivoPrefactibilidadNombre: filename,
          });
          if (alerts && mail) {
            await alertStaff(tx, alerts, {
              kind: 'alerta-consulta-terreno',
              eventKey: `consulta-terreno:${inserted.id}`,
              roles: ['fondo'],
              subject: inquiryAlertSubject(fields),
              mail,
              headers: { 'Reply-To': fields.email },
            });
          }
          return inserted;
        });
        return { id: row.id };
      } catch (error) {
        if (key) await storage.delete(key);
        throw error;
      }
    },

    /** GET /api/oferta/zonas: the zone table the offer form and the calculator's «Calculalos con tu lote» read (no prices). */
    async offerZones(): Promise<OfferZonesResponse> {
      return publicOfferZones((await readOfferParameters()).valor);
    },

    /** «¿Cuánto te ofrecemos por tu terreno?» (ADR 143): the three indicative options and their assumptions. */
    async offer(request: OfferRequest): Promise<LandOffer> {
      return (await offerFor(request)).offer;
    },

    /**
     * «Quiero que me contacten» under an offer: a land lead in the fund's Contactos with the offer
     * computed again here — the figures staff see are the server's, never what a browser sent — and
     * the same staff alert as an inquiry.
     */
    async createOfferContact(fields: OfferContactFields): Promise<{ id: string }> {
      const { offer, place } = await offerFor(fields);
      const inquiry = {
        nombre: fields.nombre,
        email: fields.email,
        telefono: fields.telefono,
        ubicacion_terreno: place,
        m2_vendibles_estimados: offer.m2Vendibles,
      };
      const mail = alerts && (await renderInquiryAlert({ ...inquiry, tiene_prefactibilidad: false }, false, alerts.publicUrl, offer));
      const row = await db.transaction(async (tx) => {
        const inserted = await repo.insertInquiry(tx, {
          nombre: inquiry.nombre,
          email: inquiry.email,
          telefono: inquiry.telefono,
          ubicacionTerreno: place,
          m2VendiblesEstimados: offer.m2Vendibles,
          oferta: offer,
        });
        if (alerts && mail) {
          await alertStaff(tx, alerts, {
            kind: 'alerta-consulta-terreno',
            eventKey: `consulta-terreno:${inserted.id}`,
            roles: ['fondo'],
            subject: inquiryAlertSubject(inquiry, offer),
            mail,
            headers: { 'Reply-To': fields.email },
          });
        }
        return inserted;
      });
      return { id: row.id };
    },

    /** The offer's parameters with their last change, and the active barrios the editor sets prices and zones for. */
    async offerParameters(): Promise<OfferParametersView> {
      const [stored, barriosActivos] = await Promise.all([readOfferParameters(), repo.listActiveBarrios(db)]);
      return { ...stored, barriosActivos };
    },

    /** Saves the whole document on the version the editor read (409 otherwise, nothing written), audited before → after (ADR 142). */
    async saveOfferParameters(update: { valor: OfferParameters; version: number }, actor: AuditActor): Promise<OfferParametersView> {
      const current = await readOfferParameters();
      if (current.version !== update.version) throw Conflict(FIRM_PARAMETERS_MESSAGES.changedMeanwhile, { code: ERROR_CODES.parametersChanged });
      const valor = withoutEmptyBarrios(update.valor);
      await firmParameters.write('oferta', { valor, version: update.version, antes: current.valor }, actor, 'parametros_oferta_modificados');
      return service.offerParameters();
    },

    /** The inquiries, filtered by their pipeline (platform/leads, ADR 140). */
    async pageInquiries(query: LeadListQuery, now = new Date()) {
      const today = buenosAiresDay(now);
      const { rows, total } = await repo.pageInquiries(db, query, today, query.page_size, pageOffset(query));
      return { items: rows.map((row) => toInquiry(row, today)), total, page: query.page, page_size: query.page_size };
    },

    /** The filtered inquiries as CSV, newest first, one batch at a time; audited (strangers' data leaving). */
    async inquiriesCsv(filter: LeadFilter, actor: AuditActor, batchSize = LEADS_CSV_BATCH, now = new Date()): Promise<{ fileName: string; csv: Readable }> {
      const today = buenosAiresDay(now);
      const first = await repo.inquiriesCsvBatch(db, filter, today, null, batchSize);
      await audit.record(auditEntry(actor, 'contactos_exportados', `Consultas de dueños de terrenos: ${describeLeadFilter(filter)}`));
      return {
        fileName: leadsCsvFileName('consultas-terrenos', today),
        csv: csvFromBatches({
          header: inquiriesCsvHeader(),
          first,
          next: (after) => repo.inquiriesCsvBatch(db, filter, today, after, batchSize),
          line: (row) => inquiryCsvLine(toInquiry(row, today)),
          batchSize,
        }),
      };
    },

    /**
     * The private file of an inquiry (the route sends it as an attachment that never renders). Each
     * download is audited — who read a stranger's file, from where — once the file is found, before
     * a byte is sent.
     */
    async readPrefeasibility(id: string, actor: AuditActor): Promise<PrefeasibilityDownload> {
      const row = await repo.findInquiry(db, id);
      const key = row?.archivoPrefactibilidadKey;
      if (!row || !key) throw NotFound(LAND_MESSAGES.fileNotFound);
      const stored = await storage.read(key);
      if (!stored) throw NotFound(LAND_MESSAGES.fileNotFound);
      const kind = documentKindOfKey(key);
      if (!kind) throw NotFound(LAND_MESSAGES.fileNotFound);
      const filename = row.archivoPrefactibilidadNombre ?? documentFileName(undefined, kind, 'prefactibilidad');
      try {
        await audit.record(auditEntry(actor, 'prefactibilidad_descargada', `consulta ${row.id} de «${row.nombre}»: «${filename}» (${stored.size} bytes)`));
      } catch (error) {
        stored.stream.destroy();
        throw error;
      }
      return { ...stored, mime: DOCUMENT_TYPES[kind].mime, filename };
    },
  };
  // The public pages that read plots are drawn again after these (platform/public-data.ts).
  return announcingWrites(service, ['createPlot', 'updatePlot', 'patchPlot', 'deletePlot', 'setPlotImage', 'removePlotImage'] as const, changes, 'plots');
}

export type FundService = ReturnType<typeof createFundService>;
