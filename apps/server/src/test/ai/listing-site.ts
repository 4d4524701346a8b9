import http from 'node:http';

/** A listing page as estate agents' sites write them: metadata, structured data, scripts, a main text. */
export const listingHtml = (extra = '') => `<!doctype html>
<html><head>
<title>12 Harbour Lane | Seaside Realty</title>
<meta name="description" content="Light-filled 3-bedroom family home &amp; garden, 5 minutes from the beach.">
<meta property="og:image" content="https://images.example.com/harbour-front.jpg">
<style>.hero { color: red } /* STYLE-NOT-TEXT */</style>
<script>window.tracker = "SCRIPT-NOT-TEXT";</script>
<script type="application/ld+json">{"@type": "SingleFamilyResidence", "name": "12 Harbour Lane",
 "numberOfRooms": 3, "floorSize": {"value": 142, "unitCode": "MTK"},
 "offers": {"price": 685000, "priceCurrency": "EUR"}}</script>
</head><body>
<nav>Home · Buy · Rent · NAV-NOT-TEXT</nav>
<main>
<h1>12 Harbour Lane</h1>
<img src="https://images.example.com/harbour-kitchen.jpg"><img src="/local-only.jpg">
<p>A bright family home with a south-facing garden and a renovated kitchen.</p>
<dl><dt>Bedrooms</dt><dd>3</dd><dt>Energy label</dt><dd>B</dd></dl>
${extra}
</main>
<footer>© Seaside Realty FOOTER-NOT-TEXT</footer>
</body></html>`;

/** A small web server with the tests' listing pages (path → HTML; other paths answer 404). */
export async function startListingSite(pages: Record<string, string>) {
  const server = http.createServer((request, response) => {
    const html = pages[request.url ?? ''];
    if (!html) return response.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not here</h1>');
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: (path: string) => `http://127.0.0.1:${port}${path}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** What the model answers when it does as asked: sections with file 1 and the listing link among them. */
export const goodAnswer = JSON.stringify({
  assets: [
    {
      type: 'text',
      title: 'Property highlights',
      description: '<p>Three bedrooms, <strong>142 m²</strong>.</p><script>alert(1)</script>',
    },
    { type: 'file', file: 1, title: 'The kitchen', description: 'Renovated in 2024.' },
    { type: 'text', title: 'Neighbourhood', description: 'Five minutes from the beach.\n\nQuiet street.' },
    { type: 'link', page: 1, title: 'Full listing' },
    { type: 'text', title: 'Pricing notes', description: '<ul><li>Asking price €685,000</li></ul>' },
  ],
});
