import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { inquiryInputSchema, LAND_MESSAGES } from '../../domain/fund/land.ts';
import { NEW_CLIENT_BRANCH } from '../../domain/requests/lists.ts';
import { requestInputSchema, requestWhatsappLink } from '../../domain/requests/request.ts';
import { GENERIC_MESSAGES } from '../../domain/shared/api-error.ts';
import { FORM_POSTS, type FormPostId, type FormPostState } from '../../domain/shared/form-post.ts';
import { taskInputSchema } from '../../domain/tasks/task.ts';
import { INQUIRY_RATE_LIMIT } from '../areas/fund/fund.service.ts';
import { CREATE_RATE_LIMIT as REQUEST_RATE_LIMIT } from '../areas/requests/requests.service.ts';
import { CREATE_RATE_LIMIT as TASK_RATE_LIMIT } from '../areas/tasks/tasks.service.ts';
import type { Services } from '../compose.ts';
import { AppError, isDatabaseUnavailable, Unsupported } from '../platform/errors.ts';
import { strictDeep, unknownKeyMessage } from '../platform/plugins/strict-bodies.ts';
import type { UploadedFile } from '../platform/scan/upload-parts.ts';

/** What a form's page says when storing failed for a reason that is not the visitor's. */
const FAILED = 'No se pudo enviar el formulario. Intentá nuevamente en unos minutos.';

interface Submitted {
  fields: Record<string, string>;
  file?: UploadedFile;
}

interface FormPost {
  form: FormPostId;
  rateLimit: { max: number; timeWindow: string };
  /** The land form carries a file: multipart, read like its API route (app.uploads.parts, ADR 086). */
  file?: { field: string; oneFileOnly: string; tooLarge: string };
  /** The API's schema, strict like the API's bodies: every field's message at once. */
  schema: z.ZodType;
  /** Stores it through the area's service (the same call as its API route); what the success message shows. */
  store(submitted: Submitted, request: FastifyRequest): Promise<Record<string, string>>;
}

/**
 * The public forms' posts without JavaScript (ADR 100): `POST <page>` takes the form as a browser
 * sends it (application/x-www-form-urlencoded, or multipart for the land form's file), validates it
 * with the API's schema, stores it through the same service under the same limit, and answers the
 * same page drawn with the typed values and the messages, or its success. Nothing of it goes into a
 * URL. The urlencoded parser lives only in this scope: the API keeps taking JSON alone, which is
 * what keeps a foreign site's plain form from reaching it (the origin check guards these too).
 */
export async function registerFormPosts(app: FastifyInstance, services: Pick<Services, 'fund' | 'tasks' | 'requests' | 'settings'>): Promise<void> {
  const posts: FormPost[] = [
    {
      form: 'landInquiry',
      rateLimit: INQUIRY_RATE_LIMIT,
      file: { field: 'archivo', oneFileOnly: LAND_MESSAGES.oneFileOnly, tooLarge: LAND_MESSAGES.fileTooLarge },
      schema: inquiryInputSchema,
      async store({ fields, file }, request) {
        await services.fund.createInquiry(fields, file, app.uploads.forRequest(request, 'archivo'));
        return {};
      },
    },
    {
      form: 'newTask',
      rateLimit: TASK_RATE_LIMIT,
      schema: taskInputSchema,
      async store({ fields }) {
        const task = await services.tasks.create(taskInputSchema.parse(fields));
        return { titulo: task.titulo };
      },
    },
    {
      form: 'serviceRequest',
      rateLimit: REQUEST_RATE_LIMIT,
      schema: requestInputSchema,
      async store({ fields }) {
        const saved = await services.requests.create(requestInputSchema.parse(fields));
        const settings = await services.settings.readPublic().catch(() => undefined);
        const whatsapp = settings?.whatsapp_empresa ? requestWhatsappLink(settings.whatsapp_empresa, saved) : '';
        return { codigo: saved.codigo_interno, whatsapp };
      },
    },
  ];

  await app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    });
    for (const post of posts) registerOne(scope, post);
  });
}

function registerOne(app: FastifyInstance, post: FormPost): void {
  const strict = strictDeep(post.schema);
  // What the visitor typed, kept for the answer when a step after reading fails (a file refused, the limit).
  const typed = new WeakMap<FastifyRequest, Record<string, string>>();
  const answer = (request: FastifyRequest, reply: FastifyReply, status: number, state: Omit<FormPostState, 'form' | 'values'>) =>
    app.renderPage(request, reply, { status, form: { form: post.form, values: typed.get(request) ?? {}, ...state } });

  app.post(
    FORM_POSTS[post.form],
    {
      config: { rateLimit: post.rateLimit },
      errorHandler: (error: FastifyError, request, reply) => {
        if (error instanceof AppError) {
          // A refused file (too large, not a PDF or image, active content) is said under the file field.
          const field = error.field ?? (post.file && [413, 415, 422].includes(error.statusCode) ? post.file.field : undefined);
          return answer(request, reply, error.statusCode, field ? { errors: { [field]: error.message } } : { errors: {}, formError: error.message });
        }
        const status = error.statusCode ?? 500;
        if (status === 429) return answer(request, reply, 429, { errors: {}, formError: GENERIC_MESSAGES.rateLimited });
        if (status === 413) return answer(request, reply, 413, { errors: {}, formError: GENERIC_MESSAGES.tooLarge });
        if (status >= 400 && status < 500) return answer(request, reply, status, { errors: {}, formError: GENERIC_MESSAGES.invalidBody });
        if (isDatabaseUnavailable(error)) request.log.warn('database unavailable');
        else request.log.error({ err: error }, 'a public form post failed');
        return answer(request, reply, isDatabaseUnavailable(error) ? 503 : 500, { errors: {}, formError: FAILED });
      },
    },
    async (request, reply) => {
      const submitted = post.file ? await readMultipart(app, request, post.file, typed) : readUrlencoded(request, typed);
      const fields = normalise(post.form, submitted.fields);
      const checked = strict.safeParse(fields);
      if (!checked.success) {
        const errors: Record<string, string> = {};
        let formError: string | undefined;
        for (const issue of checked.error.issues) {
          const unknown =
            issue.code === 'unrecognized_keys' ? issue.keys[0] : issue.code === 'invalid_type' && issue.expected === 'never' ? issue.path[0] : undefined;
          if (unknown !== undefined) formError ??= unknownKeyMessage(String(unknown));
          else if (issue.path[0] !== undefined) errors[String(issue.path[0])] ??= issue.message;
          else formError ??= issue.message;
        }
        return answer(request, reply, 400, { errors, ...(formError ? { formError } : {}) });
      }
      const sent = await post.store({ fields, ...(submitted.file ? { file: submitted.file } : {}) }, request);
      // Stored: the page says so and its form starts empty again.
      typed.set(request, {});
      return answer(request, reply, 200, { errors: {}, sent });
    },
  );
}

/** A browser's urlencoded form; anything else (JSON, a multipart without file) is not this route's. */
function readUrlencoded(request: FastifyRequest, typed: WeakMap<FastifyRequest, Record<string, string>>): Submitted {
  const body = request.body;
  if (typeof body !== 'object' || body === null || Array.isArray(body) || request.headers['content-type']?.startsWith('application/json')) {
    throw Unsupported();
  }
  const fields = Object.fromEntries(Object.entries(body).map(([k, v]) => [k, String(v)]));
  typed.set(request, fields);
  return { fields };
}

async function readMultipart(
  app: FastifyInstance,
  request: FastifyRequest,
  file: NonNullable<FormPost['file']>,
  typed: WeakMap<FastifyRequest, Record<string, string>>,
): Promise<Submitted> {
  // A browser with an empty file input still sends multipart; a urlencoded post (a form without enctype) is read as is.
  if (!request.isMultipart()) return readUrlencoded(request, typed);
  const fields: Record<string, string> = {};
  typed.set(request, fields);
  let upload: UploadedFile | undefined;
  for await (const part of app.uploads.parts(request, { fileField: file.field, wrongField: file.oneFileOnly, maxFiles: 1, tooLarge: file.tooLarge })) {
    if (part.type === 'field') fields[part.name] = part.value;
    else if (part.data.length > 0) upload = { data: part.data, filename: part.filename };
  }
  return upload ? { fields, file: upload } : { fields };
}

/**
 * What a browser sends and the JSON client does not: an unticked checkbox sends nothing, empty
 * optional fields send ''; the request form's client drops `nuevo_cliente` unless that branch is
 * chosen and empty comments (request-form-page.tsx) — the same here.
 */
function normalise(form: FormPostId, fields: Record<string, string>): Record<string, string> {
  const out = { ...fields };
  if (form === 'landInquiry') out.tiene_prefactibilidad ??= 'false';
  if (form === 'serviceRequest') {
    if (out.sucursal !== NEW_CLIENT_BRANCH) delete out.nuevo_cliente;
    if (!out.comentarios?.trim()) delete out.comentarios;
  }
  return out;
}
