// How the applicant's choices read on the staff screens; the wire values are CONTRACT.md's.

const ENTITY_TYPES: Record<string, string> = {
  corporation: 'Corporation',
  llc: 'LLC',
  partnership: 'Partnership',
  sole_proprietorship: 'Sole proprietorship',
  nonprofit: 'Nonprofit',
  other: 'Other',
};

const STRUCTURES: Record<string, string> = {
  efa: 'Equipment finance agreement',
  fmv: 'Fair market value lease',
  dollar_out: '$1 buyout lease',
  ten_percent_pur: '10% purchase option lease',
  not_sure: 'Not sure yet',
};

const CONDITIONS: Record<string, string> = { new: 'New', used: 'Used' };

export const entityTypeLabel = (value: string) => ENTITY_TYPES[value] ?? value;
export const structureLabel = (value: string) => STRUCTURES[value] ?? value;
export const conditionLabel = (value: string) => CONDITIONS[value] ?? value;
