// web-area-never-imports-app: a page's handle type lives in src/web/shared
export type { PageHandle } from '../../app/page-handle.ts';
