/**
 * What a public form posted without JavaScript comes back with (ADR 100): the server renders the
 * same page with this in its embedded state, and the form starts from it (typed values, the
 * messages under their fields, or its success). Never in a URL: it travels in the POST's answer.
 */
export interface FormPostState {
  /** Which form of the page (FORM_POSTS key). */
  form: FormPostId;
  /** What was typed, field by field (the file of the land form excluded). */
  values: Record<string, string>;
  /** One message per field, the schema's. */
  errors: Record<string, string>;
  /** A message for the whole form (limit reached, an unknown field, a failure). */
  formError?: string;
  /** Set when it was stored: what the success message shows (e.g. the request's code). */
  sent?: Record<string, string>;
}

/** The public forms that post to their own page, and where (the page's path: the action). */
export const FORM_POSTS = {
  landInquiry: '/terrenos',
  newTask: '/tareas-parcela/nueva-tarea',
  serviceRequest: '/solicitudes-internas',
} as const;
export type FormPostId = keyof typeof FORM_POSTS;

/**
 * The only query parameters a public page reads (ADR 101): the data-centre's typed power, sent by its
 * GET form. A page asked with one is drawn for it and never kept; any other parameter (fbclid…) is ignored.
 */
export const PAGE_QUERY_PARAMS = { datacenterPower: 'potencia' } as const;
