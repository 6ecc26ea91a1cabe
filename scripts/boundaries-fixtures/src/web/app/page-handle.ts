// Allowed: the composition's own module.
export type PageHandle = { title: string };
