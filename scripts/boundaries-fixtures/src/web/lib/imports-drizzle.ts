// web-never-imports-server
export { sql } from 'drizzle-orm';
