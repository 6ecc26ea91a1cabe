import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { AuditAction } from '../../../domain/accounts/audit.ts';
import { ERROR_CODES, UPLOAD_MESSAGES } from '../../../domain/shared/api-error.ts';
import { describePdfActiveContent, findPdfActiveContent } from '../../../domain/shared/pdf-active-content.ts';
import type { ClamdTarget } from '../config.ts';
import type { Database } from '../db/client.ts';
import { Unavailable, Unprocessable } from '../errors.ts';
import { ScannerUnavailableError, type ScanVerdict, scanWithClamd } from './clamd.ts';
import { readOneFileForm, type UploadedFile, type UploadPart, type UploadRules, uploadParts } from './upload-parts.ts';

/** How long an upload waits for the scanner before it is refused with 503 (ADR 083). */
export const SCAN_TIMEOUT_MS = 10_000;
/** Retry-After of that 503: clamd restarting (a signature reload, a new container) takes tens of seconds. */
const SCANNER_RETRY_AFTER_SECONDS = 30;

/** What the bytes were accepted as by the cheap checks before this one: PDFs are also checked for active content. */
export type UploadKind = 'pdf' | 'image';

/**
 * The last check of an uploaded file, after its type and size and before it is stored: throws a
 * 422 (active PDF content, a malware signature: recorded in the audit trail) or a 503 (the
 * scanner did not answer). Routes make one per request with `UploadScreen.forRequest`.
 */
export type UploadCheck = (data: Buffer, kind: UploadKind) => Promise<void>;

/** For files the server made itself (sample pictures): nothing to check. */
export const OWN_FILE: UploadCheck = async () => {};

export interface UploadScreen {
  /** Whether a malware scanner is configured (CLAMD_SOCKET or CLAMD_HOST). */
  readonly scanning: boolean;
  /** The check for the files of one request; `field` names the form field in a 422. */
  forRequest(request: FastifyRequest, field: string): UploadCheck;
  /**
   * The parts of a multipart upload, one file in memory at a time, under the daily upload quota
   * (429) and the route's number of files per request (413): upload-parts.ts, ADR 086.
   */
  parts(request: FastifyRequest, rules: UploadRules): AsyncGenerator<UploadPart, void, undefined>;
  /** A form of text fields and at most one file (a second file: 413), read through `parts`. */
  oneFileForm(request: FastifyRequest, rules: Omit<UploadRules, 'maxFiles'>): Promise<{ fields: Record<string, string>; file: UploadedFile | undefined }>;
}

/** The accounts' audit trail, passed in by app.ts (infrastructure knows no area). */
export interface RejectionAudit {
  record(row: { accion: AuditAction; usuarioId?: string | null; usuario?: string | null; direccion?: string | null; detalle?: string | null }): Promise<void>;
}

export type MalwareScanner = (data: Uint8Array) => Promise<ScanVerdict>;

/** clamd at `target`, each scan bounded by SCAN_TIMEOUT_MS. */
export function clamdScanner(target: ClamdTarget, timeoutMs = SCAN_TIMEOUT_MS): MalwareScanner {
  return (data) => scanWithClamd(target, data, timeoutMs);
}

export function createUploadScreen({
  scanner,
  audit,
  log,
  db,
}: {
  scanner: MalwareScanner | undefined;
  audit: RejectionAudit;
  log: FastifyBaseLogger;
  /** Where the daily upload quota is counted (`limite_contadores`). */
  db: Database;
}): UploadScreen {
  return {
    scanning: scanner !== undefined,
    parts: (request, rules) => uploadParts(db, request, rules),
    oneFileForm: (request, rules) => readOneFileForm(uploadParts(db, request, { ...rules, maxFiles: 1 })),
    forRequest(request, field) {
      /** The refusal in the audit trail: who (the account, when signed in), from where, which route and why. */
      async function recordRefusal(reason: string): Promise<void> {
        try {
          const user = await request.sessionUser();
          await audit.record({
            accion: 'archivo_rechazado',
            usuarioId: user?.id ?? null,
            usuario: user ? (user.username ?? user.email) : null,
            direccion: request.ip,
            detalle: `${reason} (${request.method} ${request.routeOptions.url ?? request.url})`,
          });
        } catch (error) {
          // The file is refused all the same; a missing audit row must not turn the answer into a 500.
          log.error({ err: error }, 'no se pudo registrar un archivo rechazado en la auditoría');
        }
      }

      return async (data, kind) => {
        if (kind === 'pdf') {
          const active = await findPdfActiveContent(data);
          if (active) {
            await recordRefusal(`PDF con contenido activo: ${describePdfActiveContent(active)}`);
            throw Unprocessable(UPLOAD_MESSAGES.pdfActiveContent, { code: ERROR_CODES.pdfActiveContent, field });
          }
        }
        if (!scanner) return;
        let verdict: ScanVerdict;
        try {
          verdict = await scanner(data);
        } catch (error) {
          if (!(error instanceof ScannerUnavailableError)) throw error;
          log.warn({ reason: error.message }, 'el antivirus no revisó un archivo subido: se rechazó con 503');
          throw Unavailable(UPLOAD_MESSAGES.scannerUnavailable, SCANNER_RETRY_AFTER_SECONDS);
        }
        if (verdict.infected) {
          await recordRefusal(`virus: ${verdict.signature.slice(0, 200)}`);
          throw Unprocessable(UPLOAD_MESSAGES.infected, { code: ERROR_CODES.fileInfected, field });
        }
      };
    },
  };
}
