/** Who may manage an endpoint: its registrant for a personal one, any admin of its team for a team's. */
export type EndpointOwner = { userId: number; companyId: number | null };

/** A personal endpoint of someone else is hidden (404) like a missing one; team endpoints ask the team. */
export const isOwnPersonalEndpoint = (userId: number, endpoint: EndpointOwner) =>
  endpoint.companyId === null && endpoint.userId === userId;

/** An http:// URL is allowed only to a loopback host, and only where loopback fetches are (tests). */
export function isAllowedScheme(url: URL, allowLoopback: boolean) {
  if (url.protocol === 'https:') return true;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  return (
    allowLoopback &&
    url.protocol === 'http:' &&
    (host === 'localhost' || host === '::1' || host.startsWith('127.'))
  );
}
