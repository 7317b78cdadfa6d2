import type { AuthResult, PublicUser, ResetUsable } from '@/lib/types/account';
import type { MessageAnswer } from '@/lib/types/api';
import type { LoginInput, RegisterInput, ResetConfirmInput, ResetRequestInput } from '@/lib/validations/auth';
import type { ChangeEmailInput, ChangePasswordInput, ConfirmEmailInput, ProfileInput } from '@/lib/validations/profile';
import { apiFetch } from './client';

/** The account endpoints, typed, over the one fetch wrapper. */
export const accountApi = {
  /** The same 202 for a free and a taken email: sign in afterwards to learn nothing more than a login would. */
  register: (body: RegisterInput) => apiFetch<MessageAnswer>('/api/auth/register', { method: 'POST', body }),
  /** A 401 here means wrong credentials: no redirect to the sign-in page we are already on. */
  login: (body: LoginInput) => apiFetch<AuthResult>('/api/auth/login', { method: 'POST', body, authRedirect: false }),
  logout: () => apiFetch<void>('/api/auth/logout', { method: 'POST' }),
  logoutAll: () => apiFetch<void>('/api/auth/logout-all', { method: 'POST' }),
  requestReset: (body: ResetRequestInput) => apiFetch<MessageAnswer>('/api/auth/password-reset', { method: 'POST', body }),
  confirmReset: (body: ResetConfirmInput) => apiFetch<void>('/api/auth/password-reset/confirm', { method: 'POST', body }),
  checkReset: (token: string) => apiFetch<ResetUsable>('/api/auth/password-reset/check', { method: 'POST', body: { token } }),
  me: () => apiFetch<PublicUser>('/api/me'),
  updateMe: (body: ProfileInput) => apiFetch<PublicUser>('/api/me', { method: 'PATCH', body }),
  changePassword: (body: ChangePasswordInput) => apiFetch<void>('/api/me/password', { method: 'POST', body }),
  changeEmail: (body: ChangeEmailInput) => apiFetch<MessageAnswer>('/api/me/email', { method: 'POST', body }),
  confirmEmail: (body: ConfirmEmailInput) => apiFetch<PublicUser>('/api/me/email/confirm', { method: 'POST', body }),
  uploadAvatar: (file: Blob) => apiFetch<PublicUser>('/api/me/avatar', { method: 'POST', body: file }),
};
