/**
 * A fake OpenAI-compatible transcription provider on loopback for the tests:
 * `POST /v1/audio/transcriptions` (multipart `file`, `model`) answering `{ text }`. It records what
 * it received so a test can check what the function forwarded, and each test decides the answer.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type ReceivedUpload = {
  authorization: string | undefined;
  model: string | null;
  fileName: string | null;
  fileType: string | null;
  bytes: Uint8Array;
};

export type FakeReply = (upload: ReceivedUpload) => {
  status?: number;
  body: unknown;
  delayMs?: number;
};

export type FakeTranscriptionServer = {
  /** Base URL to put in TRANSCRIBE_BASE_URL (ends in /v1). */
  baseUrl: string;
  received: ReceivedUpload[];
  reply: FakeReply;
  close(): Promise<void>;
};

export async function startFakeTranscriptionServer(
  options: { port?: number; reply?: FakeReply } = {},
): Promise<FakeTranscriptionServer> {
  const fake: Omit<FakeTranscriptionServer, 'baseUrl' | 'close'> = {
    received: [],
    reply: options.reply ?? (() => ({ body: { text: 'fake transcript' } })),
  };
  const server = http.createServer(async (req, res) => {
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (req.method !== 'POST' || req.url !== '/v1/audio/transcriptions') {
      return send(404, { error: { message: `No route ${req.method} ${req.url}` } });
    }
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    let form: FormData;
    try {
      form = await new Request('http://fake/', {
        method: 'POST',
        headers: { 'content-type': req.headers['content-type'] ?? '' },
        body: Buffer.concat(chunks),
      }).formData();
    } catch {
      return send(400, { error: { message: 'Expected multipart/form-data' } });
    }
    const file = form.get('file');
    const upload: ReceivedUpload = {
      authorization: req.headers.authorization,
      model: typeof form.get('model') === 'string' ? (form.get('model') as string) : null,
      fileName: file instanceof File ? file.name : null,
      fileType: file instanceof File ? file.type : null,
      bytes: file instanceof File ? new Uint8Array(await file.arrayBuffer()) : new Uint8Array(),
    };
    fake.received.push(upload);
    const { status = 200, body, delayMs = 0 } = fake.reply(upload);
    if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
    if (!res.destroyed) send(status, body);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return Object.assign(fake, {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}
