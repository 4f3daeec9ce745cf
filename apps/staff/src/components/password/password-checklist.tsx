import { VisuallyHidden } from '@mantine/core';
import { PASSWORD_CHECKLIST } from '@lendline/validation';
import classes from './password-checklist.module.css';

type ItemState = 'met' | 'unmet' | 'pending';

const ICON_PATHS: Record<ItemState, string> = {
  met: 'M3 8.5l3.2 3L13 4.5',
  unmet: 'M4 4l8 8M12 4l-8 8',
  pending: 'M8 8h.01',
};

function StateIcon({ state }: { state: ItemState }) {
  return (
    <svg className={classes.icon} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path
        d={ICON_PATHS[state]}
        fill="none"
        stroke="currentColor"
        strokeWidth={state === 'pending' ? 5 : 2}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export interface PasswordChecklistProps {
  password: string;
  /** Once the form was submitted, unmet rules turn red instead of staying neutral (spec §5). */
  submitted: boolean;
}

/** The live password checklist of spec §5; met rules are green, and each rule's state is also spoken. */
export function PasswordChecklist({ password, submitted }: PasswordChecklistProps) {
  return (
    <ul className={classes.list} aria-label="Password requirements">
      {PASSWORD_CHECKLIST.map(({ key, label, test }) => {
        const met = test(password);
        const state: ItemState = met ? 'met' : submitted ? 'unmet' : 'pending';
        return (
          <li key={key} className={classes.item} data-state={state}>
            <StateIcon state={state} />
            {label}
            <VisuallyHidden>{met ? ' (done)' : ' (missing)'}</VisuallyHidden>
          </li>
        );
      })}
    </ul>
  );
}
