// A valid application as an applicant types it (text as entered, "$1,250,000"), for tests and stories.

export const BUSINESS: Record<string, string> = {
  legalName: 'Acme Paving LLC',
  entityType: 'llc',
  fein: '12-3456789',
  yearEstablished: '2012',
  street: '100 Main St',
  city: 'Dallas',
  state: 'TX',
  zip: '75001',
  phone: '(214) 555-0100',
  email: 'office@acmepaving.com',
  annualRevenue: '$1,250,000',
};

export const OWNER: Record<string, string> = {
  firstName: 'Dana',
  lastName: 'Reyes',
  title: 'President',
  ownershipPercent: '60',
  ssn: '123-45-6789',
  dateOfBirth: '1975-04-30',
  street: '12 Oak Ln',
  city: 'Plano',
  state: 'TX',
  zip: '75024',
  email: 'dana@acmepaving.com',
  phone: '214-555-0101',
};

export const EQUIPMENT: Record<string, string> = {
  description: 'Asphalt paver',
  condition: 'used',
  cost: '85,000.50',
  termMonths: '48',
  structure: 'fmv',
};
