import { valueAt, type Draft } from '../draft/draft.ts';
import type { FieldSpec } from '../draft/fields.ts';
import type { Errors } from './steps.ts';

/** What every control needs from the form: the draft, the messages shown, and what to do on input and blur. */
export interface FormContext {
  draft: Draft;
  errors: Errors;
  set(path: string, value: string | boolean): void;
  blur(path: string): void;
}

/** The id of the control at a dot path (`owners.1.ssn` -> `owners-1-ssn`); its name is the path itself. */
export const controlId = (path: string) => path.replaceAll('.', '-');

/**
 * A labelled control for the field `spec` of the section at `prefix` (`business`, `owners.1`), with its hint
 * and message tied to it by `aria-describedby`, and `aria-invalid` while it has a message.
 */
export function Field({ ctx, prefix, spec }: { ctx: FormContext; prefix: string; spec: FieldSpec }) {
  const path = `${prefix}.${spec.name}`;
  const id = controlId(path);
  // The ownership total is one message for all owners (at `owners`); each share field points to it.
  const shared = spec.name === 'ownershipPercent' && ctx.errors.owners ? 'owners-error' : '';
  const error = ctx.errors[path];
  const value = valueAt(ctx.draft, path);
  const { kind, mode, hint } = spec;
  const describedBy = [error && `${id}-error`, shared, hint && `${id}-hint`].filter(Boolean).join(' ');
  const control = {
    id,
    name: path,
    required: !spec.optional,
    autoComplete: spec.auto,
    'aria-invalid': error || shared ? true : undefined,
    'aria-describedby': describedBy || undefined,
    onBlur: () => ctx.blur(path),
  };
  // Preact's typings take one input type per element, not a union of them.
  const inputType = (
    kind === 'date' ? 'date' : mode === 'email' || mode === 'tel' || mode === 'url' ? mode : 'text'
  ) as 'text';
  const text = (event: Event) => ctx.set(path, (event.currentTarget as HTMLInputElement).value);
  const label = (
    <label for={id}>
      {spec.label}
      {spec.optional && kind !== 'checkbox' && <span class="muted"> (optional)</span>}
    </label>
  );

  return (
    <div class={`field${spec.wide ? ' wide' : ''}${kind === 'checkbox' ? ' check' : ''}`}>
      {kind === 'checkbox' ? (
        <>
          <input
            type="checkbox"
            checked={value === true}
            onChange={(event) => ctx.set(path, event.currentTarget.checked)}
            {...control}
          />
          {label}
        </>
      ) : (
        <>
          {label}
          {kind === 'select' ? (
            <select value={value as string} onChange={text} {...control}>
              <option value="">Choose…</option>
              {spec.options!.map(([optionValue, optionLabel]) => (
                <option value={optionValue}>{optionLabel}</option>
              ))}
            </select>
          ) : kind === 'textarea' ? (
            <textarea rows={3} value={value as string} onInput={text} {...control} />
          ) : (
            <input
              type={inputType}
              inputMode={mode === 'numeric' || mode === 'decimal' ? mode : undefined}
              value={value as string}
              onInput={text}
              {...control}
            />
          )}
        </>
      )}
      {hint && (
        <p id={`${id}-hint`} class="hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} class="error">
          {error}
        </p>
      )}
    </div>
  );
}

/** A fieldset of fields of one section. */
export function Group(props: {
  ctx: FormContext;
  prefix: string;
  legend: string;
  fields: readonly FieldSpec[];
}) {
  return (
    <fieldset>
      <legend>{props.legend}</legend>
      <div class="grid">
        {props.fields.map((spec) => (
          <Field ctx={props.ctx} prefix={props.prefix} spec={spec} />
        ))}
      </div>
    </fieldset>
  );
}
