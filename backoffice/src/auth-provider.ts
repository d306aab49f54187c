/**
 * The one authProvider. The session is the server's httpOnly cookie; the browser keeps only who signed in (for the
 * menu, never as a credential). A 401 anywhere sends staff back to sign-in; a 403 keeps the session and opens the
 * "Your role cannot open this" page.
 */

import type { AuthProvider } from 'ra-core';
import { api, errorCode, post } from './http';
import { isRole, type StaffMember } from './roles';

const STAFF_KEY = 'backoffice.staff';

/** Sign-in sends these; the code is the authenticator app's 6 digits. */
export interface Credentials {
  email: string;
  password: string;
  totp: string;
}

/** First sign-in with a one-time password: the app must be enrolled and the password replaced. */
export interface EnrolmentConfirm extends Credentials {
  new_password: string;
}

export interface EnrolmentAnswer {
  otpauth_uri: string;
  qr_data_url: string;
}

/** The server asked for enrolment first (403 backoffice:enrolment_required). */
export class EnrolmentRequired extends Error {
  constructor() {
    super('Set up your authenticator app to finish your first sign-in');
  }
}

export const FORBIDDEN_PATH = '/forbidden';

function remember(staff: StaffMember | null): void {
  if (staff) localStorage.setItem(STAFF_KEY, JSON.stringify(staff));
  else localStorage.removeItem(STAFF_KEY);
}

/** Who signed in on this browser, as the server last said. */
export function signedInStaff(): StaffMember | null {
  try {
    const staff = JSON.parse(localStorage.getItem(STAFF_KEY) ?? 'null') as StaffMember | null;
    return staff && isRole(staff.role) ? staff : null;
  } catch {
    return null;
  }
}

function statusOf(error: unknown): number | undefined {
  return typeof error === 'object' && error !== null && 'status' in error ? Number(error.status) : undefined;
}

/** Who is signed in: as this browser remembers, else as the session cookie says (a reload after clearing storage). */
async function currentStaff(): Promise<StaffMember> {
  const known = signedInStaff();
  if (known) return known;
  const { staff } = await api<{ staff: StaffMember }>('/session');
  remember(staff);
  return staff;
}

export function startEnrolment(email: string, password: string): Promise<EnrolmentAnswer> {
  return post<EnrolmentAnswer>('/enrolment', { email, password });
}

export async function confirmEnrolment(request: EnrolmentConfirm): Promise<StaffMember> {
  const { staff } = await post<{ staff: StaffMember }>('/enrolment/confirm', request);
  remember(staff);
  return staff;
}

export const authProvider: AuthProvider = {
  async login(credentials: Credentials) {
    try {
      const { staff } = await post<{ staff: StaffMember }>('/session', credentials);
      remember(staff);
    } catch (error) {
      if (errorCode(error) === 'backoffice:enrolment_required') throw new EnrolmentRequired();
      throw error;
    }
  },

  async logout() {
    const hadSession = signedInStaff() !== null;
    remember(null);
    // A session already over (401) is signed out as far as anyone cares.
    if (hadSession) await api('/session', { method: 'DELETE' }).catch(() => undefined);
  },

  async checkAuth() {
    await currentStaff();
  },

  async checkError(error: unknown) {
    const status = statusOf(error);
    if (status === 401) {
      remember(null);
      throw new Error('Your session has ended: sign in again');
    }
    if (status === 403 && errorCode(error) === 'backoffice:forbidden') {
      // Keep the session; show why instead of a blank page.
      throw { logoutUser: false, redirectTo: FORBIDDEN_PATH, message: false };
    }
  },

  // Asked for before checkAuth has answered on a fresh load: both wait for the same answer.
  async getPermissions() {
    return (await currentStaff()).role;
  },

  async getIdentity() {
    const staff = await currentStaff();
    return { id: staff.id, fullName: staff.email };
  },
};
