import { MAP_TEXTS } from '@folio/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../test/factories.ts';
import { call, createTestApp, type Headers, type TestApp } from '../../test/test-app.ts';
import { sendJson, startProvider } from '../imports/imports.test-utils.ts';
import { openLink } from '../viewer/viewer.test-utils.ts';

const TILES = 'http://127.0.0.1:9/tiles/{z}/{x}/{y}.png';
const EIFFEL = {
  address: 'Champ de Mars, 5 Avenue Anatole France, Paris',
  lat: 48.85837,
  lng: 2.294481,
  zoom: 16,
};

let nominatim: Awaited<ReturnType<typeof startProvider>>;
let t: TestApp;
let bare: TestApp;

beforeAll(async () => {
  // Nominatim's /search?format=jsonv2: an array of places, coordinates as strings.
  nominatim = await startProvider((request, response) => {
    if (request.path !== '/search' || request.url.searchParams.get('format') !== 'jsonv2')
      return sendJson(response, 400, { error: 'bad request' });
    const q = request.url.searchParams.get('q');
    if (q === 'broken') return sendJson(response, 500, { error: 'internal' });
    if (q === 'nowhere') return sendJson(response, 200, []);
    sendJson(response, 200, [
      {
        place_id: 1,
        licence: 'Data © OpenStreetMap contributors, ODbL 1.0. http://osm.org/copyright',
        osm_type: 'way',
        osm_id: 5013364,
        lat: '48.8582599',
        lon: '2.2945006',
        category: 'man_made',
        type: 'tower',
        display_name: 'Tour Eiffel, 5, Avenue Anatole France, Paris, France',
        boundingbox: ['48.8574753', '48.8590453', '2.2933119', '2.2956897'],
      },
    ]);
  });
  [t, bare] = await Promise.all([
    createTestApp({
      env: {
        GEOCODER_URL: nominatim.base,
        GEOCODER_USER_AGENT: 'Folio test (ops@example.com)',
        GEOCODER_MIN_INTERVAL_MS: '0',
        MAP_TILE_URL: TILES,
        MAP_ATTRIBUTION: '© OpenStreetMap contributors',
      },
    }),
    createTestApp(),
  ]);
});
afterAll(async () => {
  await Promise.all([t.close(), bare.close(), nominatim.close()]);
});

async function presentation(headers: Headers) {
  return (await call(t, 'POST', '/api/presentations', headers, { title: 'Listing' })).json().id as number;
}
const addMap = (headers: Headers, id: number, body: object) =>
  call(t, 'POST', `/api/presentations/${id}/assets`, headers, { type: 'map', ...body });

describe('map assets', () => {
  it('adds a map with its place, titled by its address, and changes it by PATCH', async () => {
    const user = await buildUser(t.app);
    const id = await presentation(user.headers);
    const created = await addMap(user.headers, id, { map: EIFFEL });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ type: 'map', title: EIFFEL.address, map: EIFFEL });

    const assetId = created.json().id;
    const moved = { address: '', lat: -33.8568, lng: 151.2153, zoom: 12 };
    const patched = await call(t, 'PATCH', `/api/presentations/${id}/assets/${assetId}`, user.headers, {
      map: moved,
      title: 'Harbour',
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({ title: 'Harbour', map: moved });

    const coordinatesOnly = await addMap(user.headers, id, { map: { lat: 10, lng: 20 } });
    expect(coordinatesOnly.json()).toMatchObject({ title: 'Add a Title', map: { address: '', zoom: 15 } });
  });

  it('refuses places out of range, a map without a place, and a place on another kind', async () => {
    const user = await buildUser(t.app);
    const id = await presentation(user.headers);
    const bad = async (map: object) => (await addMap(user.headers, id, { map })).json();
    expect(await addMap(user.headers, id, { map: { ...EIFFEL, lat: 90.5 } }).then((r) => r.statusCode)).toBe(
      400,
    );
    expect(JSON.stringify(await bad({ ...EIFFEL, lat: 90.5 }))).toContain(MAP_TEXTS.latitudeRange);
    expect(JSON.stringify(await bad({ ...EIFFEL, lng: -181 }))).toContain(MAP_TEXTS.longitudeRange);
    expect(JSON.stringify(await bad({ ...EIFFEL, zoom: 20 }))).toContain(MAP_TEXTS.zoomRange);
    expect(JSON.stringify(await bad({ ...EIFFEL, zoom: 0 }))).toContain(MAP_TEXTS.zoomRange);
    expect(JSON.stringify(await bad({ ...EIFFEL, address: 'x'.repeat(301) }))).toContain(
      MAP_TEXTS.addressTooLong,
    );
    expect(JSON.stringify(await bad({ address: 'Paris' }))).toContain(MAP_TEXTS.latitudeRange);

    const none = await addMap(user.headers, id, {});
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual({ map: [MAP_TEXTS.needPlace] });
    const text = await call(t, 'POST', `/api/presentations/${id}/assets`, user.headers, { type: 'text' });
    const onText = await call(t, 'PATCH', `/api/presentations/${id}/assets/${text.json().id}`, user.headers, {
      map: EIFFEL,
    });
    expect(onText.statusCode).toBe(400);
    expect(onText.json()).toEqual({ map: [MAP_TEXTS.onlyMapAssets] });
  });

  it("answers 404 for another user's presentation and asset", async () => {
    const [owner, other] = await Promise.all([buildUser(t.app), buildUser(t.app)]);
    const id = await presentation(owner.headers);
    const assetId = (await addMap(owner.headers, id, { map: EIFFEL })).json().id;
    expect((await addMap(other.headers, id, { map: EIFFEL })).statusCode).toBe(404);
    const patch = await call(t, 'PATCH', `/api/presentations/${id}/assets/${assetId}`, other.headers, {
      map: { ...EIFFEL, zoom: 3 },
    });
    expect(patch.statusCode).toBe(404);
    expect((await call(t, 'GET', `/api/presentations/${id}`, owner.headers)).json().assets[0].map).toEqual(
      EIFFEL,
    );
  });

  it('shows the place to recipients and keeps it in a clone and a clone through the link', async () => {
    const [owner, friend] = await Promise.all([buildUser(t.app), buildUser(t.app)]);
    const id = await presentation(owner.headers);
    await addMap(owner.headers, id, { map: EIFFEL });
    const link = (
      await call(t, 'POST', `/api/presentations/${id}/share-link`, owner.headers, { name: 'Jane' })
    ).json();
    const { body } = await openLink(t, link.hash);
    expect(body.presentation.assets).toMatchObject([{ type: 'map', map: EIFFEL }]);

    const clone = await call(t, 'POST', `/api/presentations/${id}/clone`, owner.headers);
    const copied = await call(t, 'GET', `/api/presentations/${clone.json().id}`, owner.headers);
    expect(copied.json().assets).toMatchObject([{ type: 'map', map: EIFFEL }]);
    const viaLink = await call(t, 'POST', `/api/presentations/${id}/clone`, friend.headers, {
      hash: link.hash,
    });
    const theirs = await call(t, 'GET', `/api/presentations/${viaLink.json().id}`, friend.headers);
    expect(theirs.json().assets).toMatchObject([{ type: 'map', map: EIFFEL }]);
  });
});

describe('geocoding and map settings', () => {
  it("finds an address through Nominatim's JSON with the configured User-Agent, cached", async () => {
    const user = await buildUser(t.app);
    const before = nominatim.seen.length;
    const response = await call(t, 'GET', '/api/maps/geocode?q=Eiffel%20Tower', user.headers);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      results: [
        { address: 'Tour Eiffel, 5, Avenue Anatole France, Paris, France', lat: 48.8582599, lng: 2.2945006 },
      ],
    });
    const request = nominatim.seen.at(-1)!;
    expect(request.headers['user-agent']).toBe('Folio test (ops@example.com)');
    expect(request.url.searchParams.get('q')).toBe('Eiffel Tower');
    await call(t, 'GET', '/api/maps/geocode?q=eiffel%20tower', user.headers);
    expect(nominatim.seen.length).toBe(before + 1);

    const nowhere = await call(t, 'GET', '/api/maps/geocode?q=nowhere', user.headers);
    expect(nowhere.json()).toEqual({ results: [] });
    const broken = await call(t, 'GET', '/api/maps/geocode?q=broken', user.headers);
    expect(broken.statusCode).toBe(502);
    expect(broken.json()).toEqual({ detail: MAP_TEXTS.geocoderUnavailable });
    expect((await call(t, 'GET', '/api/maps/geocode?q=%20', user.headers)).statusCode).toBe(400);
  });

  it('asks for a session, and says when no geocoder is configured', async () => {
    expect((await call(t, 'GET', '/api/maps/geocode?q=Paris', {})).statusCode).toBe(401);
    const user = await buildUser(bare.app);
    const response = await call(bare, 'GET', '/api/maps/geocode?q=Paris', user.headers);
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ detail: MAP_TEXTS.geocoderNotConfigured });
  });

  it('tells which map services exist, and lets pages load tiles only from a configured tile host', async () => {
    const configured = await t.app.inject({ url: '/api/maps/settings' });
    expect(configured.json()).toEqual({
      geocoder: true,
      tiles: { url_template: TILES, attribution: '© OpenStreetMap contributors' },
    });
    expect(String(configured.headers['content-security-policy'])).toMatch(
      /img-src [^;]*http:\/\/127\.0\.0\.1:9/,
    );
    const unconfigured = await bare.app.inject({ url: '/api/maps/settings' });
    expect(unconfigured.json()).toEqual({ geocoder: false, tiles: null });
    expect(String(unconfigured.headers['content-security-policy'])).not.toContain('127.0.0.1:9');
  });
});
