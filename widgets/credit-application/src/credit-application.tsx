import { dispatchWidgetEvent } from '@lendline/widget-host';
import { Component, createRef } from 'preact';
import { fetchRecipient, sendApplication } from './api/application-api.ts';
import { blankOwner, draftBody, newDraft, valueAt, withValue, type Draft } from './draft/draft.ts';
import { clearDraft, draftKey, loadDraft, saveDraft } from './draft/draft-storage.ts';
import type { FormContext } from './form/field.tsx';
import { OwnersStep } from './form/owners-step.tsx';
import { ReviewStep } from './form/review-step.tsx';
import { BusinessStep, EquipmentStep } from './form/section-steps.tsx';
import { issuesOf, STEPS, stepOf, type Errors } from './form/steps.ts';

export interface CreditApplicationProps {
  company: string;
  to: string;
  apiKey: string | undefined;
  apiBase: string;
  /** The custom element, on which `lendline:application-submitted` is dispatched. */
  host: HTMLElement;
}

/** What `lendline:application-submitted` carries. */
export interface ApplicationSubmittedDetail {
  referenceNumber: string;
}

interface State {
  draft: Draft;
  /** Steps up to this one show every message (Next was pressed there); later ones only those left filled in. */
  checked: number;
  touched: Record<string, true>;
  /** The server's messages, shown until the field is edited. */
  serverErrors: Errors;
  sending: boolean;
  /** A message under the form; `retry` when sending again may help. */
  failure?: { message: string; retry?: true };
  referenceNumber?: string;
  recipient?: string | null;
  /** What the polite live region says: step changes, errors, the outcome. */
  said: string;
}

const LAST = STEPS.length - 1;
const plural = (count: number) => (count === 1 ? '1 field' : `${count} fields`);

/** The multi-step credit application, its draft kept in the browser, submitted to the public API. */
export class CreditApplication extends Component<CreditApplicationProps, State> {
  override state: State = {
    draft: loadDraft(draftKey(this.props.company, this.props.to)),
    checked: -1,
    touched: {},
    serverErrors: {},
    sending: false,
    said: '',
  };
  root = createRef<HTMLDivElement>();
  recipientRequest = new AbortController();
  /** The honeypot's value: people never see the field, so anything in it was typed by a bot. */
  website2 = '';

  override componentDidMount(): void {
    const { apiBase, apiKey, company, to } = this.props;
    void fetchRecipient(apiBase, apiKey, company, to, this.recipientRequest.signal).then((recipient) =>
      this.setState({ recipient }),
    );
  }

  override componentDidUpdate(previous: CreditApplicationProps, before: State): void {
    const key = draftKey(this.props.company, this.props.to);
    if (key !== draftKey(previous.company, previous.to)) this.setState({ draft: loadDraft(key) });
    else if (this.state.draft !== before.draft && !this.state.referenceNumber)
      saveDraft(key, this.state.draft);
  }

  override componentWillUnmount(): void {
    this.recipientRequest.abort();
  }

  body() {
    const { company, to } = this.props;
    const { clientId, startedAt } = this.state.draft;
    return { clientId, company, to, startedAt, website2: this.website2, ...draftBody(this.state.draft) };
  }

  /** Moves focus into the form after the next render: the first field with a message, or the step's heading. */
  focus(selector: string): void {
    this.root.current?.querySelector<HTMLElement>(selector)?.focus();
  }

  go(step: number, said = `Step ${step + 1} of ${STEPS.length}: ${STEPS[step]!.title}`): void {
    this.setState(
      ({ draft }) => ({ draft: { ...draft, step }, said, failure: undefined }),
      () => this.focus('h3'),
    );
  }

  /**
   * Shows messages: on the earliest step that has one (that step and the ones before it show all theirs),
   * with the first invalid field focused. False when no message belongs to a field of the form.
   */
  show(errors: Errors, serverErrors: Errors = {}): boolean {
    const steps = Object.keys(errors)
      .map(stepOf)
      .filter((step) => step >= 0);
    if (!steps.length) return false;
    const step = Math.min(...steps);
    this.setState(
      ({ draft, checked }) => ({
        draft: { ...draft, step },
        checked: Math.max(checked, step),
        serverErrors,
        said: `Please correct ${plural(Object.keys(errors).filter((path) => stepOf(path) === step).length)}.`,
      }),
      () => this.focus('[aria-invalid="true"]'),
    );
    return true;
  }

  next = (event: Event): void => {
    event.preventDefault();
    const { draft, sending } = this.state;
    if (sending) return;
    const errors = issuesOf(STEPS[draft.step]!.schema, this.body());
    if (!this.show(errors, this.state.serverErrors)) {
      if (draft.step < LAST) this.go(draft.step + 1);
      else void this.send();
    }
  };

  async send(): Promise<void> {
    const { company, apiBase, apiKey, host } = this.props;
    this.setState({ sending: true, failure: undefined, said: 'Sending your application…' });
    const result = await sendApplication(apiBase, apiKey, this.body());
    this.setState({ sending: false });
    if (result.kind === 'sent') {
      const { referenceNumber } = result;
      clearDraft(draftKey(company, this.props.to));
      this.setState(
        { referenceNumber, said: `Application submitted. Your reference number is ${referenceNumber}.` },
        () => {
          this.focus('h3');
          dispatchWidgetEvent<ApplicationSubmittedDetail>(host, 'lendline:application-submitted', {
            referenceNumber,
          });
        },
      );
      return;
    }
    const failure =
      result.kind === 'invalid'
        ? { message: result.message }
        : result.kind === 'refused'
          ? { message: `This form cannot be sent from this page. Please contact ${company}.` }
          : {
              message: result.retryAfter
                ? `Too many requests. Please try again in ${result.retryAfter} seconds.`
                : 'Your application could not be sent. Check your connection and try again.',
              retry: true as const,
            };
    if (result.kind === 'invalid') {
      const serverErrors = Object.fromEntries(result.details.map(({ path, message }) => [path, message]));
      if (this.show(serverErrors, serverErrors)) return;
    }
    this.setState({ failure, said: failure.message });
  }

  set = (path: string, value: string | boolean): void => {
    this.setState(({ draft, serverErrors }) => {
      const { [path]: _edited, ...others } = serverErrors;
      return { draft: withValue(draft, path, value), serverErrors: others };
    });
  };

  // A message shows once a field is left filled in; an empty field is not nagged about until Next.
  blur = (path: string): void => {
    const value = valueAt(this.state.draft, path);
    if (typeof value !== 'string' || !value.trim()) return;
    // A share left filled in also shows the message about the owners' total.
    const touch: State['touched'] = { [path]: true };
    if (path.endsWith('.ownershipPercent')) touch.owners = true;
    this.setState(({ touched }) => ({ touched: { ...touched, ...touch } }));
  };

  addOwner = (): void => {
    const index = this.state.draft.owners.length;
    this.setState(
      ({ draft }) => ({
        draft: { ...draft, owners: [...draft.owners, blankOwner()] },
        said: `Owner ${index + 1} added.`,
      }),
      () => this.focus(`[name="owners.${index}.firstName"]`),
    );
  };

  // Messages and marks of owners after the removed one would point at the wrong person: they start over.
  removeOwner = (index: number): void => {
    const forget = (errors: Record<string, unknown>) =>
      Object.fromEntries(Object.entries(errors).filter(([path]) => !path.startsWith('owners')));
    this.setState(
      ({ draft, touched, serverErrors }) => ({
        draft: { ...draft, owners: draft.owners.filter((_, i) => i !== index) },
        touched: forget(touched) as State['touched'],
        serverErrors: forget(serverErrors) as Errors,
        said: `Owner ${index + 1} removed.`,
      }),
      () => this.focus('h3'),
    );
  };

  startOver = (): void => {
    this.setState({ draft: newDraft(), referenceNumber: undefined, checked: -1, touched: {}, said: '' });
  };

  override render({ company }: CreditApplicationProps, state: State) {
    const { draft, checked, touched, serverErrors, sending, failure, referenceNumber, recipient, said } =
      state;
    const { step } = draft;
    const found = issuesOf(STEPS[step]!.schema, this.body());
    const errors: Errors = { ...serverErrors };
    for (const path in found) if (step <= checked || touched[path]) errors[path] ??= found[path]!;
    const ctx: FormContext = { draft, errors, set: this.set, blur: this.blur };

    return (
      <div class="card" ref={this.root}>
        <h2>Credit application</h2>
        <p class="muted">
          {company}
          {recipient && ` · for ${recipient}`}
        </p>
        <p class="sr-only" role="status">
          {said}
        </p>
        {referenceNumber ? (
          <div class="done">
            <h3 tabIndex={-1}>Thank you! Your application was submitted.</h3>
            <p>
              Your reference number is <strong class="reference">{referenceNumber}</strong>. Please keep it
              for your records; {recipient ?? company} will contact you about the next steps.
            </p>
            <button type="button" class="button secondary" onClick={this.startOver}>
              Start another application
            </button>
          </div>
        ) : (
          <form noValidate onSubmit={this.next} aria-labelledby="step-title">
            {/* The steps, numbered, the current one marked; the current step's title is the section's one
                heading (focused on a new step), so nothing under it repeats it. */}
            <p class="progress sr-only" id="progress">
              Step {step + 1} of {STEPS.length}
            </p>
            <ol class="steps" aria-labelledby="progress">
              {STEPS.map(({ title }, i) => (
                <li class={i < step ? 'past' : undefined} aria-current={i === step ? 'step' : undefined}>
                  <span class="number">{i + 1}</span>
                  {i === step ? (
                    <h3 id="step-title" tabIndex={-1}>
                      {title}
                    </h3>
                  ) : (
                    <span class="title">{title}</span>
                  )}
                </li>
              ))}
            </ol>
            {step === 0 && <BusinessStep ctx={ctx} />}
            {step === 1 && <OwnersStep ctx={ctx} onAdd={this.addOwner} onRemove={this.removeOwner} />}
            {step === 2 && <EquipmentStep ctx={ctx} />}
            {step === 3 && <ReviewStep ctx={ctx} company={company} onEdit={(to) => this.go(to)} />}
            {/* The honeypot: off screen, out of the tab order and hidden from screen readers. */}
            <div class="hp" aria-hidden="true">
              <label for="website2">Leave this field empty</label>
              <input
                id="website2"
                name="website2"
                tabIndex={-1}
                autoComplete="off"
                onInput={(event) => (this.website2 = event.currentTarget.value)}
              />
            </div>
            {failure && (
              <p class="error failure" id="failure">
                {failure.message}
              </p>
            )}
            <div class="actions">
              {step > 0 && (
                <button type="button" class="button secondary" onClick={() => this.go(step - 1)}>
                  Back
                </button>
              )}
              <button type="submit" class="button" aria-disabled={sending || undefined}>
                {step < LAST
                  ? 'Next'
                  : sending
                    ? 'Sending…'
                    : failure?.retry
                      ? 'Try again'
                      : 'Submit application'}
              </button>
            </div>
          </form>
        )}
      </div>
    );
  }
}
