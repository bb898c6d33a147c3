import { describe, expect, it } from 'vitest';
import { createUserFormSchema, toCreateUserRequest } from './create-user-form';

const schema = createUserFormSchema('@pulse.example');
const messages = (value: unknown) => (schema.safeParse(value).error?.issues ?? []).map((issue) => `${issue.path.join('.')}:${issue.message}`);

describe('create user form', () => {
  it('accepts letters, digits, hyphens, underscores and dots in the local part', () => {
    expect(messages({ userName: 'Ann', emailLocal: 'Ann.Lee_01-x', services: ['Lounge'] })).toEqual([]);
  });

  it('names each missing or bad field with its i18n key', () => {
    expect(messages({ userName: ' ', emailLocal: '', services: [] })).toEqual([
      'userName:create_user.user_name_err',
      'emailLocal:create_user.email_required',
      'services:create_user.service_invalid',
    ]);
    expect(messages({ userName: 'a', emailLocal: 'ann@x', services: ['Console'] })).toContain('emailLocal:create_user.email_invalid');
    expect(messages({ userName: 'a', emailLocal: 'ann..lee', services: ['Console'] })).toContain('emailLocal:create_user.email_invalid');
  });

  it('builds the request with the lowercased address and role 2', () => {
    expect(toCreateUserRequest({ userName: ' Ann ', emailLocal: 'Ann.Lee', services: ['Console', 'Lounge'] }, '@pulse.example')).toEqual({
      username: 'Ann',
      email: 'ann.lee@pulse.example',
      services: ['Console', 'Lounge'],
      role_id: 2,
    });
  });
});
