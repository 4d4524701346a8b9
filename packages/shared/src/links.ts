/** Adds http:// to a link typed without a scheme (spec §5). */
export function withScheme(input: string): string {
  const value = input.trim();
  if (/^[a-z][a-z\d+.-]*:\/\//i.test(value)) return value;
  return `http://${value.replace(/^\/+/, '')}`;
}

/** The spec's two-dot host check: a host with two dots in a row ('example..com') names no site. */
export const hasTwoDotHost = (hostname: string) => hostname.includes('..');

/** A web address a person could mean: http(s), a host with a dot (never two in a row), no spaces. */
export function isWebsiteUrl(input: string): boolean {
  try {
    const url = new URL(withScheme(input));
    return (
      (url.protocol === 'http:' || url.protocol === 'https:') &&
      url.hostname.includes('.') &&
      !hasTwoDotHost(url.hostname) &&
      !/\s/.test(input.trim())
    );
  } catch {
    return false;
  }
}

export type VideoLink = {
  provider: 'youtube' | 'vimeo';
  id: string;
  embedUrl: string;
  thumbnail: string | null;
};

const YOUTUBE_ID = /^[\w-]{11}$/;
const hostIs = (host: string, domain: string) => host === domain || host.endsWith(`.${domain}`);

function youtubeId(url: URL): string | undefined {
  const host = url.hostname.toLowerCase();
  const parts = url.pathname.split('/').filter(Boolean);
  if (hostIs(host, 'youtu.be')) return parts[0];
  if (!hostIs(host, 'youtube.com') && !hostIs(host, 'youtube-nocookie.com')) return undefined;
  if (parts[0] === 'watch') return url.searchParams.get('v') ?? undefined;
  if (['embed', 'shorts', 'v', 'live'].includes(parts[0] ?? '')) return parts[1];
  return undefined;
}

/** Vimeo: /{id}, /channels/{name}/{id}, /groups/{name}/videos/{id}, /album/{n}/video/{id}, /video/{id}. */
function vimeoId(url: URL): string | undefined {
  if (!hostIs(url.hostname.toLowerCase(), 'vimeo.com')) return undefined;
  const parts = url.pathname.split('/').filter(Boolean);
  const shapes = [
    /^(\d+)$/,
    /^channels\/[\w-]+\/(\d+)$/,
    /^groups\/[\w-]+\/videos\/(\d+)$/,
    /^album\/\d+\/video\/(\d+)$/,
    /^video\/(\d+)$/,
  ];
  const path = parts.join('/');
  for (const shape of shapes) {
    const id = shape.exec(path)?.[1];
    if (id) return id;
  }
  return undefined;
}

/** YouTube (11-character id: watch, embed, shorts, v forms) and Vimeo (numeric id) links become videos. */
export function parseVideoLink(input: string): VideoLink | null {
  let url: URL;
  try {
    url = new URL(withScheme(input));
  } catch {
    return null;
  }
  const youtube = youtubeId(url);
  if (youtube && YOUTUBE_ID.test(youtube))
    return {
      provider: 'youtube',
      id: youtube,
      embedUrl: `https://www.youtube.com/embed/${youtube}`,
      thumbnail: `https://img.youtube.com/vi/${youtube}/hqdefault.jpg`,
    };
  const vimeo = vimeoId(url);
  if (vimeo)
    return {
      provider: 'vimeo',
      id: vimeo,
      embedUrl: `https://player.vimeo.com/video/${vimeo}`,
      thumbnail: null,
    };
  return null;
}
