/** robots.txt: staff areas and the API stay out of search engines; the sitemap is named. */
export function robotsTxt(publicUrl: string, staffPaths: readonly string[]): string {
  const prefixes = [...new Set(['/api/', ...staffPaths])].sort();
  // '/admin' already covers '/admin/consultas': list each prefix once.
  const disallow = prefixes.filter((p) => !prefixes.some((q) => q !== p && p.startsWith(q.endsWith('/') ? q : `${q}/`)));
  return ['User-agent: *', 'Allow: /', ...disallow.map((p) => `Disallow: ${p}`), '', `Sitemap: ${publicUrl}/sitemap.xml`, ''].join('\n');
}

/** sitemap.xml of the public pages of the route table (absolute addresses from PUBLIC_URL). */
export function sitemapXml(publicUrl: string, publicPaths: readonly string[]): string {
  const urls = publicPaths.map((p) => `  <url><loc>${escapeXml(`${publicUrl}${p}`)}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
