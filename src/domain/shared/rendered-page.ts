/**
 * The contract between the server and the built web renderer (src/web/entry-server.tsx, ADR 008):
 * the server loads the built file by path, so neither side imports the other; both import this.
 */
export interface RenderedPage {
  status: number;
  /** <title>, description, canonical, Open Graph, Twitter card and JSON-LD tags. */
  head: string;
  /** The markup inside <div id="root">. */
  html: string;
  /** The embedded data (a JSON script the client entry reads), to place after the root. */
  state: string;
  /** Source modules of the matched routes (client manifest keys), whose chunks the page should preload. */
  modules: string[];
  /**
   * Drawn with the visitor's session (a staff screen, ADR 146): sent to them alone, never kept or
   * shared, and never stored by a browser or a proxy.
   */
  personal?: boolean;
}

/**
 * Where the boot script (server/ssr/boot-script.ts) keeps the last button tapped before React took
 * the page over, for the web app to tap it again once it has (web/app/early-tap.ts, ADR 149).
 */
export const EARLY_TAP_PROPERTY = 'parcelaEarlyTap';
