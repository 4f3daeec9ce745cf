import {
  closeSync,
  fstatSync,
  linkSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readSync,
  renameSync,
  rmSync,
  statSync,
  unlinkSync,
  writeSync,
  type Stats,
} from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, posix } from 'node:path';
import { Server, utils, type Connection, type SFTPWrapper } from 'ssh2';
import { fingerprintOf } from '../host-key.ts';

const { STATUS_CODE } = utils.sftp;

function parsedKey(text: string) {
  const parsed = utils.parseKey(text);
  if (parsed instanceof Error) throw parsed;
  return Array.isArray(parsed) ? parsed[0]! : parsed;
}

/** One request the stand-in served, for tests that check the order of what the client did. */
export interface SftpOperation {
  op: 'open-write' | 'write' | 'rename' | 'remove';
  path: string;
  to?: string;
}

export interface SftpStandIn {
  port: number;
  /** The stand-in's host key fingerprint, as the client pins it. */
  hostKeySha256: string;
  /** The folder on this machine that is the server's `/`. */
  root: string;
  operations: SftpOperation[];
  /** Sign-in attempts the server saw (method only): none means no credential ever reached it. */
  signIns: string[];
  /** The local path of a remote one, to put files there or read them back. */
  local(remotePath: string): string;
  close(): Promise<void>;
}

/**
 * A local SFTP server for the bank transport's tests, built on ssh2's Server over a temporary folder:
 * password or public-key sign-in for one user, and the SFTP v3 requests ssh2-sftp-client sends. Like
 * OpenSSH's sftp-server, RENAME links then unlinks, so it refuses to replace an existing file, and an
 * exclusive OPEN of an existing file fails.
 */
export async function startSftpStandIn(options: {
  username: string;
  password?: string;
  /** The public half (OpenSSH text) of a key that may sign in. */
  authorizedKey?: string;
  folders?: string[];
  /** Called on every WRITE, to look at the folder while an upload is half done. */
  onWrite?: (path: string) => void;
}): Promise<SftpStandIn> {
  const root = mkdtempSync(join(tmpdir(), 'sftp-stand-in-'));
  for (const folder of options.folders ?? []) mkdirSync(join(root, folder), { recursive: true });
  const hostKey = utils.generateKeyPairSync('ed25519');
  const parsedHost = parsedKey(hostKey.private);
  const authorized = options.authorizedKey ? parsedKey(options.authorizedKey) : undefined;
  const operations: SftpOperation[] = [];
  const signIns: string[] = [];
  const connections = new Set<Connection>();

  const local = (remotePath: string) => {
    const normal = posix.normalize(posix.join('/', remotePath));
    return join(root, normal);
  };

  const server = new Server({ hostKeys: [hostKey.private] }, (client) => {
    connections.add(client);
    client.on('close', () => connections.delete(client));
    client.on('error', () => undefined);
    client.on('authentication', (context) => {
      signIns.push(context.method);
      if (context.username !== options.username) return context.reject(['password', 'publickey']);
      if (context.method === 'password' && options.password && context.password === options.password)
        return context.accept();
      if (context.method === 'publickey' && authorized) {
        const sameKey =
          context.key.algo === authorized.type && context.key.data.equals(authorized.getPublicSSH());
        if (sameKey && !context.signature) return context.accept();
        if (
          sameKey &&
          context.signature &&
          context.blob &&
          authorized.verify(context.blob, context.signature, context.hashAlgo) === true
        )
          return context.accept();
      }
      return context.reject(['password', 'publickey']);
    });
    client.on('ready', () => {
      client.on('session', (acceptSession) => {
        acceptSession().on('sftp', (acceptSftp) => serveSftp(acceptSftp()));
      });
    });
  });

  function serveSftp(sftp: SFTPWrapper) {
    const handles = new Map<number, { fd?: number; path: string; entries?: string[] }>();
    let nextHandle = 1;
    const handleOf = (buffer: Buffer) => handles.get(buffer.readUInt32BE(0));
    const newHandle = (value: { fd?: number; path: string; entries?: string[] }) => {
      const id = nextHandle++;
      handles.set(id, value);
      const buffer = Buffer.alloc(4);
      buffer.writeUInt32BE(id, 0);
      return buffer;
    };
    const attrsOf = (stats: Stats) => ({
      mode: stats.mode,
      uid: stats.uid,
      gid: stats.gid,
      size: stats.size,
      atime: Math.floor(stats.atimeMs / 1000),
      mtime: Math.floor(stats.mtimeMs / 1000),
    });
    const fail = (reqId: number, error: unknown) => {
      const code = (error as NodeJS.ErrnoException).code;
      const status =
        code === 'ENOENT'
          ? STATUS_CODE.NO_SUCH_FILE
          : code === 'EACCES'
            ? STATUS_CODE.PERMISSION_DENIED
            : STATUS_CODE.FAILURE;
      sftp.status(reqId, status, code ?? 'failure');
    };
    const attempt = (reqId: number, work: () => void) => {
      try {
        work();
      } catch (error) {
        fail(reqId, error);
      }
    };

    sftp.on('OPEN', (reqId, filename, flags) =>
      attempt(reqId, () => {
        const mode = utils.sftp.flagsToString(flags) ?? 'r';
        if (mode !== 'r') operations.push({ op: 'open-write', path: filename });
        const fd = openSync(local(filename), mode, 0o600);
        sftp.handle(reqId, newHandle({ fd, path: filename }));
      }),
    );
    sftp.on('WRITE', (reqId, handle, offset, data) =>
      attempt(reqId, () => {
        const open = handleOf(handle)!;
        operations.push({ op: 'write', path: open.path });
        options.onWrite?.(open.path);
        writeSync(open.fd!, data, 0, data.length, offset);
        sftp.status(reqId, STATUS_CODE.OK);
      }),
    );
    sftp.on('READ', (reqId, handle, offset, length) =>
      attempt(reqId, () => {
        const buffer = Buffer.alloc(length);
        const read = readSync(handleOf(handle)!.fd!, buffer, 0, length, offset);
        if (read === 0) sftp.status(reqId, STATUS_CODE.EOF);
        else sftp.data(reqId, buffer.subarray(0, read));
      }),
    );
    sftp.on('FSTAT', (reqId, handle) =>
      attempt(reqId, () => sftp.attrs(reqId, attrsOf(fstatSync(handleOf(handle)!.fd!)))),
    );
    sftp.on('CLOSE', (reqId, handle) =>
      attempt(reqId, () => {
        const open = handleOf(handle);
        if (open?.fd !== undefined) closeSync(open.fd);
        handles.delete(handle.readUInt32BE(0));
        sftp.status(reqId, STATUS_CODE.OK);
      }),
    );
    sftp.on('STAT', (reqId, path) => attempt(reqId, () => sftp.attrs(reqId, attrsOf(statSync(local(path))))));
    sftp.on('LSTAT', (reqId, path) =>
      attempt(reqId, () => sftp.attrs(reqId, attrsOf(lstatSync(local(path))))),
    );
    sftp.on('OPENDIR', (reqId, path) =>
      attempt(reqId, () => {
        const entries = readdirSync(local(path));
        sftp.handle(reqId, newHandle({ path, entries }));
      }),
    );
    sftp.on('READDIR', (reqId, handle) =>
      attempt(reqId, () => {
        const open = handleOf(handle)!;
        if (!open.entries || open.entries.length === 0) return sftp.status(reqId, STATUS_CODE.EOF);
        const names = open.entries.splice(0).map((filename) => {
          const stats = lstatSync(join(local(open.path), filename));
          const type = stats.isDirectory() ? 'd' : stats.isSymbolicLink() ? 'l' : '-';
          return {
            filename,
            longname: `${type}rw------- 1 bank bank ${stats.size} ${filename}`,
            attrs: attrsOf(stats),
          };
        });
        sftp.name(reqId, names);
      }),
    );
    sftp.on('RENAME', (reqId, from, to) =>
      attempt(reqId, () => {
        operations.push({ op: 'rename', path: from, to });
        // Like OpenSSH's sftp-server: link then unlink, so an existing target is never replaced.
        if (lstatSync(local(to), { throwIfNoEntry: false }))
          return sftp.status(reqId, STATUS_CODE.FAILURE, 'exists');
        if (lstatSync(local(from)).isDirectory()) {
          renameSync(local(from), local(to));
          return sftp.status(reqId, STATUS_CODE.OK);
        }
        linkSync(local(from), local(to));
        unlinkSync(local(from));
        sftp.status(reqId, STATUS_CODE.OK);
      }),
    );
    sftp.on('REMOVE', (reqId, path) =>
      attempt(reqId, () => {
        operations.push({ op: 'remove', path });
        unlinkSync(local(path));
        sftp.status(reqId, STATUS_CODE.OK);
      }),
    );
    sftp.on('MKDIR', (reqId, path) =>
      attempt(reqId, () => {
        mkdirSync(local(path));
        sftp.status(reqId, STATUS_CODE.OK);
      }),
    );
    sftp.on('REALPATH', (reqId, path) =>
      attempt(reqId, () => {
        const normal = posix.normalize(posix.join('/', path));
        sftp.name(reqId, [{ filename: normal, longname: normal, attrs: {} as never }]);
      }),
    );
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    hostKeySha256: fingerprintOf(parsedHost.getPublicSSH()),
    root,
    operations,
    signIns,
    local,
    close: async () => {
      for (const connection of connections) connection.end();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      rmSync(root, { recursive: true, force: true });
    },
  };
}
