/**
 * Cache-Control values shared by whatever serves or stores a file (static files, rendered pages'
 * assets, object storage). A leaf module: importing it pulls in no plugin, so storage adapters
 * may use it without a cycle through the HTTP plugins that use storage.
 */

/** Fingerprinted assets and uploaded pictures: their address changes when their bytes do. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
