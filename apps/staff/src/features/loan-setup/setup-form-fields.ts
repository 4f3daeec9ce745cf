import { FIELD_REQUIRED } from '@lendline/validation';
import * as v from 'valibot';

/** The longest program or promo name the server stores. */
export const NAME_MAX = 120;

/** NumberInput's value: a number, or '' while empty. */
export type Amount = number | '';

/** A number input's value; whether it may be empty, and its range, are for the form's own rules. */
export const amount = v.union([v.number(), v.literal('')]);

/** A program's or promo's name: required, at most `NAME_MAX` characters. */
export const programName = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty(FIELD_REQUIRED),
  v.maxLength(NAME_MAX, `At most ${NAME_MAX} characters`),
);

/** A choice or a day that must be made: null until it is. */
export const chosen = <T>() =>
  v.pipe(
    v.nullable(v.custom<T>(() => true)),
    v.check((value) => value !== null, FIELD_REQUIRED),
  );
