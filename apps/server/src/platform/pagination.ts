import type { FastifyRequest } from 'fastify';

/** next/previous of the list contract: this URL with another `page`, null at the ends. */
export function pageLinks(request: FastifyRequest, count: number, pageSize: number) {
  const url = new URL(request.url, `${request.protocol}://${request.host}`);
  const page = Number(url.searchParams.get('page') ?? 1);
  const link = (p: number) => {
    url.searchParams.set('page', String(p));
    return url.toString();
  };
  return {
    count,
    next: page * pageSize < count ? link(page + 1) : null,
    previous: page > 1 ? link(page - 1) : null,
  };
}
