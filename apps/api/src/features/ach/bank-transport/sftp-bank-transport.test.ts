import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Socket } from 'node:net';
import { utils } from 'ssh2';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { BankTransportError } from './bank-transport.ts';
import { sftpBankTransport, type SftpBankOptions } from './sftp-bank-transport.ts';
import { startSftpStandIn, type SftpStandIn } from './testing/sftp-stand-in.ts';

const USER = 'lendline';
const PASSWORD = 'bank-sftp-secret-7Q';
const clientKey = utils.generateKeyPairSync('ed25519');

let bank: SftpStandIn;
/** Paths seen on WRITE while the upload's final name already existed: must stay empty. */
let finalSeenDuringWrite: string[] = [];
let watchedFinal: string | undefined;
let duringWrite: (() => void) | undefined;

beforeAll(async () => {
  bank = await startSftpStandIn({
    username: USER,
    password: PASSWORD,
    authorizedKey: clientKey.public,
    folders: ['outbound', 'inbound'],
    onWrite: () => {
      duringWrite?.();
      if (watchedFinal && existsSync(bank.local(watchedFinal))) finalSeenDuringWrite.push(watchedFinal);
    },
  });
});
afterAll(() => bank.close());
afterEach(() => {
  watchedFinal = undefined;
  duringWrite = undefined;
  finalSeenDuringWrite = [];
  bank.operations.length = 0;
});

const options = (overrides: Partial<SftpBankOptions> = {}): SftpBankOptions => ({
  host: '127.0.0.1',
  port: bank.port,
  username: USER,
  password: PASSWORD,
  hostKeySha256: bank.hostKeySha256,
  outboundDir: '/outbound',
  inboundDir: '/inbound',
  processedDir: '/inbound/processed',
  timeoutMs: 5000,
  ...overrides,
});

/** A NACHA-like file of `records` 94-character lines, big enough to take several SFTP writes. */
const achBytes = (records: number, seed = 1) =>
  new TextEncoder().encode(
    Array.from({ length: records }, (_, i) => `6${String((i * seed) % 10 ** 9).padStart(93, '0')}`).join(
      '\n',
    ),
  );

async function failureOf(promise: Promise<unknown>): Promise<BankTransportError> {
  const error = await promise.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(BankTransportError);
  return error as BankTransportError;
}

describe('upload', () => {
  it('puts the file under its final name byte for byte, written under a temporary name and renamed once whole', async () => {
    const transport = sftpBankTransport(options());
    const bytes = achBytes(4000); // 380 KB: several WRITE requests
    watchedFinal = '/outbound/ACH-20261127-001-A.ach';
    const receipt = await transport.upload({ fileName: 'ACH-20261127-001-A.ach', bytes, batchId: 7, by: 3 });

    expect(receipt).toMatchObject({ mode: 'sftp', remotePath: '/outbound/ACH-20261127-001-A.ach' });
    expect(receipt.mode === 'sftp' && receipt.uploadedAt).toBeInstanceOf(Date);
    expect(
      Buffer.compare(readFileSync(bank.local('/outbound/ACH-20261127-001-A.ach')), Buffer.from(bytes)),
    ).toBe(0);
    expect(readdirSync(bank.local('/outbound'))).toEqual(['ACH-20261127-001-A.ach']);

    const writes = bank.operations.filter((operation) => operation.op === 'write');
    expect(writes.length).toBeGreaterThan(1);
    expect(new Set(writes.map((operation) => operation.path)).size).toBe(1);
    const tempPath = writes[0]!.path;
    expect(tempPath).toMatch(/^\/outbound\/\.ACH-20261127-001-A\.ach\.[0-9a-f]{12}\.part$/);
    expect(bank.operations.filter((operation) => operation.op === 'open-write')).toEqual([
      { op: 'open-write', path: tempPath },
    ]);
    expect(bank.operations.filter((operation) => operation.op === 'rename')).toEqual([
      { op: 'rename', path: tempPath, to: '/outbound/ACH-20261127-001-A.ach' },
    ]);
    expect(finalSeenDuringWrite).toEqual([]);
  });

  it('refuses to overwrite a file of the same name, leaving it and no temporary file behind', async () => {
    writeFileSync(bank.local('/outbound/ACH-20261127-002-A.ach'), 'the bank already has this');
    const transport = sftpBankTransport(options());
    const error = await failureOf(
      transport.upload({ fileName: 'ACH-20261127-002-A.ach', bytes: achBytes(10), batchId: 8, by: 3 }),
    );
    expect(error.code).toBe('REMOTE_FILE_EXISTS');
    expect(error.message).toContain('/outbound/ACH-20261127-002-A.ach already exists');
    expect(readFileSync(bank.local('/outbound/ACH-20261127-002-A.ach'), 'utf8')).toBe(
      'the bank already has this',
    );
    expect(readdirSync(bank.local('/outbound')).filter((name) => name.startsWith('.'))).toEqual([]);
  });

  it('refuses at the rename when the name is taken while the file is being written', async () => {
    const transport = sftpBankTransport(options());
    const finalPath = '/outbound/ACH-20261127-003-A.ach';
    // At our upload's first WRITE, another uploader's file appears under the final name.
    duringWrite = () => {
      if (!existsSync(bank.local(finalPath))) writeFileSync(bank.local(finalPath), 'another uploader won');
    };
    const error = await failureOf(
      transport.upload({ fileName: 'ACH-20261127-003-A.ach', bytes: achBytes(50), batchId: 9, by: 3 }),
    );
    expect(error.code).toBe('REMOTE_FILE_EXISTS');
    // Past the existence check: the SFTP rename itself refused to replace the file.
    expect(bank.operations.map((operation) => operation.op)).toContain('rename');
    expect(readFileSync(bank.local(finalPath), 'utf8')).toBe('another uploader won');
    expect(readdirSync(bank.local('/outbound')).filter((name) => name.startsWith('.'))).toEqual([]);
  });

  it('signs in with a private key instead of a password', async () => {
    const transport = sftpBankTransport(options({ password: undefined, privateKey: clientKey.private }));
    const bytes = achBytes(3, 7);
    await transport.upload({ fileName: 'ACH-20261127-004-A.ach', bytes, batchId: 10, by: 3 });
    expect(
      Buffer.compare(readFileSync(bank.local('/outbound/ACH-20261127-004-A.ach')), Buffer.from(bytes)),
    ).toBe(0);
  });

  it('refuses a name that is a path', async () => {
    const transport = sftpBankTransport(options());
    for (const fileName of ['../etc/passwd', 'a/b.ach', '.hidden.ach', '']) {
      const error = await failureOf(transport.upload({ fileName, bytes: achBytes(1), batchId: 1, by: 3 }));
      expect(error.code).toBe('INVALID_FILE_NAME');
    }
    expect(bank.operations).toEqual([]);
  });
});

describe('connection failures, in words that name no secret', () => {
  it('a wrong password is AUTH_FAILED and the message does not carry it', async () => {
    const wrong = 'not-the-password-x9';
    const transport = sftpBankTransport(options({ password: wrong }));
    const error = await failureOf(transport.listInbound());
    expect(error.code).toBe('AUTH_FAILED');
    expect(error.message).toContain(`refused the sign-in of ${USER}`);
    expect(error.message).not.toContain(wrong);
    expect(JSON.stringify(error)).not.toContain(wrong);
  });

  it('a host key other than the pinned one is refused before any credential or byte is sent', async () => {
    const impostor = await startSftpStandIn({ username: USER, password: PASSWORD, folders: ['outbound'] });
    try {
      // The impostor answers at the bank's address; we still pin the real bank's key.
      const transport = sftpBankTransport(options({ port: impostor.port }));
      const error = await failureOf(
        transport.upload({ fileName: 'ACH-20261127-005-A.ach', bytes: achBytes(2), batchId: 11, by: 3 }),
      );
      expect(error.code).toBe('HOST_KEY_MISMATCH');
      expect(error.message).toContain(impostor.hostKeySha256);
      expect(error.message).toContain(bank.hostKeySha256);
      expect(error.message).not.toContain(PASSWORD);
      expect(impostor.signIns).toEqual([]);
      expect(impostor.operations).toEqual([]);
      expect(readdirSync(impostor.local('/outbound'))).toEqual([]);
    } finally {
      await impostor.close();
    }
  });

  it('a closed port is CONNECTION_REFUSED', async () => {
    const spare = createServer();
    await new Promise<void>((resolve) => spare.listen(0, '127.0.0.1', resolve));
    const port = (spare.address() as { port: number }).port;
    await new Promise<void>((resolve) => spare.close(() => resolve()));
    const error = await failureOf(sftpBankTransport(options({ port })).listInbound());
    expect(error.code).toBe('CONNECTION_REFUSED');
    expect(error.message).toBe(`The SFTP server at 127.0.0.1:${port} refused the connection.`);
  });

  it('a server that never answers is TIMEOUT', async () => {
    const sockets: Socket[] = [];
    const silent = createServer((socket) => void sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const port = (silent.address() as { port: number }).port;
    try {
      const error = await failureOf(sftpBankTransport(options({ port, timeoutMs: 300 })).listInbound());
      expect(error.code).toBe('TIMEOUT');
      expect(error.message).toBe(`The SFTP server at 127.0.0.1:${port} did not answer in time.`);
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    }
  });
});

describe('inbound return and NOC files', () => {
  it('lists waiting files, fetches one byte for byte, and moves it to processed so it is not offered again', async () => {
    const returns = achBytes(20, 3);
    writeFileSync(bank.local('/inbound/RET-20261128.ach'), returns);
    writeFileSync(bank.local('/inbound/NOC-20261128.ach'), 'noc');
    writeFileSync(bank.local('/inbound/.RET-20261129.ach.part'), 'still arriving');
    const transport = sftpBankTransport(options());

    expect(await transport.listInbound()).toEqual(['NOC-20261128.ach', 'RET-20261128.ach']);
    const fetched = await transport.fetchInbound('RET-20261128.ach');
    expect(Buffer.compare(Buffer.from(fetched), Buffer.from(returns))).toBe(0);

    await transport.markInboundTaken('RET-20261128.ach');
    expect(await transport.listInbound()).toEqual(['NOC-20261128.ach']);
    expect(
      Buffer.compare(readFileSync(bank.local('/inbound/processed/RET-20261128.ach')), Buffer.from(returns)),
    ).toBe(0);
    // Taken twice (a retry whose first answer was lost): nothing more happens.
    await transport.markInboundTaken('RET-20261128.ach');
    expect(readdirSync(bank.local('/inbound/processed'))).toEqual(['RET-20261128.ach']);

    // The bank reuses a name later: the new file is taken too, and the first is kept.
    writeFileSync(bank.local('/inbound/RET-20261128.ach'), 'second file, same name');
    await transport.markInboundTaken('RET-20261128.ach');
    const processed = readdirSync(bank.local('/inbound/processed')).sort();
    expect(processed).toHaveLength(2);
    expect(readFileSync(bank.local('/inbound/processed/RET-20261128.ach'))).toEqual(Buffer.from(returns));
  });

  it('a file that is not there is REMOTE_NOT_FOUND, and a path is refused', async () => {
    const transport = sftpBankTransport(options());
    expect((await failureOf(transport.fetchInbound('RET-19990101.ach'))).code).toBe('REMOTE_NOT_FOUND');
    expect((await failureOf(transport.markInboundTaken('RET-19990101.ach'))).code).toBe('REMOTE_NOT_FOUND');
    expect((await failureOf(transport.fetchInbound('../outbound/ACH-20261127-001-A.ach'))).code).toBe(
      'INVALID_FILE_NAME',
    );
  });
});
