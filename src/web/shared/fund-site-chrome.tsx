import { PublicFooter, PublicHeader } from './public-site-chrome.tsx';

/**
 * /terrenos and /datacenter wear the site's one header and footer; these names stay so
 * the fund's pages need no change.
 */
export const FundSiteHeader = PublicHeader;
export const FundSiteFooter = PublicFooter;
