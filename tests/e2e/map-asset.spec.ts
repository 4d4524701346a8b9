import { rmSync } from 'node:fs';
import { MAP_TEXTS } from '@folio/shared';
import { test as base, expect } from '@playwright/test';
import { headers, ownerApi, shareLink } from './support/api.ts';
import { type FolioServer, folioEnv, freePort, migratedDataDir, startFolio } from './support/folio-server.ts';
import { type MapServices, startMapServices } from './support/map-services.ts';
import { phoneContext } from './support/phone.ts';
import { screenshots } from './support/screenshots.ts';

const PLACE = {
  query: '12 Harbour Lane, Portsmouth',
  name: '12, Harbour Lane, Old Portsmouth, Portsmouth, England, PO1 2JJ, United Kingdom',
  lat: '50.7920',
  lon: '-1.1064',
};

/** A Folio whose geocoder and tiles are local servers speaking Nominatim's and OpenStreetMap's formats. */
const test = base.extend<object, { mapApp: FolioServer & { map: MapServices }; mapPlace: typeof PLACE }>({
  /** The one address the local geocoder knows. */
  mapPlace: [PLACE, { scope: 'worker', option: true }],
  mapApp: [
    async ({ mapPlace }, use) => {
      const map = await startMapServices(mapPlace);
      const port = await freePort();
      const dataDir = migratedDataDir('folio-e2e-map-');
      const folio = await startFolio(
        folioEnv(port, dataDir, {
          GEOCODER_URL: map.geocoderUrl,
          GEOCODER_USER_AGENT: 'Folio e2e (ops@example.com)',
          MAP_TILE_URL: map.tileTemplate,
          MAP_ATTRIBUTION: '© OpenStreetMap contributors',
          AUTH_RATE_LIMIT: '1000',
          SMTP_URL: process.env.E2E_SMTP_URL ?? '',
        }),
      );
      await use({ ...folio, map });
      await folio.stop();
      await map.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
    { scope: 'worker', timeout: 240_000 },
  ],
  baseURL: async ({ mapApp }, use) => use(mapApp.url),
});

test('an agent adds a map by its address and a recipient on a phone sees it on tiles with Open in Maps links', async ({
  browser,
  baseURL,
  mapApp,
}) => {
  test.setTimeout(180_000);
  const owner = await ownerApi(baseURL!, 'map');
  const created = await owner.api.post('/api/presentations', { headers, data: { title: '12 Harbour Lane' } });
  const { id } = (await created.json()) as { id: number };

  const editorContext = await browser.newContext({
    baseURL,
    viewport: { width: 1280, height: 800 },
    storageState: await owner.api.storageState(),
  });
  const editor = await editorContext.newPage();
  await editor.goto(`/presentations/edit/${id}`);
  await editor.getByRole('button', { name: 'Add asset' }).click();
  await editor.getByRole('menuitem', { name: 'Map' }).click();
  const dialog = editor.getByRole('dialog', { name: MAP_TEXTS.dialogTitle });
  await dialog.getByLabel(MAP_TEXTS.address).fill(PLACE.query);
  await dialog.getByRole('button', { name: MAP_TEXTS.find }).click();
  await expect(dialog.getByText(MAP_TEXTS.found(PLACE.name))).toBeVisible();
  await expect(dialog.getByLabel(MAP_TEXTS.latitude)).toHaveValue('50.792');
  await screenshots(editor, 'map-dialog');
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(editor.getByRole('button', { name: /^Edit Map/ })).toBeVisible();
  await screenshots(editor, 'map-editor');
  await editorContext.close();

  const link = await shareLink(owner, id, { is_public: true });
  const phone = await phoneContext(browser, baseURL!, { viewport: { width: 360, height: 740 } });
  const page = await phone.newPage();
  await page.goto(link.share_link);
  const map = page.getByRole('img', { name: `Map of ${PLACE.query}` });
  await map.scrollIntoViewIfNeeded();
  await expect(map).toBeVisible();
  const tiles = map.getByTestId('map-tile');
  await expect.poll(() => tiles.count()).toBeGreaterThanOrEqual(4);
  // The tiles came from the configured tile server and were drawn (the page's CSP let them in).
  await expect
    .poll(() =>
      tiles.evaluateAll(
        (images) => images.filter((i) => (i as HTMLImageElement).naturalWidth === 256).length,
      ),
    )
    .toBeGreaterThanOrEqual(4);
  expect(mapApp.map.tilesServed()).toBeGreaterThanOrEqual(4);
  await expect(map.getByText('© OpenStreetMap contributors')).toBeVisible();
  const openIn = page.getByRole('navigation', { name: MAP_TEXTS.openInMaps });
  await expect(openIn).toBeVisible();
  await expect(openIn.getByRole('link', { name: 'Google Maps' })).toHaveAttribute(
    'href',
    'https://www.google.com/maps/search/?api=1&query=50.792%2C-1.1064',
  );
  await expect(openIn.getByRole('link', { name: 'OpenStreetMap' })).toHaveAttribute(
    'href',
    /mlat=50\.792&mlon=-1\.1064/,
  );
  await page.screenshot({ path: test.info().outputPath('map-recipient-360.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await map.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('map-recipient-1280.png'), fullPage: true });
  await phone.close();
});
