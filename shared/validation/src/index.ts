export {
  checkField,
  FIELD_RULES,
  PASSWORD_CHECKLIST,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MESSAGES,
  PasswordSchema,
} from './rules.ts';
export type { FieldRule } from './rules.ts';
export { REQUIRED as FIELD_REQUIRED } from './field-schemas.ts';
export { blankOr, requiredSpecText, specRuleText } from './spec-text.ts';
export { CUSTOMER_SHAPES } from './customer-shapes.ts';
export { amountIssues, endsInOrder, LOAN_SETUP_MESSAGES, lowPaymentsFitTerms } from './loan-setup-rules.ts';
export type { RuleIssue } from './loan-setup-rules.ts';
export {
  IDEMPOTENCY_KEY_PATTERN,
  INQUIRY_SOURCES,
  INQUIRY_STATUSES,
  InquirySubmissionSchema,
  isInquiryStatus,
  QuoteRequestSchema,
  RECORD_STATUSES,
} from './vendor-quote.ts';
export type { InquiryStatus, InquirySubmission, QuoteRequest, RecordStatus } from './vendor-quote.ts';
export { isUsStateCode, US_STATE_CODES, US_STATES } from './us-states.ts';
export type { UsState } from './us-states.ts';
export {
  ageOn,
  ConsentStepSchema,
  BusinessStepSchema,
  CREDIT_APPLICATION_MESSAGES,
  CreditApplicationSchema,
  ENTITY_TYPE_LABELS,
  ENTITY_TYPES,
  EQUIPMENT_CONDITION_LABELS,
  EQUIPMENT_CONDITIONS,
  EquipmentStepSchema,
  LEASE_STRUCTURE_LABELS,
  LEASE_STRUCTURES,
  OWNERS_MAX,
  OWNERS_MIN,
  OwnersStepSchema,
  signatureMatchesOwner,
} from './credit-application.ts';
export type { CreditApplication, CreditApplicationInput } from './credit-application.ts';
export {
  CREDIT_APPLICATION_STATUS_LABELS,
  CREDIT_APPLICATION_STATUSES,
  isCreditApplicationStatus,
  nextCreditApplicationStatuses,
} from './credit-application-status.ts';
export type { CreditApplicationStatus } from './credit-application-status.ts';
export { OWNER_REVEALABLE_FIELDS, REVEALABLE_FIELDS } from './credit-application-record.ts';
export type { RevealableField } from './credit-application-record.ts';
export {
  DAY_RANGE,
  DAY_RANGE_MESSAGE,
  dayInRange,
  isCalendarDay,
  isDayInRange,
  isInstantInRange,
  isTimestampInRange,
} from './day-range.ts';
export {
  findTextFaults,
  fitsIntegerColumn,
  INTEGER_COLUMN_RANGES,
  TEXT_FAULT_MESSAGES,
  textFault,
} from './storable-values.ts';
export type { IntegerColumn, TextFault, TextFaultAt } from './storable-values.ts';
export { unknownKeys } from './unknown-keys.ts';
export type { UnknownKey } from './unknown-keys.ts';
