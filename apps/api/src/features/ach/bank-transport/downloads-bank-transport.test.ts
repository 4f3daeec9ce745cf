import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, createTestApp, signIn, type TestApp } from '../../../../test/support/test-app.ts';
import { userOfRole } from '../approval/testing/batch-fixture.ts';
import { BankTransportError } from './bank-transport.ts';
import { bankTransportFor } from './bank-transport-for.ts';
import type { BankTransport } from './bank-transport.ts';

let t: TestApp;
let transport: BankTransport;
let approver: { id: number; token: string };
let operatorToken: string;
let salesToken: string;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  // No ACH_SFTP_* settings: the embedded default.
  transport = bankTransportFor({}, { db, files: t.files });
  const account = async (role: string) => {
    const user = await userOfRole(db, role);
    return { id: user.id, token: await signIn(t.request, user.email) };
  };
  approver = await account('ACH Approver');
  operatorToken = (await account('ACH Operator')).token;
  salesToken = (await account('Sales')).token;
});
afterAll(() => t.close());

const fileText = 'one NACHA file\n'.repeat(30);
const bytes = new TextEncoder().encode(fileText);

describe('the embedded default: Downloads, "ready to upload"', () => {
  it('stores the file in Downloads under its own name, for its sender and the ACH download holders', async () => {
    expect(transport.mode).toBe('download');
    const receipt = await transport.upload({
      fileName: 'ACH-20261127-001-A.ach',
      bytes,
      batchId: 5,
      by: approver.id,
    });
    if (receipt.mode !== 'download') throw new Error('expected a Download');
    expect(receipt.uploadedAt).toBeInstanceOf(Date);

    const row = await t.database.db
      .selectFrom('stored_file')
      .selectAll()
      .where('id', '=', receipt.downloadId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      name: 'ACH-20261127-001-A.ach',
      module: 'ach',
      menu: 'ACH',
      requested_by: approver.id,
      job_run_id: null,
      complete: true,
    });
    // bigint: a string on PostgreSQL.
    expect(Number(row.size)).toBe(bytes.byteLength);

    // The sender (ACH Approver holds no download) sees it as theirs; an ACH Operator by the ACH download
    // right; Sales not at all. Downloading it is counted, which records who took it to the bank.
    for (const token of [approver.token, operatorToken]) {
      const response = await t.request(`/api/downloads/${receipt.downloadId}/file`, asUser(token));
      expect(response.status).toBe(200);
      expect(await response.text()).toBe(fileText);
    }
    expect((await t.request(`/api/downloads/${receipt.downloadId}/file`, asUser(salesToken))).status).toBe(
      404,
    );
    const counted = await t.database.db
      .selectFrom('stored_file')
      .select('download_count')
      .where('id', '=', receipt.downloadId)
      .executeTakeFirstOrThrow();
    expect(Number(counted.download_count)).toBe(2);
  });

  it('refuses a second file of the same name while the first is waiting', async () => {
    const error = await transport
      .upload({ fileName: 'ACH-20261127-001-A.ach', bytes, batchId: 5, by: approver.id })
      .catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(BankTransportError);
    expect((error as BankTransportError).code).toBe('REMOTE_FILE_EXISTS');
    const copies = await t.database.db
      .selectFrom('stored_file')
      .select('id')
      .where('name', '=', 'ACH-20261127-001-A.ach')
      .execute();
    expect(copies).toHaveLength(1);
  });

  it('has nothing inbound: return files come by drag and drop', async () => {
    expect(await transport.listInbound()).toEqual([]);
    await expect(transport.fetchInbound('RET-20261128.ach')).rejects.toMatchObject({ code: 'NOT_SUPPORTED' });
    await expect(transport.markInboundTaken('RET-20261128.ach')).rejects.toMatchObject({
      code: 'NOT_SUPPORTED',
    });
  });
});

describe('bankTransportFor', () => {
  it('picks the SFTP client when ACH_SFTP_HOST and its settings are there', () => {
    const sftp = bankTransportFor(
      {
        ACH_SFTP_HOST: 'sftp.bank.example',
        ACH_SFTP_PORT: 2222,
        ACH_SFTP_USERNAME: 'lendline',
        ACH_SFTP_PASSWORD: 'secret',
        ACH_SFTP_HOST_KEY_SHA256: `SHA256:${'A'.repeat(43)}`,
        ACH_SFTP_OUTBOUND_DIR: '/outbound',
        ACH_SFTP_INBOUND_DIR: '/inbound',
      },
      { db: t.database.db, files: t.files },
    );
    expect(sftp.mode).toBe('sftp');
    expect(sftp.describe).toBe('SFTP lendline@sftp.bank.example:2222');
  });

  it('stops with the path named when the private key file cannot be read', () => {
    expect(() =>
      bankTransportFor(
        {
          ACH_SFTP_HOST: 'sftp.bank.example',
          ACH_SFTP_USERNAME: 'lendline',
          ACH_SFTP_PRIVATE_KEY_FILE: '/nonexistent/bank-key',
          ACH_SFTP_HOST_KEY_SHA256: `SHA256:${'A'.repeat(43)}`,
          ACH_SFTP_OUTBOUND_DIR: '/outbound',
          ACH_SFTP_INBOUND_DIR: '/inbound',
        },
        { db: t.database.db, files: t.files },
      ),
    ).toThrow('ACH_SFTP_PRIVATE_KEY_FILE: cannot read /nonexistent/bank-key (ENOENT)');
  });
});
