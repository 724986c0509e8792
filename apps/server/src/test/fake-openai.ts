import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** One scripted answer of the fake endpoint. */
export type FakeReply =
  /** A well-formed completion whose message content is this value as JSON. */
  | { json: unknown; delayMs?: number }
  /** A completion whose content is this raw text (e.g. malformed JSON). */
  | { content: string; delayMs?: number }
  /** An HTTP error. */
  | { status: number; body?: unknown };

export type RecordedRequest = { path: string; body: ChatRequestBody };
export type ChatRequestBody = {
  model: string;
  messages: { role: string; content: string | { type: string; text?: string }[] }[];
  max_tokens?: number;
  max_completion_tokens?: number;
  response_format?: { type: string; json_schema?: { name?: string; schema?: unknown } };
  [key: string]: unknown;
};

export type FakeOpenAI = {
  /** Base URL to configure as AI_BASE_URL (ends in /v1). */
  baseUrl: string;
  requests: RecordedRequest[];
  /** Queues replies, answered in order; when none is queued the fallback answers (default: HTTP 500). */
  enqueue: (...replies: FakeReply[]) => void;
  close: () => Promise<void>;
};

const textOf = (content: ChatRequestBody['messages'][number]['content']) =>
  typeof content === 'string' ? content : content.map((part) => part.text ?? '').join('');

/** The text of the messages with a role, joined (for assertions on what the model was sent). */
export function messageText(body: ChatRequestBody, role: 'system' | 'user'): string {
  return body.messages
    .filter((message) => message.role === role)
    .map((message) => textOf(message.content))
    .join('\n');
}

/**
 * A small OpenAI-compatible chat completions server on 127.0.0.1 for tests: records every request body and
 * answers from a script, so the model path runs end to end (AI SDK, HTTP, parsing) without leaving the machine.
 */
export async function startFakeOpenAI(
  options: {
    fallback?: (body: ChatRequestBody) => FakeReply;
    /** Answers POST …/images/generations (image models); without it that path is a 404 like any other. */
    images?: (body: Record<string, unknown>) => { status: number; body: unknown };
  } = {},
): Promise<FakeOpenAI> {
  const queue: FakeReply[] = [];
  const requests: RecordedRequest[] = [];
  const timers = new Set<NodeJS.Timeout>();
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      let body: ChatRequestBody;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as ChatRequestBody;
      } catch {
        response
          .writeHead(400, { 'content-type': 'application/json' })
          .end('{"error":{"message":"bad json"}}');
        return;
      }
      requests.push({ path: request.url ?? '', body });
      if (options.images && request.url?.endsWith('/images/generations')) {
        const reply = options.images(body);
        response
          .writeHead(reply.status, { 'content-type': 'application/json' })
          .end(JSON.stringify(reply.body));
        return;
      }
      if (!request.url?.endsWith('/chat/completions')) {
        response
          .writeHead(404, { 'content-type': 'application/json' })
          .end('{"error":{"message":"not found"}}');
        return;
      }
      const reply = queue.shift() ??
        options.fallback?.(body) ?? { status: 500, body: { error: { message: 'no scripted reply' } } };
      const send = () => {
        if (response.destroyed) return;
        if ('status' in reply) {
          response
            .writeHead(reply.status, { 'content-type': 'application/json' })
            .end(JSON.stringify(reply.body ?? {}));
          return;
        }
        const content = 'json' in reply ? JSON.stringify(reply.json) : reply.content;
        const promptTokens = Math.ceil(JSON.stringify(body.messages).length / 4);
        const completionTokens = Math.ceil(content.length / 4);
        response.writeHead(200, { 'content-type': 'application/json' }).end(
          JSON.stringify({
            id: `chatcmpl-fake-${requests.length}`,
            object: 'chat.completion',
            created: Math.floor(Date.now() / 1000),
            model: body.model,
            choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
            usage: {
              prompt_tokens: promptTokens,
              completion_tokens: completionTokens,
              total_tokens: promptTokens + completionTokens,
            },
          }),
        );
      };
      const delay = 'delayMs' in reply ? (reply.delayMs ?? 0) : 0;
      if (delay > 0) {
        const timer = setTimeout(() => {
          timers.delete(timer);
          send();
        }, delay);
        timers.add(timer);
      } else {
        send();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    enqueue: (...replies) => queue.push(...replies),
    close: async () => {
      for (const timer of timers) clearTimeout(timer);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
