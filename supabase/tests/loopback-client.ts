/**
 * HTTP requests from a chosen loopback address (127.0.0.2, 127.0.0.3, …; Linux routes all of
 * 127.0.0.0/8 to this host). The local stack's gateway takes a caller's address from the socket,
 * as a platform proxy does, so tests that need distinct clients connect from distinct addresses;
 * headers cannot fake one.
 */
import http from 'node:http';

export type LoopbackAnswer = { status: number; headers: Headers; text: string };

export function requestFrom(
  localAddress: string,
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<LoopbackAnswer> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      { method: init.method ?? 'GET', headers: init.headers, localAddress },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          const headers = new Headers();
          for (const [name, value] of Object.entries(response.headers)) {
            if (typeof value === 'string') headers.set(name, value);
            else if (Array.isArray(value)) for (const v of value) headers.append(name, v);
          }
          resolve({
            status: response.statusCode ?? 0,
            headers,
            text: Buffer.concat(chunks).toString('utf8'),
          });
        });
      },
    );
    request.on('error', reject);
    request.end(init.body);
  });
}

let next = 2;
/** A loopback address no earlier call in this process got (127.0.0.2 … 127.0.255.254). */
export function freshLoopbackAddress(): string {
  const n = next++;
  return `127.0.${Math.floor(n / 254)}.${(n % 254) + 1}`;
}
