import type { ReactNode } from 'react';
import classes from './form.module.css';

/** The fields of a form, all disabled at once for a role that may only view them. */
export function FormFieldset({ disabled, children }: { disabled: boolean; children: ReactNode }) {
  return (
    <fieldset disabled={disabled} className={classes.fieldset}>
      {children}
    </fieldset>
  );
}
