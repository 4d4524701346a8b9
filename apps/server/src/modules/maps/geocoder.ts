import { type GeocodeResult, MAP_LIMITS } from '@folio/shared';
import { z } from 'zod';
import { safeFetch } from '../../platform/safe-fetch.ts';
import type { GeocoderSettings } from './maps.config.ts';
import { geocoderUnavailable } from './maps.errors.ts';

/** The fields of a Nominatim /search?format=jsonv2 place that Folio reads (coordinates are strings there). */
const nominatimPlaces = z.array(
  z.object({ lat: z.coerce.number(), lon: z.coerce.number(), display_name: z.string() }).loose(),
);

const RESULTS = 5;
/** Answers kept for repeated searches (Nominatim's usage policy asks clients to cache). */
const CACHED = 500;

type Deps = { settings: GeocoderSettings; allowLoopback?: boolean; now?: () => number };

/**
 * A Nominatim-compatible geocoder, called through the SSRF-safe fetcher with the configured User-Agent,
 * at most one call per `minIntervalMs` from this process (later calls wait their turn), answers cached.
 */
export function createGeocoder({ settings, allowLoopback = false, now = Date.now }: Deps) {
  const cache = new Map<string, GeocodeResult>();
  let nextSlot = 0;

  /** Waits for this call's turn: calls start at least minIntervalMs apart. */
  async function turn() {
    const start = Math.max(now(), nextSlot);
    nextSlot = start + settings.minIntervalMs;
    const wait = start - now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  }

  async function lookup(query: string): Promise<GeocodeResult> {
    await turn();
    const params = new URLSearchParams({ q: query, format: 'jsonv2', limit: String(RESULTS) });
    try {
      const response = await safeFetch(`${settings.url}/search?${params}`, {
        allowLoopback,
        trustedOrigin: new URL(settings.url).origin,
        timeoutMs: 8_000,
        maxBytes: 256_000,
        headers: { 'user-agent': settings.userAgent, accept: 'application/json' },
      });
      if (response.status !== 200) throw geocoderUnavailable();
      const places = nominatimPlaces.parse(JSON.parse(response.body.toString('utf8')));
      const L = MAP_LIMITS;
      return {
        results: places
          .filter((p) => p.lat >= L.latMin && p.lat <= L.latMax && p.lon >= L.lngMin && p.lon <= L.lngMax)
          .slice(0, RESULTS)
          .map((p) => ({ address: p.display_name.slice(0, L.addressMax), lat: p.lat, lng: p.lon })),
      };
    } catch {
      throw geocoderUnavailable();
    }
  }

  return {
    async search(query: string) {
      const key = query.trim().toLowerCase();
      const known = cache.get(key);
      if (known) return known;
      const answer = await lookup(query.trim());
      cache.set(key, answer);
      if (cache.size > CACHED) cache.delete(cache.keys().next().value as string);
      return answer;
    },
  };
}

export type Geocoder = ReturnType<typeof createGeocoder>;
