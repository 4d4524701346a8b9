import { MAP_TEXTS } from '@folio/shared';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { created, openEditor } from './editor.test-utils.ts';

const tiles = {
  url_template: 'https://tile.example/{z}/{x}/{y}.png',
  attribution: '© OpenStreetMap contributors',
};

async function openMapDialog(app: ReturnType<typeof openEditor>['app']) {
  // The editor's route and menu code load first (slow on a busy machine).
  const add = await screen.findByRole('button', { name: 'Add asset' }, { timeout: 15_000 });
  await waitFor(() => expect(add).toHaveAttribute('data-state'), { timeout: 15_000 });
  await app.user.click(add);
  await app.user.click(await screen.findByRole('menuitem', { name: 'Map' }));
  return screen.findByRole('dialog', { name: MAP_TEXTS.dialogTitle });
}

describe('adding a map', () => {
  it('finds the address with the geocoder when it is added, and sends the place', async () => {
    const { api, app } = openEditor(
      {},
      {
        'GET /api/maps/settings': { body: { geocoder: true, tiles } },
        'GET /api/maps/geocode': ({ url }) => ({
          body:
            url.searchParams.get('q') === '5 Avenue Anatole France, Paris'
              ? { results: [{ address: 'Tour Eiffel, Paris, France', lat: 48.85826, lng: 2.2945 }] }
              : { results: [] },
        }),
        'POST /api/presentations/12/assets': created(50),
      },
    );
    await openMapDialog(app);
    await app.user.type(await screen.findByLabelText(MAP_TEXTS.address), 'Nowhere at all');
    await app.user.click(await screen.findByRole('button', { name: MAP_TEXTS.find }));
    expect(await screen.findByText(MAP_TEXTS.notFound)).toBeInTheDocument();

    await app.user.clear(screen.getByLabelText(MAP_TEXTS.address));
    await app.user.type(screen.getByLabelText(MAP_TEXTS.address), '5 Avenue Anatole France, Paris');
    await app.user.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() =>
      expect(api.bodyOf('POST /api/presentations/12/assets')).toEqual({
        type: 'map',
        map: { address: '5 Avenue Anatole France, Paris', lat: 48.85826, lng: 2.2945, zoom: 15 },
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('asks for coordinates when no geocoder is configured, checking their ranges', async () => {
    const { api, app } = openEditor(
      {},
      {
        'GET /api/maps/settings': { body: { geocoder: false, tiles: null } },
        'POST /api/presentations/12/assets': created(51),
      },
    );
    await openMapDialog(app);
    expect(await screen.findByText(MAP_TEXTS.geocoderNotConfigured)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: MAP_TEXTS.find })).not.toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText(MAP_TEXTS.needPlace)).toBeInTheDocument();

    await app.user.type(screen.getByLabelText(MAP_TEXTS.latitude), '95');
    await app.user.type(screen.getByLabelText(MAP_TEXTS.longitude), '2.5');
    await app.user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText(MAP_TEXTS.latitudeRange)).toBeInTheDocument();

    await app.user.clear(screen.getByLabelText(MAP_TEXTS.latitude));
    await app.user.type(screen.getByLabelText(MAP_TEXTS.latitude), '48,5');
    await app.user.clear(screen.getByLabelText(MAP_TEXTS.zoom));
    await app.user.type(screen.getByLabelText(MAP_TEXTS.zoom), '12');
    await app.user.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() =>
      expect(api.bodyOf('POST /api/presentations/12/assets')).toEqual({
        type: 'map',
        map: { address: '', lat: 48.5, lng: 2.5, zoom: 12 },
      }),
    );
  });
});
