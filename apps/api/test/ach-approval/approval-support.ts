import { PiiCipher } from '../../src/features/credit-applications/pii-cipher.ts';
import { userOfRole } from '../../src/features/ach/approval/testing/batch-fixture.ts';
import { createTestApp, jsonBody, signIn, type TestApp } from '../support/test-app.ts';
import { TEST_PII_KEY } from '../support/test-constants.ts';

export interface SignedInAccount {
  id: number;
  token: string;
}

/** The people of a maker-checker test: the maker, a checker, the Admin and someone with no ACH right. */
export interface ApprovalAccounts {
  operator: SignedInAccount;
  approver: SignedInAccount;
  admin: SignedInAccount;
  outsider: SignedInAccount;
}

/** The cipher the test app encrypts account numbers with, for batches a test inserts itself. */
export const testCipher = new PiiCipher(TEST_PII_KEY);
export const encrypt = (plain: string) => testCipher.encrypt(plain);

/**
 * A test app with the four accounts signed in (the demo users of each role).
 *
 * @example const { t, accounts } = await approvalTestApp();
 *          await post(t, `/ach-batches/${id}/submit`, accounts.operator.token);
 */
export async function approvalTestApp(): Promise<{ t: TestApp; accounts: ApprovalAccounts }> {
  const t = await createTestApp();
  const account = async (role: string): Promise<SignedInAccount> => {
    const user = await userOfRole(t.database.db, role);
    return { id: user.id, token: await signIn(t.request, user.email) };
  };
  return {
    t,
    accounts: {
      operator: await account('ACH Operator'),
      approver: await account('ACH Approver'),
      admin: await account('Admin'),
      outsider: await account('Sales'),
    },
  };
}

/** POST a JSON body under /api as the token's holder. */
export const postAs = (t: TestApp, path: string, token: string, body: unknown = {}) =>
  t.json(`/api${path}`, jsonBody('POST', body, token));
