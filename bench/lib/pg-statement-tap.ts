import net from 'node:net';

/**
 * A loopback TCP relay in front of PostgreSQL that reads what its clients send: the options of
 * each connection's startup message, and every statement run with the extended protocol (its SQL
 * from Parse, its values from Bind). The bench starts the api on it to see the exact statements
 * the api runs for a request, without reaching into the api's code. Plain TCP only (no TLS),
 * values in text format (node-postgres sends them so).
 */

export interface TappedStatement {
  sql: string;
  /** The bound values as text; null for SQL NULL. */
  values: (string | null)[];
  /** The `options` the connection started with (`-c name=value …`), or undefined. */
  sessionOptions: string | undefined;
}

export interface StatementTap {
  /** A connection string to PostgreSQL through the tap (the given one, host and port replaced). */
  url: string;
  /** The statements run since the last `clear()`, in order. */
  statements(): TappedStatement[];
  clear(): void;
  close(): Promise<void>;
}

const PROTOCOL_3 = 196_608;

const cString = (buffer: Buffer, at: number): [string, number] => {
  const end = buffer.indexOf(0, at);
  return [buffer.toString('utf8', at, end), end + 1];
};

/** Reads the key/value pairs of a startup message (after its length and protocol version). */
function startupParameters(message: Buffer): Map<string, string> {
  const parameters = new Map<string, string>();
  let at = 8;
  while (at < message.length && message[at] !== 0) {
    const [key, afterKey] = cString(message, at);
    const [value, afterValue] = cString(message, afterKey);
    parameters.set(key, value);
    at = afterValue;
  }
  return parameters;
}

function bindValues(body: Buffer): { statement: string; values: (string | null)[] } {
  const [, afterPortal] = cString(body, 0);
  const [statement, afterStatement] = cString(body, afterPortal);
  let at = afterStatement;
  const formatCodes = body.readInt16BE(at);
  at += 2 + formatCodes * 2;
  const count = body.readInt16BE(at);
  at += 2;
  const values: (string | null)[] = [];
  for (let index = 0; index < count; index += 1) {
    const length = body.readInt32BE(at);
    at += 4;
    if (length < 0) {
      values.push(null);
    } else {
      values.push(body.toString('utf8', at, at + length));
      at += length;
    }
  }
  return { statement, values };
}

export async function startStatementTap(databaseUrl: string): Promise<StatementTap> {
  const target = new URL(databaseUrl);
  const targetHost = target.hostname || '127.0.0.1';
  const targetPort = Number(target.port || 5432);
  const recorded: TappedStatement[] = [];
  const sockets = new Set<net.Socket>();

  const server = net.createServer((client) => {
    const upstream = net.connect(targetPort, targetHost);
    sockets.add(client).add(upstream);
    const end = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on('error', end).on('close', end);
    upstream.on('error', end).on('close', end);
    upstream.pipe(client);

    // Statement names are per connection; the unnamed one ('') is replaced by each Parse.
    const prepared = new Map<string, string>();
    let sessionOptions: string | undefined;
    let started = false;
    let pending = Buffer.alloc(0);
    client.on('data', (chunk: Buffer) => {
      upstream.write(chunk);
      pending = Buffer.concat([pending, chunk]);
      for (;;) {
        if (!started) {
          if (pending.length < 4) return;
          const length = pending.readInt32BE(0);
          if (pending.length < length) return;
          const message = pending.subarray(0, length);
          pending = pending.subarray(length);
          if (message.readInt32BE(4) === PROTOCOL_3) {
            sessionOptions = startupParameters(message).get('options');
            started = true;
          }
          continue;
        }
        if (pending.length < 5) return;
        const length = pending.readInt32BE(1);
        if (pending.length < 1 + length) return;
        const type = String.fromCharCode(pending[0]!);
        const body = pending.subarray(5, 1 + length);
        pending = pending.subarray(1 + length);
        if (type === 'P') {
          const [name, afterName] = cString(body, 0);
          const [sql] = cString(body, afterName);
          prepared.set(name, sql);
        } else if (type === 'B') {
          const { statement, values } = bindValues(body);
          const sql = prepared.get(statement);
          if (sql !== undefined) recorded.push({ sql, values, sessionOptions });
        }
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  const url = new URL(databaseUrl);
  url.hostname = '127.0.0.1';
  url.port = String(port);

  return {
    url: url.toString(),
    statements: () => [...recorded],
    clear: () => {
      recorded.length = 0;
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
