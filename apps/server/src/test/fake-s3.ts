import { createHash, createHmac } from 'node:crypto';
import http from 'node:http';

type StoredObject = { body: Buffer; contentType: string; sha256?: string };
const md5Of = (body: Buffer) => createHash('md5').update(body).digest();

/**
 * A small S3 stand-in speaking the wire format the AWS SDK and browsers use: path-style PUT (and copy),
 * GET and HEAD (with Range; ETag the MD5 of a single-part object, x-amz-checksum-sha256 when asked for
 * one that was written with it), HEAD of the bucket, DELETE, ListObjectsV2, DeleteObjects, and the
 * browser POST upload whose SigV4 policy signature it checks as S3 does. A PUT whose Content-MD5 or
 * x-amz-checksum-sha256 does not match its body is refused with BadDigest, as S3 refuses it.
 */
export async function startFakeS3({ bucket, secretAccessKey }: { bucket: string; secretAccessKey: string }) {
  const objects = new Map<string, StoredObject>();
  /** The keys of the PUTs it accepted, in order. */
  const puts: string[] = [];
  /** PUTs it still accepts before the network "goes": later ones lose their connection. */
  let putsUntilCutOff = Number.POSITIVE_INFINITY;
  const xml = (response: http.ServerResponse, status: number, body: string) =>
    response.writeHead(status, { 'content-type': 'application/xml' }).end(`<?xml version="1.0"?>${body}`);
  const missing = (response: http.ServerResponse) =>
    xml(
      response,
      404,
      '<Error><Code>NoSuchKey</Code><Message>The specified key does not exist.</Message></Error>',
    );

  const server = http.createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const url = new URL(request.url ?? '/', 'http://s3.local');
    const [, bucketName, ...rest] = url.pathname.split('/');
    const key = decodeURIComponent(rest.join('/'));
    if (bucketName !== bucket) return xml(response, 404, '<Error><Code>NoSuchBucket</Code></Error>');

    const copySource = request.headers['x-amz-copy-source'];
    if (request.method === 'PUT' && key && typeof copySource === 'string') {
      const source = objects.get(decodeURIComponent(copySource).replace(/^\/?[^/]+\//, ''));
      if (!source) return missing(response);
      objects.set(key, { ...source });
      return xml(response, 200, '<CopyObjectResult><ETag>"x"</ETag></CopyObjectResult>');
    }
    if (request.method === 'PUT' && key) {
      if (putsUntilCutOff <= 0) return request.socket.destroy();
      putsUntilCutOff -= 1;
      const sha256 = createHash('sha256').update(body).digest('base64');
      const md5 = request.headers['content-md5'];
      const checksum = request.headers['x-amz-checksum-sha256'];
      if ((md5 && md5 !== md5Of(body).toString('base64')) || (checksum && checksum !== sha256))
        return xml(response, 400, '<Error><Code>BadDigest</Code></Error>');
      objects.set(key, {
        body,
        contentType: request.headers['content-type'] ?? 'application/octet-stream',
        sha256: checksum ? sha256 : undefined,
      });
      puts.push(key);
      return response.writeHead(200, { etag: `"${md5Of(body).toString('hex')}"` }).end();
    }
    if (request.method === 'HEAD' && !key) return response.writeHead(200).end();
    if ((request.method === 'GET' || request.method === 'HEAD') && key) {
      // The bucket is private: a browser's GET (no Authorization header) needs a valid presigned URL.
      if (!request.headers.authorization) {
        const refusal = presignRefusal(request, url);
        if (refusal)
          return xml(response, 403, `<Error><Code>AccessDenied</Code><Message>${refusal}</Message></Error>`);
      }
      const object = objects.get(key);
      if (!object) return missing(response);
      const integrity = {
        etag: `"${md5Of(object.body).toString('hex')}"`,
        ...(object.sha256 &&
          request.headers['x-amz-checksum-mode'] === 'ENABLED' && { 'x-amz-checksum-sha256': object.sha256 }),
      };
      const range = /^bytes=(\d+)-(\d+)$/.exec(String(request.headers.range ?? ''));
      if (range) {
        const start = Number(range[1]);
        const end = Math.min(Number(range[2]), object.body.length - 1);
        return response
          .writeHead(206, {
            ...integrity,
            'content-type': object.contentType,
            'content-length': end - start + 1,
            'content-range': `bytes ${start}-${end}/${object.body.length}`,
          })
          .end(object.body.subarray(start, end + 1));
      }
      return response
        .writeHead(200, {
          ...integrity,
          'content-type': url.searchParams.get('response-content-type') ?? object.contentType,
          'content-length': object.body.length,
          ...(url.searchParams.has('response-content-disposition') && {
            'content-disposition': url.searchParams.get('response-content-disposition')!,
          }),
        })
        .end(object.body);
    }
    if (request.method === 'DELETE' && key) {
      objects.delete(key);
      return response.writeHead(204).end();
    }
    if (request.method === 'GET' && url.searchParams.get('list-type') === '2') {
      const prefix = url.searchParams.get('prefix') ?? '';
      const keys = [...objects.keys()].filter((k) => k.startsWith(prefix));
      const contents = keys.map(
        (k) => `<Contents><Key>${k}</Key><Size>${objects.get(k)!.body.length}</Size></Contents>`,
      );
      return xml(
        response,
        200,
        `<ListBucketResult><Name>${bucket}</Name><Prefix>${prefix}</Prefix><KeyCount>${keys.length}</KeyCount><IsTruncated>false</IsTruncated>${contents.join('')}</ListBucketResult>`,
      );
    }
    if (request.method === 'POST' && url.searchParams.has('delete')) {
      const keys = [...body.toString().matchAll(/<Key>([^<]+)<\/Key>/g)].map((m) => m[1]!);
      for (const k of keys) objects.delete(k);
      return xml(
        response,
        200,
        `<DeleteResult>${keys.map((k) => `<Deleted><Key>${k}</Key></Deleted>`).join('')}</DeleteResult>`,
      );
    }
    if (request.method === 'POST' && !key) return browserPost(request, body, response);
    return xml(response, 400, '<Error><Code>NotImplemented</Code></Error>');
  });

  const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data).digest();
  const signingKey = (date: string, region: string, service: string) =>
    hmac(hmac(hmac(hmac(`AWS4${secretAccessKey}`, date), region), service), 'aws4_request');

  /** Why a query-signed (presigned) GET is refused, as S3 checks it (SigV4, host signed), or null. */
  function presignRefusal(request: http.IncomingMessage, url: URL) {
    const q = url.searchParams;
    const signature = q.get('X-Amz-Signature');
    if (!signature || q.get('X-Amz-Algorithm') !== 'AWS4-HMAC-SHA256') return 'Request has no signature';
    const stamp = q.get('X-Amz-Date') ?? '';
    const issued = Date.UTC(
      +stamp.slice(0, 4),
      +stamp.slice(4, 6) - 1,
      +stamp.slice(6, 8),
      +stamp.slice(9, 11),
      +stamp.slice(11, 13),
      +stamp.slice(13, 15),
    );
    if (Date.now() > issued + Number(q.get('X-Amz-Expires')) * 1000) return 'Request has expired';
    const scope = (q.get('X-Amz-Credential') ?? '').split('/').slice(1);
    const query = (request.url ?? '')
      .split('?')[1]!
      .split('&')
      .filter((pair) => !pair.startsWith('X-Amz-Signature='));
    const canonical = [
      'GET',
      url.pathname,
      query.sort().join('&'),
      `host:${request.headers.host}\n`,
      q.get('X-Amz-SignedHeaders'),
      'UNSIGNED-PAYLOAD',
    ].join('\n');
    const toSign = [
      'AWS4-HMAC-SHA256',
      stamp,
      scope.join('/'),
      createHash('sha256').update(canonical).digest('hex'),
    ].join('\n');
    const [date = '', region = '', service = ''] = scope;
    const expected = createHmac('sha256', signingKey(date, region, service))
      .update(toSign)
      .digest('hex');
    return expected === signature
      ? null
      : 'The request signature we calculated does not match the signature you provided';
  }

  function browserPost(request: http.IncomingMessage, body: Buffer, response: http.ServerResponse) {
    const boundary = /boundary=(.+)$/.exec(String(request.headers['content-type']))?.[1];
    if (!boundary) return xml(response, 400, '<Error><Code>MalformedPOSTRequest</Code></Error>');
    const fields: Record<string, string> = {};
    let file: Buffer | null = null;
    for (const part of splitMultipart(body, boundary)) {
      const name = /name="([^"]+)"/.exec(part.head)?.[1] ?? '';
      if (name === 'file') file = part.body;
      else fields[name] = part.body.toString();
    }
    const denied = (message: string) =>
      xml(response, 403, `<Error><Code>AccessDenied</Code><Message>${message}</Message></Error>`);
    if (!file) return xml(response, 400, '<Error><Code>MalformedPOSTRequest</Code></Error>');
    const date = (fields['X-Amz-Date'] ?? '').slice(0, 8);
    const [, , region = '', service = ''] = (fields['X-Amz-Credential'] ?? '').split('/');
    const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data).digest();
    const signingKey = hmac(
      hmac(hmac(hmac(`AWS4${secretAccessKey}`, date), region), service),
      'aws4_request',
    );
    if (
      createHmac('sha256', signingKey)
        .update(fields.Policy ?? '')
        .digest('hex') !== fields['X-Amz-Signature']
    )
      return denied('Invalid according to Policy: Policy Condition failed');
    const policy = JSON.parse(Buffer.from(fields.Policy ?? '', 'base64').toString()) as {
      expiration: string;
      conditions: unknown[];
    };
    if (new Date(policy.expiration) < new Date())
      return denied('Invalid according to Policy: Policy expired.');
    for (const condition of policy.conditions) {
      if (Array.isArray(condition)) {
        const [op, a, b] = condition as [string, string | number, string | number];
        if (op === 'content-length-range' && (file.length < Number(a) || file.length > Number(b)))
          return xml(response, 400, '<Error><Code>EntityTooLarge</Code></Error>');
        if (op === 'eq' && fields[String(a).slice(1)] !== b) return denied(`Policy Condition failed: ${a}`);
        continue;
      }
      for (const [name, value] of Object.entries(condition as Record<string, string>))
        if (name !== 'bucket' && fields[name] !== value) return denied(`Policy Condition failed: ${name}`);
    }
    objects.set(fields.key!, {
      body: file,
      contentType: fields['Content-Type'] ?? 'application/octet-stream',
    });
    return response.writeHead(204).end();
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const endpoint = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  return {
    endpoint,
    objects,
    puts,
    /** The next `count` PUTs go through, the ones after lose their connection (Infinity: all go through). */
    cutOffAfter: (count: number) => {
      putsUntilCutOff = count;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function splitMultipart(body: Buffer, boundary: string) {
  const parts: { head: string; body: Buffer }[] = [];
  const marker = Buffer.from(`--${boundary}`);
  let start = body.indexOf(marker);
  while (start >= 0) {
    const next = body.indexOf(marker, start + marker.length);
    if (next < 0) break;
    const chunk = body.subarray(start + marker.length + 2, next - 2);
    const split = chunk.indexOf('\r\n\r\n');
    parts.push({ head: chunk.subarray(0, split).toString(), body: chunk.subarray(split + 4) });
    start = next;
  }
  return parts;
}
