export {
  checkField,
  FIELD_RULES,
  PASSWORD_CHECKLIST,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MESSAGES,
  PasswordSchema,
} from './rules.ts';
export type { FieldRule } from './rules.ts';
