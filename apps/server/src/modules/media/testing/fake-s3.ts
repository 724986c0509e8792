import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeS3Request = {
  method: string;
  path: string;
  host: string;
  authorization: string;
  contentType: string;
};

export type FakeS3 = {
  endpoint: string;
  requests: FakeS3Request[];
  objects: Map<string, { body: Buffer; contentType: string }>;
  close: () => Promise<void>;
};

const xmlError = (code: string, message: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${message}</Message></Error>`;

/**
 * A minimal S3-compatible server on 127.0.0.1 for tests: path-style PUT, GET and DELETE of objects, kept in
 * memory by "/bucket/key". It records each request (path, Host, Authorization) so tests can check what the AWS
 * SDK sent. A request without a SigV4 Authorization header is refused, like S3 would.
 */
export async function startFakeS3(): Promise<FakeS3> {
  const objects = new Map<string, { body: Buffer; contentType: string }>();
  const requests: FakeS3Request[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = decodeURIComponent((request.url ?? '/').split('?')[0]!);
      const authorization = request.headers.authorization ?? '';
      requests.push({
        method: request.method ?? '',
        path,
        host: request.headers.host ?? '',
        authorization,
        contentType: request.headers['content-type'] ?? '',
      });
      const send = (status: number, body: Buffer | string, type = 'application/xml') =>
        response
          .writeHead(status, { 'content-type': type, 'content-length': Buffer.byteLength(body) })
          .end(body);
      if (!authorization.startsWith('AWS4-HMAC-SHA256'))
        return send(403, xmlError('AccessDenied', 'No signature'));
      if (request.method === 'PUT') {
        objects.set(path, {
          body: Buffer.concat(chunks),
          contentType: request.headers['content-type'] ?? 'application/octet-stream',
        });
        response.writeHead(200, { etag: '"fake"' }).end();
        return;
      }
      if (request.method === 'GET') {
        const object = objects.get(path);
        if (!object) return send(404, xmlError('NoSuchKey', 'The specified key does not exist.'));
        return send(200, object.body, object.contentType);
      }
      if (request.method === 'DELETE') {
        objects.delete(path);
        response.writeHead(204).end();
        return;
      }
      send(405, xmlError('MethodNotAllowed', 'Not implemented by the fake'));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    requests,
    objects,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
