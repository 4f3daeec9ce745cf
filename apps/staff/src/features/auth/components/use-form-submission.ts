import { useState } from 'react';
import { errorMessage } from '../../../lib/error-message.ts';

/** The pending flag and the error message of a form that posts to the server. */
export function useFormSubmission(fallbackError: string) {
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

  return { submitting, error, submit };
}
