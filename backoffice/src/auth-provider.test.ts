import { authProvider, confirmEnrolment, EnrolmentRequired, FORBIDDEN_PATH, signedInStaff } from './auth-provider';
import { HttpError } from 'ra-core';
import { installFakeFetch } from './test-utils/fake-fetch';

const staff = { id: 4, email: 'finance@example.com', role: 'finance', site_ids: [1, 2] };

beforeEach(() => localStorage.clear());

describe('authProvider', () => {
  it('signs in with email, password and code, and keeps who signed in (not the token)', async () => {
    const sent = installFakeFetch(() => ({ body: { staff, token: 'secret-token' } }));
    await authProvider.login({ email: staff.email, password: 'correct horse battery', totp: '123456' });
    expect(sent[0]).toMatchObject({
      method: 'POST',
      url: '/v1/backoffice/session',
      body: { email: staff.email, password: 'correct horse battery', totp: '123456' },
      credentials: 'same-origin',
    });
    expect(signedInStaff()).toEqual(staff);
    expect(JSON.stringify(localStorage)).not.toContain('secret-token');
    expect(await authProvider.getPermissions?.({})).toBe('finance');
    expect(await authProvider.getIdentity?.()).toEqual({ id: 4, fullName: staff.email });
  });

  it("passes on the server's single message for a wrong password or code", async () => {
    installFakeFetch(() => ({
      status: 401,
      body: { error: { code: 'backoffice:unauthenticated', message: 'Wrong email, password or code' } },
    }));
    await expect(authProvider.login({ email: 'a@b.c', password: 'x', totp: '000000' })).rejects.toThrow(
      'Wrong email, password or code',
    );
    expect(signedInStaff()).toBeNull();
  });

  it('asks for enrolment when the server says the app is not set up yet', async () => {
    installFakeFetch(() => ({
      status: 403,
      body: { error: { code: 'backoffice:enrolment_required', message: 'Enrol' } },
    }));
    await expect(authProvider.login({ email: 'a@b.c', password: 'one-time', totp: '' })).rejects.toBeInstanceOf(
      EnrolmentRequired,
    );
  });

  it('finishes enrolment with the code and a new password, signed in', async () => {
    const sent = installFakeFetch(() => ({ body: { staff, token: 't' } }));
    await confirmEnrolment({
      email: staff.email,
      password: 'one-time',
      totp: '654321',
      new_password: 'a long new password',
    });
    expect(sent[0]).toMatchObject({
      url: '/v1/backoffice/enrolment/confirm',
      body: { new_password: 'a long new password' },
    });
    expect(signedInStaff()).toEqual(staff);
  });

  it('asks the server who is signed in when this browser does not know', async () => {
    installFakeFetch(() => ({ body: { staff } }));
    await authProvider.checkAuth({});
    expect(signedInStaff()).toEqual(staff);
    installFakeFetch(() => ({ status: 401, body: { error: { code: 'backoffice:unauthenticated', message: 'no' } } }));
    localStorage.clear();
    await expect(authProvider.checkAuth({})).rejects.toBeDefined();
  });

  it('sends a 401 back to sign-in and a 403 to the forbidden page, keeping the session', async () => {
    localStorage.setItem('backoffice.staff', JSON.stringify(staff));
    await expect(
      authProvider.checkError(new HttpError('no', 403, { error: { code: 'backoffice:forbidden', message: 'no' } })),
    ).rejects.toMatchObject({ logoutUser: false, redirectTo: FORBIDDEN_PATH });
    expect(signedInStaff()).toEqual(staff);
    await expect(authProvider.checkError(new HttpError('Not found', 404, {}))).resolves.toBeUndefined();
    await expect(authProvider.checkError(new HttpError('gone', 401, {}))).rejects.toBeDefined();
    expect(signedInStaff()).toBeNull();
  });

  it('signs out on the server and forgets who signed in', async () => {
    localStorage.setItem('backoffice.staff', JSON.stringify(staff));
    const sent = installFakeFetch(() => ({ body: { success: true } }));
    await authProvider.logout({});
    expect(sent[0]).toMatchObject({ method: 'DELETE', url: '/v1/backoffice/session' });
    expect(sent[0]?.headers['x-backoffice-request']).toBe('1');
    expect(signedInStaff()).toBeNull();
  });
});
