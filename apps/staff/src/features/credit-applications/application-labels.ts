import { ENTITY_TYPE_LABELS, EQUIPMENT_CONDITION_LABELS, LEASE_STRUCTURE_LABELS } from '@lendline/validation';

// How the applicant's choices read on the staff screens (the labels the applicant picked from); a value
// this app does not know yet (a newer server) shows as it is.
const labelOf = (labels: Record<string, string>) => (value: string) => labels[value] ?? value;

export const entityTypeLabel = labelOf(ENTITY_TYPE_LABELS);
export const structureLabel = labelOf(LEASE_STRUCTURE_LABELS);
export const conditionLabel = labelOf(EQUIPMENT_CONDITION_LABELS);
