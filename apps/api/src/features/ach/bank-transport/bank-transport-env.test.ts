import { describe, expect, it } from 'vitest';
import { EnvError, loadEnv } from '../../../env.ts';

const FINGERPRINT = `SHA256:${'q'.repeat(43)}`;
const complete = {
  ACH_SFTP_HOST: 'sftp.bank.example',
  ACH_SFTP_USERNAME: 'lendline',
  ACH_SFTP_PASSWORD: 'secret',
  ACH_SFTP_HOST_KEY_SHA256: FINGERPRINT,
  ACH_SFTP_OUTBOUND_DIR: '/outbound',
  ACH_SFTP_INBOUND_DIR: '/inbound',
};

const problemOf = (source: Record<string, string>) => {
  try {
    loadEnv(source);
  } catch (error) {
    expect(error).toBeInstanceOf(EnvError);
    return (error as Error).message;
  }
  return undefined;
};

describe('ACH_SFTP_* settings (loadEnv)', () => {
  it('takes a complete set, with port 22 unless told', () => {
    const env = loadEnv(complete);
    expect(env).toMatchObject({ ...complete, ACH_SFTP_PORT: 22 });
    expect(loadEnv({ ...complete, ACH_SFTP_PORT: '2222' }).ACH_SFTP_PORT).toBe(2222);
  });

  it('names every setting missing beside ACH_SFTP_HOST, and wants a password or a key file', () => {
    const message = problemOf({ ACH_SFTP_HOST: 'sftp.bank.example' });
    for (const key of [
      'ACH_SFTP_USERNAME',
      'ACH_SFTP_HOST_KEY_SHA256',
      'ACH_SFTP_OUTBOUND_DIR',
      'ACH_SFTP_INBOUND_DIR',
    ])
      expect(message).toContain(`${key}: is required with ACH_SFTP_HOST`);
    expect(message).toContain('ACH_SFTP_PASSWORD or ACH_SFTP_PRIVATE_KEY_FILE');
    const { ACH_SFTP_PASSWORD: _password, ...withoutPassword } = complete;
    expect(
      problemOf({ ...withoutPassword, ACH_SFTP_PRIVATE_KEY_FILE: '/run/secrets/bank-key' }),
    ).toBeUndefined();
  });

  it('refuses SFTP settings without a host, so files do not quietly stay in Downloads', () => {
    const { ACH_SFTP_HOST: _host, ...withoutHost } = complete;
    expect(problemOf(withoutHost)).toContain('ACH_SFTP_USERNAME: is set but ACH_SFTP_HOST is not');
  });

  it('takes the host key only as a SHA256 fingerprint, and never echoes the password', () => {
    expect(problemOf({ ...complete, ACH_SFTP_HOST_KEY_SHA256: 'aa:bb:cc' })).toContain(
      'ACH_SFTP_HOST_KEY_SHA256: must be the SHA256:... fingerprint',
    );
    expect(problemOf({ ...complete, ACH_SFTP_HOST_KEY_SHA256: 'aa:bb:cc' })).not.toContain('secret');
  });
});
