import { ApiError } from '@lendline/api-client';
import { schemaErrors } from '../../components/form/schema-errors.ts';
import { describe, expect, it } from 'vitest';
import {
  apiKeyInput,
  apiKeySubmissionErrors,
  graceDaysError,
  parseOrigin,
  rateLimitError,
  ApiKeyFormSchema,
} from './api-key-rules.ts';
import { apiKeyState } from './api-key-status.ts';
import { embedSnippet } from './embed-snippet.ts';

describe('allowed origins', () => {
  it.each([
    ['https://www.example.com', 'https://www.example.com'],
    ['https://Shop.Example.com/', 'https://shop.example.com'],
    ['https://www.example.com:8443', 'https://www.example.com:8443'],
    ['https://www.example.com:443', 'https://www.example.com'],
    ['http://localhost:5173', 'http://localhost:5173'],
  ])('takes %s as %s', (text, origin) => {
    expect(parseOrigin(text)).toEqual({ origin });
  });

  it.each([
    ['www.example.com', 'Please enter a valid URL'],
    ['ftp://example.com', 'Please enter a valid URL'],
    ['https://user:secret@example.com', 'Please enter a valid URL'],
    ['https://www.example.com/shop', 'Enter the origin only, without a path: https://www.example.com'],
    ['https://www.example.com?x=1', 'Enter the origin only, without a path: https://www.example.com'],
    ['http://www.example.com', 'Use https:// (http:// only for localhost)'],
  ])('refuses %s', (text, error) => {
    expect(parseOrigin(text)).toEqual({ error });
  });

  it('flags a repeated origin, skips empty rows and sends what browsers send', () => {
    const values = {
      label: ' Website ',
      origins: ['https://www.example.com', '', 'https://WWW.example.com/'],
      rateLimit: 120,
    };
    expect(schemaErrors(ApiKeyFormSchema)(values)).toEqual({ 'origins.2': 'This origin is already listed' });
    expect(apiKeyInput({ ...values, origins: ['https://www.example.com/', ''] })).toEqual({
      label: 'Website',
      allowedOrigins: ['https://www.example.com'],
      rateLimitPerMinute: 120,
    });
  });
});

describe('limits', () => {
  it('takes whole numbers in range', () => {
    expect(rateLimitError(10)).toBeUndefined();
    expect(rateLimitError(6000)).toBeUndefined();
    expect(rateLimitError(6001)).toBe('Enter 10 to 6000 requests a minute');
    expect(rateLimitError('')).toBe('Field is required');
    expect(rateLimitError('12.5')).toBe('Please enter only numbers');
    expect(graceDaysError(0)).toBeUndefined();
    expect(graceDaysError(31)).toBe('Enter 0 to 30 days');
  });
});

describe('refused saves', () => {
  it('puts origin details on the list, naming the row they came from', () => {
    const refusal = new ApiError(
      422,
      {
        statusCode: 422,
        message: 'Invalid',
        details: [{ path: '/allowedOrigins/1', message: 'Not allowed' }],
      },
      'Invalid',
    );
    expect(apiKeySubmissionErrors(refusal, ['https://a.example.com', '', 'https://b.example.com'])).toEqual({
      fields: { origins: 'Origin 3: Not allowed' },
      form: null,
    });
  });

  it('shows anything else above the form', () => {
    const refusal = new ApiError(409, { statusCode: 409, message: 'The vendor is not enrolled.' }, 'x');
    expect(apiKeySubmissionErrors(refusal, [])).toEqual({ fields: {}, form: 'The vendor is not enrolled.' });
  });
});

describe('key state and snippet', () => {
  const now = Date.parse('2026-11-21T10:00:00Z');

  it('reads a rotated key as working until its grace period ends', () => {
    expect(apiKeyState({ status: 'rotated', expiresAt: '2026-11-22T00:00:00Z' }, now)).toBe('grace');
    expect(apiKeyState({ status: 'rotated', expiresAt: '2026-11-21T09:59:59Z' }, now)).toBe('expired');
    expect(apiKeyState({ status: 'revoked', expiresAt: null }, now)).toBe('revoked');
  });

  it('builds the embed snippet from the origin and the key', () => {
    expect(embedSnippet('https://lendline.example.com', 'llk_abc')).toBe(
      '<script src="https://lendline.example.com/widgets/loan-calculator.js" defer></script>\n' +
        '<loan-calculator api-key="llk_abc"></loan-calculator>',
    );
  });
});
