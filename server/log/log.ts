/**
 * The shop's log: one JSON line per request and per event, through pino, for a log search
 * (Loki, Elasticsearch, `journalctl -o cat | jq`) to read; LOG_FORMAT=pretty for a person at a
 * terminal. Nothing secret is written: passwords, tokens, cookies, card details and payment
 * signatures are left out by name wherever they sit, every e-mail address, in any field or
 * message, is masked (`r***@example.com`), and an error never carries the values its query was
 * sent.
 */
import pino, { type DestinationStream } from 'pino';

export type LogFormat = 'json' | 'pretty';

/** Fields that are never written, at any depth pino can name. */
const SECRET_FIELDS = [
  'password',
  'newPassword',
  'currentPassword',
  'token',
  'secret',
  'authorization',
  'cookie',
  'set-cookie',
  'card',
  'signature',
];
const redactPaths = SECRET_FIELDS.flatMap((field) => [`["${field}"]`, `*["${field}"]`]);

/**
 * An error as the log keeps it: its kind, message, stack, code and cause, without the values a
 * failed query was sent (a recipient's phone and address, say). Drizzle's error names them after
 * `params:` in its message and stack, and PostgreSQL's `detail` repeats the failing row; a data
 * error's message (class 22) quotes the value it could not read.
 */
export function errorForLog(error: unknown, depth = 0): unknown {
  if (!(error instanceof Error)) return error;
  const sent =
    'params' in error && Array.isArray(error.params) ? `\nparams: ${String(error.params)}` : '';
  const code = 'code' in error && typeof error.code === 'string' ? error.code : undefined;
  const withoutValues = (text: string) => {
    const unsent = sent ? text.replaceAll(sent, '') : text;
    return code?.startsWith('22') ? unsent.replace(/: ".*"/s, '') : unsent;
  };
  const logged: Record<string, unknown> = {
    type: error.name,
    message: withoutValues(error.message),
    stack: withoutValues(error.stack ?? ''),
  };
  for (const [field, value] of Object.entries(error)) {
    if (VALUES_SENT.has(field) || field in logged) continue;
    if (['string', 'number', 'boolean'].includes(typeof value)) logged[field] = value;
  }
  if (error.cause !== undefined && depth < 4) logged.cause = errorForLog(error.cause, depth + 1);
  return logged;
}

/** Fields of a database error that hold what was sent or stored: the row, not the fault. */
const VALUES_SENT: ReadonlySet<string> = new Set(['params', 'detail', 'where', 'hint', 'cause']);

const EMAIL_ADDRESS = /([A-Za-z0-9._%+-])[A-Za-z0-9._%+-]*@([A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+)/g;

/** `rasgulla.lover@example.com` → `r***@example.com`: whose it was stays out of the log. */
export function maskEmails(text: string): string {
  // Most lines (a request's) hold no address: not searched for one.
  return text.includes('@') ? text.replace(EMAIL_ADDRESS, '$1***@$2') : text;
}

const SINK = Symbol.for('halwai.log.sink');
const WRITE_BATCH_BYTES = 4096;
const FLUSH_EVERY_MS = 1000;

interface LineSink {
  write(line: string): void;
  /** Whatever is still waiting is written before the process exits. */
  flush(): void;
}

/**
 * Where written lines go: stdout, unless a test listens instead. One per process, kept on
 * globalThis: tests run the built pages beside the source, each with its own copy of this module.
 */
const shared = globalThis as typeof globalThis & { [SINK]?: { sink: LineSink } };
const holder = (shared[SINK] ??= { sink: stdoutSink() });

/** JSON lines on stdout; for a person, `personSink` instead. */
function stdoutSink(): LineSink {
  // Written in batches of 4 KiB, and what is waiting at least every second: in a rush, a write
  // for every few lines cost the shop more than the lines themselves.
  const stdout = pino.destination({
    dest: 1,
    sync: false,
    minLength: WRITE_BATCH_BYTES,
    periodicFlush: FLUSH_EVERY_MS,
  });
  return { write: (line) => stdout.write(line), flush: () => stdout.flushSync() };
}

const destination: DestinationStream = {
  write: (line) => holder.sink.write(maskEmails(line)),
};

const lineShape = {
  base: undefined,
  timestamp: pino.stdTimeFunctions.isoTime,
  formatters: { level: (label: string) => ({ level: label }) },
};

export const log = pino(
  {
    ...lineShape,
    serializers: { err: errorForLog },
    redact: { paths: redactPaths, remove: true },
  },
  destination,
);

/**
 * A request's line (request-log.ts): only the fields it is given, none of them secret, so the
 * search for fields to leave out (most of a line's cost) is spared on every request.
 */
export const requestLines = pino(lineShape, destination);

export const LOG_LEVELS = ['debug', 'info', 'warn', 'error'] as const;

/**
 * LOG_LEVEL as set, or info: a line per request. `warn` leaves the requests out and keeps what
 * went wrong (a test run's shop, whose requests nobody reads).
 */
export function chooseLogLevel(setting: string | undefined): (typeof LOG_LEVELS)[number] {
  return LOG_LEVELS.find((level) => level === setting) ?? 'info';
}

/** LOG_FORMAT as set, or pretty at a terminal and JSON lines anywhere else. */
export function chooseLogFormat(setting: string | undefined, atTerminal: boolean): LogFormat {
  if (setting === 'json' || setting === 'pretty') return setting;
  return atTerminal ? 'pretty' : 'json';
}

export async function writeLogAs(format: LogFormat) {
  if (format === 'json') return;
  holder.sink.flush();
  holder.sink = await personSink();
}

/** Coloured lines for a terminal, by pino-pretty: loaded only then, as no server needs it. */
async function personSink(): Promise<LineSink> {
  const { default: pretty } = await import('pino-pretty');
  const stream = pretty({
    colorize: Boolean(process.stdout.isTTY),
    sync: true,
    translateTime: 'SYS:HH:MM:ss',
    ignore: 'pid,hostname',
  });
  return { write: (line) => stream.write(line), flush: () => {} };
}

/** Writes out what is waiting: before the process exits. */
export function flushLog() {
  holder.sink.flush();
}

/** Lines go to `listener` instead of stdout until the returned function is called (tests). */
export function listenToLog(listener: (line: string) => void): () => void {
  const before = holder.sink;
  holder.sink = { write: listener, flush: () => {} };
  return () => {
    holder.sink = before;
  };
}
