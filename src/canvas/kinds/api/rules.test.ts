import { describe, expect, it } from 'vitest';
import { contentProblems, testNode } from '@/canvas/engine/testing';
import type { ApiData } from './model';

const check = (data: Partial<ApiData>) => contentProblems(testNode('API', 'a1', { url: 'https://api.example.com/v1/users', ...data }));

describe('API rules', () => {
  it.each(['https://api.example.com/v1/users?id=3#top', 'http://10.0.0.2:8080/hook', 'example.com', 'https://x.io/u/{{name}}'])('%s passes the URL check', (url) => {
    expect(check({ url })).toEqual([]);
  });

  it.each(['', 'ftp://example.com', 'https://exa mple.com', 'just-text'])('"%s" fails the URL check', (url) => {
    expect(check({ url })[0]?.[0]).toBe('url');
  });

  it('headers, form fields and response mappings need their keys', () => {
    expect(
      check({
        headers: [{ key: '', value: 'x' }],
        bodyType: 'urlencoded',
        bodyFields: [{ key: '', value: '1' }],
        responseMappings: [{ path: '', variable: '' }],
      }),
    ).toEqual([
      ['headers.0.key', 'REQUIRED'],
      ['bodyFields.0.key', 'REQUIRED'],
      ['responseMappings.0.path', 'REQUIRED'],
      ['responseMappings.0.variable', 'REQUIRED'],
    ]);
  });
});
