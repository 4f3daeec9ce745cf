import type { JSX } from 'preact';

import { useEffect, useRef, useState } from 'preact/hooks';
import type { InquiryAnswer, InquiryBody, InquirySource, WireQuote } from '../offer/offer-types.ts';
import { newIdempotencyKey, sendInquiry } from '../offer/widget-api.ts';
import {
  checkInquiry,
  EMPTY_INQUIRY,
  type InquiryErrors,
  type InquiryField,
  type InquiryFields,
} from './inquiry-rules.ts';

export interface InquiryFormProps {
  apiBase: string;
  apiKey: string;
  source: InquirySource;
  /** The quote on screen; the server recomputes it from the same inputs. */
  quote: WireQuote | undefined;
  /** What the partner's page sells (the `equipment` attribute), to start the equipment field with. */
  equipment?: string | undefined;
  onStored(answer: InquiryAnswer): void;
  onUnavailable(): void;
}

/** What every form control gets: its name, value, state for assistive technology and handlers. */
interface ControlProps {
  id: string;
  name: string;
  value: string;
  required: boolean;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  onInput(event: Event): void;
  onBlur(): void;
}

/** A message under the form; `retry` when sending again may help (network, rate limit). */
type Failure = { message: string; retry?: boolean };

const ORDER: InquiryField[] = [
  'customerName',
  'businessName',
  'email',
  'phone',
  'state',
  'equipmentDescription',
  'message',
];
const PHONE_HINT = '(555) 010-0199 or 555-010-0199';

function inquiryBody(fields: InquiryFields, quote: WireQuote, source: InquirySource): InquiryBody {
  const text = Object.fromEntries(ORDER.map((field) => [field, fields[field].trim() || undefined]));
  text.state &&= text.state.toUpperCase();
  // Empty optional fields are left out (JSON drops undefined), not sent as ''.
  return JSON.parse(
    JSON.stringify({
      ...text,
      equipmentCost: quote.equipmentCost,
      termMonths: quote.termMonths,
      programId: quote.programId,
      promoId: quote.promoId ?? undefined,
      source,
    }),
  ) as InquiryBody;
}

/** The short inquiry form; sends once per submission and retries with the same Idempotency-Key. */
export function InquiryForm(props: InquiryFormProps) {
  const { apiBase, apiKey, source, quote, onStored, onUnavailable } = props;
  // The partner's `equipment` attribute names what the page sells; the buyer may say more.
  const [fields, setFields] = useState<InquiryFields>(() => ({
    ...EMPTY_INQUIRY,
    equipmentDescription: props.equipment?.slice(0, 300) ?? '',
  }));
  // Errors show for a field once it was left filled in, or for all once the buyer tried to send; the
  // server's own messages show until the field is edited.
  const [shown, setShown] = useState<Partial<Record<InquiryField | 'all', boolean>>>({});
  const [serverErrors, setServerErrors] = useState<InquiryErrors>({});
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<Failure>();
  const [focusRequest, setFocusRequest] = useState<{ field: InquiryField }>();
  // One key per submission: a retry of the same body reuses it, so the server stores the inquiry once.
  const pending = useRef<{ key: string; body: string } | undefined>(undefined);
  const form = useRef<HTMLFormElement>(null);

  const found = checkInquiry(fields);
  const errors: InquiryErrors = { ...serverErrors };
  for (const field of ORDER) if (shown.all || shown[field]) errors[field] ??= found[field];

  useEffect(() => {
    if (focusRequest) form.current?.querySelector<HTMLElement>(`#${focusRequest.field}`)?.focus();
  }, [focusRequest]);

  // Focuses the first field with an error; a fresh object each time, so a second attempt focuses again.
  const focusFirst = (inErrors: InquiryErrors) => {
    const first = ORDER.find((field) => inErrors[field]);
    if (first) setFocusRequest({ field: first });
    return first;
  };

  const submit = async (event: Event) => {
    event.preventDefault();
    if (sending) return;
    setShown({ all: true });
    setFailure(undefined);
    if (focusFirst(found)) return;
    if (!quote) return setFailure({ message: 'Enter an equipment cost in range first.' });
    const body = inquiryBody(fields, quote, source);
    const json = JSON.stringify(body);
    if (pending.current?.body !== json) pending.current = { key: newIdempotencyKey(), body: json };
    setSending(true);
    const result = await sendInquiry(apiBase, apiKey, body, pending.current.key);
    setSending(false);
    if (result.kind === 'stored') {
      pending.current = undefined;
      onStored(result.answer);
    } else if (result.kind === 'unavailable') {
      onUnavailable();
    } else if (result.kind === 'invalid') {
      const refused: InquiryErrors = {};
      for (const { path, message } of result.details) {
        // Server paths may come as `email`, `/email` or `body.email`.
        refused[path.replace(/^\/|^body\./, '') as InquiryField] = message;
      }
      setServerErrors(refused);
      if (!focusFirst(refused))
        setFailure({ message: result.details[0]?.message ?? 'Please check the form.' });
    } else {
      setFailure({
        message: result.retryAfter
          ? `Too many requests. Please try again in ${result.retryAfter} seconds.`
          : 'Your request could not be sent. Check your connection and try again in a moment.',
        retry: true,
      });
    }
  };

  const field = (
    name: InquiryField,
    label: string,
    control: (props: ControlProps) => JSX.Element,
    { required = false, hint = '' } = {},
  ) => {
    const error = errors[name];
    const described = [error && `${name}-error`, hint && `${name}-hint`].filter(Boolean).join(' ');
    return (
      <div class="field">
        <label for={name}>
          {label}
          {required && <span aria-hidden="true"> *</span>}
        </label>
        {control({
          id: name,
          name,
          value: fields[name],
          // With noValidate the browser checks nothing; `required` still tells assistive technology.
          required,
          'aria-invalid': error ? true : undefined,
          'aria-describedby': described || undefined,
          onInput: (event: Event) => {
            const value = (event.currentTarget as HTMLInputElement).value;
            // Functional updates: autofill fills several fields before the next render.
            setFields((current) => ({ ...current, [name]: value }));
            setServerErrors((current) => ({ ...current, [name]: undefined }));
          },
          onBlur: () => fields[name].trim() && setShown((current) => ({ ...current, [name]: true })),
        })}
        {hint && (
          <p id={`${name}-hint`} class="hint">
            {hint}
          </p>
        )}
        {error && (
          <p id={`${name}-error`} class="error">
            {error}
          </p>
        )}
      </div>
    );
  };

  return (
    <form ref={form} noValidate onSubmit={submit} aria-labelledby="inquiry-title">
      <h3 id="inquiry-title">Ask for a quote</h3>
      {field(
        'customerName',
        'Name',
        (props) => (
          <input autoComplete="name" {...props} />
        ),
        { required: true },
      )}
      {field('businessName', 'Business', (props) => (
        <input autoComplete="organization" {...props} />
      ))}
      {field(
        'email',
        'E-mail',
        (props) => (
          <input type="email" autoComplete="email" {...props} />
        ),
        {
          required: true,
        },
      )}
      {field(
        'phone',
        'Phone',
        (props) => (
          <input type="tel" autoComplete="tel" {...props} />
        ),
        {
          hint: PHONE_HINT,
        },
      )}
      {field(
        'state',
        'State',
        (props) => (
          <input autoComplete="address-level1" maxLength={2} {...props} />
        ),
        {
          hint: 'Two letters, e.g. TX',
        },
      )}
      {field('equipmentDescription', 'Equipment', (props) => (
        <input {...props} />
      ))}
      {field('message', 'Message', (props) => (
        <textarea rows={3} {...props} />
      ))}
      {failure && (
        <p class="error" role="alert">
          {failure.message}
        </p>
      )}
      <button type="submit" class="button" aria-disabled={sending || undefined}>
        {sending ? 'Sending…' : failure?.retry ? 'Try again' : 'Send request'}
      </button>
    </form>
  );
}
