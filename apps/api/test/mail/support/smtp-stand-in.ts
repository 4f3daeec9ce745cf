import { once } from 'node:events';
import { createServer, type AddressInfo, type Socket } from 'node:net';
import { SMTPServer, type SMTPServerError } from 'smtp-server';

export interface ReceivedMail {
  mailFrom: string;
  rcptTo: string[];
  /** The user the client signed in as, if it did. */
  user: string | undefined;
  raw: string;
}

export interface SmtpStandIn {
  port: number;
  received: ReceivedMail[];
  close(): Promise<void>;
}

/** Recipients at this domain are refused at RCPT TO, like a relay that knows the mailbox is gone. */
export const REFUSED_DOMAIN = 'refused.example';

/**
 * A plain-text SMTP relay on 127.0.0.1 that keeps what it receives. STARTTLS is switched off so the
 * client stays on clear text, as it would towards a relay on a trusted network.
 */
export async function startSmtpStandIn(credentials: { user: string; pass: string }): Promise<SmtpStandIn> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    logger: false,
    authOptional: true,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    onAuth(auth, _session, callback) {
      const valid = auth.username === credentials.user && auth.password === credentials.pass;
      callback(valid ? null : new Error('Invalid credentials'), valid ? { user: auth.username } : undefined);
    },
    onRcptTo(address, _session, callback) {
      if (!address.address.endsWith(`@${REFUSED_DOMAIN}`)) return callback();
      const error: SMTPServerError = new Error(`Mailbox ${address.address} unavailable`);
      error.responseCode = 550;
      callback(error);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const { mailFrom, rcptTo } = session.envelope;
        received.push({
          mailFrom: mailFrom ? mailFrom.address : '',
          rcptTo: rcptTo.map((r) => r.address),
          user: session.user === undefined ? undefined : String(session.user),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  const listening = server.listen(0, '127.0.0.1');
  await once(listening, 'listening');
  return {
    port: (listening.address() as AddressInfo).port,
    received,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** A port on which nothing listens: bound once, then released. */
export async function closedPort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Accepts connections and never says a word, like a relay stuck behind a broken firewall. */
export async function startSilentServer(): Promise<{ port: number; close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  }).listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    port: (server.address() as AddressInfo).port,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
