import type { ApiErrorBody, ErrorCode } from '../../domain/shared/api-error.ts';
import { GENERIC_MESSAGES } from '../../domain/shared/api-error.ts';

/**
 * An answer of the API that is not 2xx, carrying its Spanish message ready to show. Screens decide
 * by `code` (ERROR_CODES), never by the text; `field` names the invalid field of a validation error.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ErrorCode | (string & {});
  readonly field: string | undefined;
  /** Set by a form that showed this error under its field: the query client then skips its toast. */
  shownUnderField = false;
  constructor(status: number, code: ErrorCode | (string & {}), message: string, field?: string) {
    super(message);
    this.status = status;
    this.code = code;
    this.field = field;
  }
}

type Json = Record<string, unknown> | unknown[];

/** Codes only the browser gives: no answer at all, or an answer without our error body. */
export const CLIENT_ERROR_CODES = { network: 'NETWORK', http: 'HTTP_ERROR' } as const;

const NETWORK_ERROR = () => new ApiError(0, CLIENT_ERROR_CODES.network, 'No hay conexión con el servidor. Revisá tu conexión e intentá nuevamente.');

async function request<T>(method: string, path: string, body?: Json | FormData): Promise<T> {
  const init: RequestInit = { method, credentials: 'same-origin', headers: { accept: 'application/json' } };
  if (body instanceof FormData) init.body = body;
  else if (body !== undefined) {
    init.body = JSON.stringify(body);
    init.headers = { ...init.headers, 'content-type': 'application/json' };
  }
  let response: Response;
  try {
    response = await fetch(path, init);
  } catch {
    throw NETWORK_ERROR();
  }
  if (response.status === 204) return undefined as T;
  return parseAnswer<T>(response.status, await response.text());
}

/** The body of an answer, or the ApiError it carries (`{ error: { code, message, field? } }`). */
function parseAnswer<T>(status: number, text: string): T {
  const data = text ? safeJson(text) : undefined;
  if (status < 200 || status >= 300) {
    const error = (data as ApiErrorBody | undefined)?.error;
    throw new ApiError(status, error?.code ?? CLIENT_ERROR_CODES.http, error?.message ?? GENERIC_MESSAGES.internal, error?.field);
  }
  return data as T;
}

/**
 * POST of a multipart form reporting upload progress (0–1): fetch cannot, so this uses
 * XMLHttpRequest. Same answers and errors as `api.post`.
 */
function upload<T>(path: string, form: FormData, onProgress?: (fraction: number) => void): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    xhr.setRequestHeader('accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      try {
        resolve(xhr.status === 204 ? (undefined as T) : parseAnswer<T>(xhr.status, xhr.responseText));
      } catch (error) {
        reject(error);
      }
    };
    xhr.onerror = () => reject(NETWORK_ERROR());
    xhr.send(form);
  });
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Typed client of /api. Errors arrive as ApiError; the query client turns them into toasts. */
export const api = {
  get: <T>(path: string) => request<T>('GET', path),
  post: <T>(path: string, body?: Json | FormData) => request<T>('POST', path, body ?? {}),
  put: <T>(path: string, body?: Json) => request<T>('PUT', path, body ?? {}),
  patch: <T>(path: string, body?: Json) => request<T>('PATCH', path, body ?? {}),
  delete: <T>(path: string) => request<T>('DELETE', path),
  upload,
};

/**
 * A GET of the API as a query: its key, its address and how the browser reads it. The hook and the
 * page drawn on the server with it (a staff screen's `handle`, ADR 146) take both from here.
 */
export const apiRead = <T>(queryKey: readonly unknown[], path: string) => ({ queryKey, path, queryFn: () => api.get<T>(path) });

/** Builds a query string from defined values. */
export function toQuery(params: Record<string, string | number | boolean | null | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
}
