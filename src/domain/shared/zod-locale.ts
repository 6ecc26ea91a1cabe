import { z } from 'zod';
import es from 'zod/v4/locales/es.js';

/**
 * zod's generic messages in Spanish, for every rule whose schema gives no message of its own (the
 * spec's texts are always written beside the schema and win over these). Imported for its effect:
 * by the server's errors.ts (so before any route validates) and by the domain tests that need it;
 * the web's client build does the same in src/web/lib/zod-setup.ts, where zod itself loads.
 */
z.config(es());
