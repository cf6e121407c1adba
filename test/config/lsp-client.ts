/**
 * A minimal Language Server Protocol client over stdio, for driving the real yaml-language-server (npm)
 * in tests: Content-Length framing, requests with ids, and the notifications the server pushes.
 */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

interface Message {
  id?: number;
  method?: string;
  params?: unknown;
  result?: unknown;
  error?: { message: string };
}

export interface Diagnostic {
  message: string;
  range: { start: { line: number; character: number } };
}

export class LspClient {
  private buffer = Buffer.alloc(0);
  private nextId = 1;
  private readonly pending = new Map<number, (m: Message) => void>();
  private readonly diagnostics = new Map<string, Diagnostic[]>();
  private readonly waiters: (() => void)[] = [];

  private constructor(private readonly child: ChildProcessWithoutNullStreams) {
    child.stdout.on('data', (chunk: Buffer) => this.receive(chunk));
  }

  static async start(root: string): Promise<LspClient> {
    const bin = path.join(root, 'node_modules', 'yaml-language-server', 'bin', 'yaml-language-server');
    const client = new LspClient(spawn(process.execPath, [bin, '--stdio'], { cwd: root, stdio: 'pipe' }));
    await client.request('initialize', {
      processId: process.pid,
      rootUri: pathToFileURL(root).href,
      capabilities: { textDocument: { hover: { contentFormat: ['plaintext', 'markdown'] }, publishDiagnostics: {} }, workspace: { configuration: true } },
    });
    client.notify('initialized', {});
    // No schema store: nothing is fetched; files say their schema with a modeline.
    client.notify('workspace/didChangeConfiguration', { settings: client.settings() });
    return client;
  }

  private settings() {
    return { yaml: { validate: true, hover: true, completion: true, schemaStore: { enable: false }, schemas: {} } };
  }

  private send(message: object): void {
    const body = Buffer.from(JSON.stringify({ jsonrpc: '2.0', ...message }), 'utf8');
    this.child.stdin.write(`Content-Length: ${body.length}\r\n\r\n`);
    this.child.stdin.write(body);
  }

  private receive(chunk: Buffer): void {
    this.buffer = Buffer.concat([this.buffer, chunk]);
    for (;;) {
      const headerEnd = this.buffer.indexOf('\r\n\r\n');
      if (headerEnd < 0) return;
      const length = Number(/Content-Length: (\d+)/i.exec(this.buffer.subarray(0, headerEnd).toString())?.[1] ?? '0');
      if (this.buffer.length < headerEnd + 4 + length) return;
      const message = JSON.parse(this.buffer.subarray(headerEnd + 4, headerEnd + 4 + length).toString('utf8')) as Message;
      this.buffer = this.buffer.subarray(headerEnd + 4 + length);
      this.handle(message);
    }
  }

  private handle(message: Message): void {
    if (message.id !== undefined && message.method === undefined) {
      this.pending.get(message.id)?.(message);
      this.pending.delete(message.id);
      return;
    }
    if (message.method === 'workspace/configuration' && message.id !== undefined) {
      const items = (message.params as { items?: { section?: string }[] }).items ?? [];
      this.send({ id: message.id, result: items.map((i) => (i.section === 'yaml' ? this.settings().yaml : i.section ? null : this.settings())) });
      return;
    }
    if (message.id !== undefined && message.method !== undefined) {
      this.send({ id: message.id, result: null });
      return;
    }
    if (message.method === 'textDocument/publishDiagnostics') {
      const params = message.params as { uri: string; diagnostics: Diagnostic[] };
      this.diagnostics.set(params.uri, params.diagnostics);
      this.waiters.splice(0).forEach((w) => w());
    }
  }

  request(method: string, params: unknown): Promise<unknown> {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, (m) => (m.error ? reject(new Error(m.error.message)) : resolve(m.result)));
      this.send({ id, method, params });
    });
  }

  notify(method: string, params: unknown): void {
    this.send({ method, params });
  }

  /** Opens a document and waits for the diagnostics of its text. */
  async open(file: string, text: string): Promise<Diagnostic[]> {
    const uri = pathToFileURL(file).href;
    this.diagnostics.delete(uri);
    this.notify('textDocument/didOpen', { textDocument: { uri, languageId: 'yaml', version: 1, text } });
    for (let i = 0; i < 200 && !this.diagnostics.has(uri); i++) await new Promise<void>((r) => this.waiters.push(r));
    return this.diagnostics.get(uri) ?? [];
  }

  /** The hover text at a position (0-based line and character), or '' when there is none. */
  async hover(file: string, line: number, character: number): Promise<string> {
    const result = (await this.request('textDocument/hover', { textDocument: { uri: pathToFileURL(file).href }, position: { line, character } })) as {
      contents?: { value?: string } | string;
    } | null;
    const contents = result?.contents;
    return typeof contents === 'string' ? contents : (contents?.value ?? '');
  }

  async stop(): Promise<void> {
    await this.request('shutdown', null).catch(() => undefined);
    this.notify('exit', null);
    this.child.kill();
  }
}
