import { useState } from 'react';
import { errorMessage } from '../../../lib/error-message.ts';

/** Whether the form has been tried, the pending flag and the error message of a form that posts to the server. */
export function useFormSubmission(fallbackError: string) {
  const [submitted, setSubmitted] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  /** Runs the submission; resolves with its result, or undefined after showing why it failed. */
  async function submit<T>(action: () => Promise<T>): Promise<T | undefined> {
    setSubmitting(true);
    setError(null);
    try {
      return await action();
    } catch (failure) {
      setError(errorMessage(failure, fallbackError));
      return undefined;
    } finally {
      setSubmitting(false);
    }
  }

  /** Marks the form as tried, so its field errors show from now on, and submits only when `valid`. */
  async function submitIfValid<T>(valid: boolean, action: () => Promise<T>): Promise<T | undefined> {
    setSubmitted(true);
    return valid ? submit(action) : undefined;
  }

  return { submitted, submitting, error, submit, submitIfValid };
}
